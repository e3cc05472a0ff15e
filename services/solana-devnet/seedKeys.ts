import { createHash } from 'node:crypto';
import { Keypair } from '@solana/web3.js';

/**
 * The fixed seed every key of the Solana devnet is derived from, like the EVM devnet's public test
 * mnemonic: these keys are public, for the local stack only.
 */
export const SOLANA_DEVNET_SEED = 'latch-solana-devnet';

/** How many funded test accounts the devnet seeds. */
export const SOLANA_TEST_ACCOUNT_COUNT = 10;

/** The devnet key of one role: ed25519 from sha256(`<seed>/<label>`), the same on every start. */
export function solanaDevnetKeypair(label: string, seed: string = SOLANA_DEVNET_SEED): Keypair {
  return Keypair.fromSeed(createHash('sha256').update(`${seed}/${label}`).digest());
}

/** The keys of the seeded roles: the USDC-like mint, the on-ramp treasury (also mint authority), test accounts. */
export function solanaDevnetKeys(seed: string = SOLANA_DEVNET_SEED) {
  return {
    usdcMint: solanaDevnetKeypair('mint/USDC', seed),
    treasury: solanaDevnetKeypair('treasury', seed),
    accounts: Array.from({ length: SOLANA_TEST_ACCOUNT_COUNT }, (_, index) =>
      solanaDevnetKeypair(`account/${index}`, seed),
    ),
  };
}
