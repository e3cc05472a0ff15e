import { describe, expect, it } from 'vitest';
import { isSolanaStandardWallet } from './isSolanaStandardWallet.js';

const wallet = (chains: `${string}:${string}`[], features: string[]) => ({
  chains,
  features: Object.fromEntries(features.map((name) => [name, {}])) as Record<`${string}:${string}`, unknown>,
});

describe('isSolanaStandardWallet', () => {
  it('is a wallet that connects and serves a solana chain', () => {
    expect(isSolanaStandardWallet(wallet(['solana:devnet'], ['standard:connect']))).toBe(true);
    expect(isSolanaStandardWallet(wallet(['sui:mainnet', 'solana:localnet'], ['standard:connect']))).toBe(
      true,
    );
  });

  it('is not one without standard:connect or without a solana chain', () => {
    expect(isSolanaStandardWallet(wallet(['solana:devnet'], ['standard:events']))).toBe(false);
    expect(isSolanaStandardWallet(wallet(['sui:mainnet'], ['standard:connect']))).toBe(false);
    expect(isSolanaStandardWallet(wallet([], ['standard:connect']))).toBe(false);
  });
});
