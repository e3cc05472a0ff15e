import type { ChainNamespace, ConnectorInfo } from '../../../ports/index.js';
import type { EmbeddedConnectMethod } from '../analytics/index.js';
import type { WalletEntry } from '../walletCatalog/index.js';

/** The wallet a connecting view shows, connects and records as recent. */
export type ConnectingWallet = WalletEntry & {
  readonly connectorId: string;
  /** The connector's namespace, when the connector is known. */
  readonly namespace?: ChainNamespace;
  /** The embedded wallet's way in (CONNECT_SUCCESS's method); a wallet without one reports 'browser'. */
  readonly method?: EmbeddedConnectMethod;
};

export interface ConnectingWalletSources {
  /** Rows the catalog has built (Connect rows, AllWallets items), searched in order. */
  readonly entries: readonly WalletEntry[];
  readonly connectors: readonly ConnectorInfo[];
}

/**
 * The wallet behind `connectorId`: the catalog's row for it (registry id, name and logo) when there is one,
 * else the connector's own data, else the bare id.
 */
export const resolveConnectingWallet = (
  connectorId: string,
  sources: ConnectingWalletSources,
): ConnectingWallet => {
  const connector = sources.connectors.find((info) => info.id === connectorId);
  const entry = sources.entries.find((candidate) => candidate.connectorId === connectorId);
  const namespace = connector ? { namespace: connector.namespace } : {};
  if (entry) return { ...entry, connectorId, ...namespace };
  const imageUrl = connector?.imageUrl ? { imageUrl: connector.imageUrl } : {};
  const rdns = connector?.rdns ? { rdns: connector.rdns } : {};
  return {
    id: connector?.explorerId ?? connectorId,
    name: connector?.name ?? connectorId,
    kind: connector?.type === 'ANNOUNCED' ? 'announced' : 'injected',
    installed: connector !== undefined,
    connectorId,
    ...imageUrl,
    ...rdns,
    ...namespace,
  };
};
