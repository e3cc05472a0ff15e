import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import {
  AIRDROPPER_INDEX,
  DEPLOYER_INDEX,
  devnetAccounts,
  FARCASTER_CUSTODY_FIRST_INDEX,
} from './devnetAccounts.js';
import { DEVNET_MNEMONIC } from './manifest.js';

describe('devnetAccounts', () => {
  const { accounts, treasury, deployer, farcasterCustody, airdropper } = devnetAccounts();

  it('derives the 10 accounts anvil funds, in order, plus a deployer outside them', () => {
    expect(accounts).toHaveLength(10);
    expect(accounts[0]?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(treasury.address).toBe('0xa0Ee7A142d267C1f36714E4a8F75612F20a79720');
    expect(accounts[9]).toBe(treasury);
    expect(accounts.map((account) => account.address)).not.toContain(deployer.address);
  });

  it("matches the standard derivation m/44'/60'/0'/0/i of the mnemonic", () => {
    expect(accounts[3]?.address).toBe(mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 3 }).address);
    expect(deployer.address).toBe(
      mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: DEPLOYER_INDEX }).address,
    );
  });

  it('derives one custody key per test Farcaster id, apart from the funded accounts and the deployer', () => {
    expect(farcasterCustody).toHaveLength(3);
    farcasterCustody.forEach((custody, index) => {
      expect(custody.address).toBe(
        mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: FARCASTER_CUSTODY_FIRST_INDEX + index }).address,
      );
    });
    const others = [...accounts, deployer].map((account) => account.address);
    for (const custody of farcasterCustody) expect(others).not.toContain(custody.address);
  });

  it('derives the NFT airdropper apart from every other key', () => {
    expect(airdropper.address).toBe(
      mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: AIRDROPPER_INDEX }).address,
    );
    const others = [...accounts, deployer, ...farcasterCustody].map((account) => account.address);
    expect(others).not.toContain(airdropper.address);
  });
});
