import {
  arbitrum as viemArbitrum,
  avalanche as viemAvalanche,
  base as viemBase,
  bsc as viemBsc,
  celo as viemCelo,
  gnosis as viemGnosis,
  mainnet as viemMainnet,
  optimism as viemOptimism,
  polygon as viemPolygon,
  sepolia as viemSepolia,
  zksync as viemZksync,
} from 'viem/chains';
import type { Network } from '../../ports/index.js';
import { fromViemChain } from './fromViemChain.js';

// `latch/networks`: ready networks for `createLatch({ networks })` — the EVM chains the data service knows, the
// Solana clusters and the local stack's devnets — and `fromViemChain` for any other viem `Chain` (createLatch also
// takes a viem `Chain` as it is).

export { fromViemChain };

// The same names as viem/chains and AppKit's networks, so a migrating app changes only the import. Each is
// marked pure: a host's bundle keeps only the networks it imports (and their viem chains).
export const arbitrum: Network = /* @__PURE__ */ fromViemChain(viemArbitrum);
export const avalanche: Network = /* @__PURE__ */ fromViemChain(viemAvalanche);
export const base: Network = /* @__PURE__ */ fromViemChain(viemBase);
export const bsc: Network = /* @__PURE__ */ fromViemChain(viemBsc);
export const celo: Network = /* @__PURE__ */ fromViemChain(viemCelo);
export const gnosis: Network = /* @__PURE__ */ fromViemChain(viemGnosis);
export const mainnet: Network = /* @__PURE__ */ fromViemChain(viemMainnet);
export const optimism: Network = /* @__PURE__ */ fromViemChain(viemOptimism);
export const polygon: Network = /* @__PURE__ */ fromViemChain(viemPolygon);
export const sepolia: Network = /* @__PURE__ */ fromViemChain(viemSepolia);
export const zksync: Network = /* @__PURE__ */ fromViemChain(viemZksync);

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const;

/** A Solana cluster by its CAIP-2 reference (the first 32 characters of its genesis hash). */
const solanaCluster = (reference: string, name: string, rpcUrl: string, testnet: boolean): Network => ({
  id: reference,
  name,
  chainNamespace: 'solana',
  caipNetworkId: `solana:${reference}`,
  nativeCurrency: SOL,
  rpcUrls: { default: { http: [rpcUrl] } },
  ...(testnet ? { testnet: true } : {}),
});

export const solana: Network = /* @__PURE__ */ solanaCluster(
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'Solana',
  'https://api.mainnet-beta.solana.com',
  false,
);
export const solanaDevnet: Network = /* @__PURE__ */ solanaCluster(
  'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'Solana Devnet',
  'https://api.devnet.solana.com',
  true,
);
export const solanaTestnet: Network = /* @__PURE__ */ solanaCluster(
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  'Solana Testnet',
  'https://api.testnet.solana.com',
  true,
);

const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;

/** The local stack's EVM devnets (`npm start`, services/devnet): chain 31337 on :8545 and 31338 on :8546. */
export const latchDevnet = (rpcUrl = 'http://127.0.0.1:8545'): Network => ({
  id: 31337,
  name: 'Latch Devnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: ETH,
  rpcUrls: { default: { http: [rpcUrl] } },
  testnet: true,
});
export const latchDevnetL2 = (rpcUrl = 'http://127.0.0.1:8546'): Network => ({
  id: 31338,
  name: 'Latch Devnet L2',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31338',
  nativeCurrency: ETH,
  rpcUrls: { default: { http: [rpcUrl] } },
  testnet: true,
});
