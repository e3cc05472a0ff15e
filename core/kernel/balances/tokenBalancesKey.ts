import type { Network } from '../../../ports/index.js';

/** The token-balance cache id of an address on a network (EVM addresses compared case-insensitively). */
export const tokenBalancesKey = (
  address: string,
  network: Pick<Network, 'caipNetworkId' | 'chainNamespace'>,
) => `${network.caipNetworkId}|${network.chainNamespace === 'eip155' ? address.toLowerCase() : address}`;
