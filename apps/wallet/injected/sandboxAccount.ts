import type { HDAccount } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { SANDBOX_MNEMONIC } from './sandboxConfig.js';

const derived = new Map<number, HDAccount>();

/** The devnet mnemonic's account at `index` (m/44'/60'/0'/0/index), derived once. */
export function sandboxAccount(index: number): HDAccount {
  const known = derived.get(index);
  if (known) return known;
  const account = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: index });
  derived.set(index, account);
  return account;
}
