import { sha256 } from '@noble/hashes/sha2';
import { Keypair } from '@solana/web3.js';

/**
 * The Solana devnet's test account `account/<index>`: ed25519 from sha256(`<seed>/account/<index>`), the rule the
 * devnet seeds its accounts by (services/solana-devnet/seedKeys.ts), so the wallet holds a funded key.
 */
export const sandboxSolanaKeypair = (seed: string, index: number): Keypair =>
  Keypair.fromSeed(sha256(new TextEncoder().encode(`${seed}/account/${index}`)));
