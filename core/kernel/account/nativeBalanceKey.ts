import type { Network } from '../../../ports/index.js';

/** The native-balance cache id of an address on a network (EVM addresses compared case-insensitively). */
export const nativeBalanceKey = (address: string, network: Network): string =>
  `${network.caipNetworkId}|${network.chainNamespace === 'eip155' ? address.toLowerCase() : address}`;
