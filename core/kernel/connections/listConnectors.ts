import type { ChainNamespace, ConnectorDiscovery, WalletConnector } from '../../../ports/index.js';

/** The connectors listed now: the discovery's list, or the fixed list given. */
export const listConnectors = (
  source: ConnectorDiscovery | readonly WalletConnector[],
): readonly WalletConnector[] => ('list' in source ? source.list() : source);

/** The connector listed now with this id, if any. */
export const findConnector = (
  source: ConnectorDiscovery | readonly WalletConnector[],
  id: string,
): WalletConnector | undefined => listConnectors(source).find((item) => item.info.id === id);

/** The connector ids of SPEC §3 without `namespace`'s. */
export function withoutConnectorId(
  ids: Readonly<Partial<Record<ChainNamespace, string>>>,
  namespace: ChainNamespace,
): Readonly<Partial<Record<ChainNamespace, string>>> {
  const { [namespace]: _forgotten, ...rest } = ids;
  return rest;
}
