import type { CaipNetworkId, Network } from '../../../ports/index.js';

/** The configured network with this CAIP-2 id, or undefined when it is not configured. */
export const findConfiguredNetwork = (
  networks: readonly Network[],
  caipNetworkId: CaipNetworkId | undefined,
): Network | undefined =>
  caipNetworkId === undefined
    ? undefined
    : networks.find((network) => network.caipNetworkId === caipNetworkId);
