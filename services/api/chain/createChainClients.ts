import { createPublicClient, defineChain, http, type PublicClient } from 'viem';
import type { DevnetChain } from '../../devnet/manifest.js';

/** A configured chain and the viem client that reads it. */
export interface ChainClient {
  readonly chain: DevnetChain;
  readonly client: PublicClient;
}

export interface ChainClients {
  /** By CAIP-2 id (`eip155:31337`). */
  get(caipNetworkId: string): ChainClient | undefined;
  readonly ids: readonly DevnetChain['caipNetworkId'][];
}

export interface ChainClientsOptions {
  /** Per RPC request. Default 10 s (SPEC §9). */
  readonly timeoutMs?: number;
}

/** One viem public client per configured chain (HTTP to its rpcUrl, no retries: callers decide). */
export const createChainClients = (
  chains: readonly DevnetChain[],
  options: ChainClientsOptions = {},
): ChainClients => {
  const byId = new Map<string, ChainClient>();
  for (const chain of chains) {
    const client = createPublicClient({
      chain: defineChain({
        id: chain.chainId,
        name: chain.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
        contracts: { multicall3: { address: chain.multicall3 } },
      }),
      transport: http(chain.rpcUrl, { timeout: options.timeoutMs ?? 10_000, retryCount: 0 }),
    });
    byId.set(chain.caipNetworkId, { chain, client });
  }
  return { get: (id) => byId.get(id), ids: chains.map((chain) => chain.caipNetworkId) };
};
