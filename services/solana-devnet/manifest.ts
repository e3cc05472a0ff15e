/**
 * What the Solana devnet seeded, written to `<dataDir>/solana-devnet/manifest.json` once it serves and
 * read by the stack and its consumers (the data service, the sandbox wallet, tests). Addresses are base58.
 */
export interface SolanaDevnetToken {
  readonly symbol: 'USDC';
  readonly name: string;
  readonly decimals: number;
  readonly mint: string;
  /** The SPL Token program that owns the mint. */
  readonly programId: string;
}

export interface SolanaDevnetManifest {
  readonly version: 1;
  /** The fixed seed every key derives from (`solanaDevnetKeypair(label, seed)`): public, local only. */
  readonly seed: string;
  readonly name: string;
  readonly genesisHash: string;
  /** `solana:` + the first 32 characters of the genesis hash. */
  readonly caipNetworkId: `solana:${string}`;
  readonly rpcUrl: string;
  /** Slot and signature subscriptions (the same server also answers upgrades on `rpcUrl`). */
  readonly wsUrl: string;
  readonly tokens: { readonly USDC: SolanaDevnetToken };
  /** Pays the sandbox on-ramp: holds SOL and USDC, and is the USDC mint authority. */
  readonly treasury: string;
  /** Funded test accounts, keys `account/0`, `account/1`, … */
  readonly accounts: readonly string[];
}

export const SOLANA_DEVNET_NAME = 'Latch Solana Devnet';
/** Lamports and USDC units every test account starts with (100 SOL, 10 000 USDC). */
export const SOLANA_ACCOUNT_FUNDS = { lamports: 100_000_000_000n, usdc: 10_000_000_000n } as const;
/** What the treasury starts with (1 000 000 SOL, 1 000 000 USDC). */
export const SOLANA_TREASURY_FUNDS = { lamports: 1_000_000_000_000_000n, usdc: 1_000_000_000_000n } as const;
export const SOLANA_USDC_DECIMALS = 6;
