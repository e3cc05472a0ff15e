import type { Network } from 'latch';

// Where the local stack runs (its default ports); production points the same options at the operator's services.
export const devnet: Network = {
  id: 31337,
  name: 'Latch Devnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};

export const stack = { dataServiceUrl: 'http://127.0.0.1:8787', relayUrl: 'ws://127.0.0.1:8788' };
