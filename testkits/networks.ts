import type { Network } from '../ports/index.js';

// The EVM networks the core tests configure.

/** An EVM network paying in ETH, its RPC at `rpcUrl` (the local devnet node unless given). */
export const evmNetwork = (id: number, name: string, rpcUrl = 'http://127.0.0.1:8545'): Network => ({
  id,
  name,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
});

/** The local devnet's chain (services/devnet): eip155:31337. */
export const DEVNET: Network = evmNetwork(31337, 'Latch Devnet');
