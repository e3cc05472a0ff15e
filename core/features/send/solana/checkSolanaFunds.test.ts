import { describe, expect, it } from 'vitest';
import { checkSolanaFunds } from './checkSolanaFunds.js';
import { splMintOf } from './previewSolanaSend.js';

const currency = { symbol: 'SOL', decimals: 9 };
const transfer = (rent = 0n, receiverIsNew = false) => ({
  fee: { fee: 5_000n, rent },
  accountRentMinimum: 890_880n,
  receiverIsNew,
});

describe('checkSolanaFunds', () => {
  it('skips the balance rules when the SOL balance is unknown, never the new-account minimum', () => {
    const unknown = { native: false, amountUnits: 1n, solBalance: undefined, currency };
    expect(checkSolanaFunds({ ...unknown, transfer: transfer(2_039_280n) }).isOk()).toBe(true);
    const sol = { ...unknown, native: true, transfer: transfer(0n, true) };
    expect(checkSolanaFunds(sol)._unsafeUnwrapErr().code).toBe('SOLANA_NEW_ACCOUNT_MINIMUM');
  });

  it('lets the sender keep nothing or at least the rent-exempt minimum, and the fee payer of a token send too', () => {
    const base = { native: true, currency, transfer: transfer() };
    expect(checkSolanaFunds({ ...base, amountUnits: 995_000n, solBalance: 1_000_000n }).isOk()).toBe(true);
    expect(
      checkSolanaFunds({ ...base, amountUnits: 200_000n, solBalance: 1_000_000n })._unsafeUnwrapErr().code,
    ).toBe('SOLANA_RENT_REMAINDER');
    const token = { native: false, amountUnits: 10n, currency, transfer: transfer(2_039_280n) };
    expect(checkSolanaFunds({ ...token, solBalance: 2_044_280n + 890_880n }).isOk()).toBe(true);
    expect(checkSolanaFunds({ ...token, solBalance: 2_044_281n })._unsafeUnwrapErr().code).toBe(
      'SOLANA_RENT_REMAINDER',
    );
  });
});

describe('splMintOf', () => {
  it('reads the mint of a token row on its own cluster only', () => {
    const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
    expect(splMintOf({ chainId: 'solana:abc', address: `solana:abc:${mint}` })).toBe(mint);
    expect(splMintOf({ chainId: 'solana:abc', address: `solana:other:${mint}` })).toBeUndefined();
    expect(splMintOf({ chainId: 'solana:abc', address: 'solana:abc:0xeeee' })).toBeUndefined();
  });
});
