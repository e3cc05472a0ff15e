import type { CaipNetworkId, ChainNamespace, Network } from '../../../ports/index.js';

/** What storage held for the active network (either part may be missing or unreadable). */
export interface StoredActiveNetwork {
  readonly namespace?: ChainNamespace | undefined;
  readonly networkId?: CaipNetworkId | undefined;
}

/**
 * The network to restore at start-up, only if it is still configured: the stored network id when one of
 * `networks` has it, else the first configured network of the stored namespace, else undefined (keep the
 * default).
 */
export function restoreActiveNetwork(
  networks: readonly Network[],
  stored: StoredActiveNetwork,
): Network | undefined {
  const byId = networks.find((network) => network.caipNetworkId === stored.networkId);
  if (byId) return byId;
  return networks.find((network) => network.chainNamespace === stored.namespace);
}
