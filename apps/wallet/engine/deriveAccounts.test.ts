import { describe, expect, it } from 'vitest';
import { deriveAccounts } from './deriveAccounts.js';

describe('deriveAccounts', () => {
  it('derives anvil’s default accounts from the devnet mnemonic', () => {
    const accounts = deriveAccounts(undefined, 2);
    expect(accounts.map((account) => account.address)).toEqual([
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    ]);
    expect(deriveAccounts().length).toBe(10);
  });
});
