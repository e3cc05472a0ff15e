import type { ChainNamespace, Network } from '../../../ports/index.js';

/**
 * The network to connect a wallet on: the active one when the connector serves its namespace, else the first
 * configured network of the connector's namespace, else the active one.
 */
export const networkForConnector = (
  namespace: ChainNamespace | undefined,
  active: Network,
  configured: readonly Network[],
): Network => {
  if (namespace === undefined || active.chainNamespace === namespace) return active;
  return configured.find((network) => network.chainNamespace === namespace) ?? active;
};
