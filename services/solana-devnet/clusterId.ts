import { createHash } from 'node:crypto';
import { base58 } from '@scure/base';

/**
 * litesvm has no genesis block: the devnet's genesis hash is sha256(`genesis/<seed>`) in base58, so the
 * same seed gives the same cluster on every start (the state is re-seeded, never kept).
 */
export function solanaGenesisHash(seed: string): string {
  return base58.encode(createHash('sha256').update(`genesis/${seed}`).digest());
}

/** CAIP-2 id of a Solana cluster: `solana:` + the first 32 characters of its genesis hash. */
export function solanaCaipNetworkId(genesisHash: string): `solana:${string}` {
  return `solana:${genesisHash.slice(0, 32)}`;
}
