import { Connection, type FetchFn } from '@solana/web3.js';
import type { SolanaDevnetManifest } from '../../solana-devnet/manifest.js';

/**
 * A Solana cluster the data service serves: what its balance, supported-chains and RPC routes need; with the
 * devnet's `seed` (the local Solana devnet's manifest), the sandbox on-ramp also pays from its treasury.
 */
export type SolanaCluster = Pick<SolanaDevnetManifest, 'caipNetworkId' | 'name' | 'rpcUrl' | 'tokens'> &
  Partial<Pick<SolanaDevnetManifest, 'seed'>>;

/** A configured cluster and the @solana/web3.js connection that reads it. */
export interface SolanaClusterClient {
  readonly cluster: SolanaCluster;
  readonly connection: Connection;
}

export interface SolanaClusters {
  /** By CAIP-2 id (`solana:<first 32 characters of the genesis hash>`). */
  get(caipNetworkId: string): SolanaClusterClient | undefined;
  readonly ids: readonly SolanaCluster['caipNetworkId'][];
}

export interface SolanaClustersOptions {
  /** Per RPC request. Default 10 s (SPEC §9). */
  readonly timeoutMs?: number;
}

/**
 * One web3.js connection per configured cluster (HTTP to its rpcUrl, `confirmed` commitment): every
 * request times out after `timeoutMs` and a 429 is not retried (callers decide, as with the EVM clients).
 * No WebSocket is opened: the service only reads.
 */
export const createSolanaClusters = (
  clusters: readonly SolanaCluster[],
  options: SolanaClustersOptions = {},
): SolanaClusters => {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const timedFetch = ((input: string, init?: RequestInit) =>
    fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) })) as unknown as FetchFn;
  const byId = new Map<string, SolanaClusterClient>();
  for (const cluster of clusters) {
    const connection = new Connection(cluster.rpcUrl, {
      commitment: 'confirmed',
      disableRetryOnRateLimit: true,
      fetch: timedFetch,
    });
    byId.set(cluster.caipNetworkId, { cluster, connection });
  }
  return { get: (id) => byId.get(id), ids: clusters.map((cluster) => cluster.caipNetworkId) };
};
