import type { HDAccount } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';

/** The devnet's well-known test mnemonic (anvil's default accounts, funded on 31337 and 31338). */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk';

/**
 * The first `count` accounts of the mnemonic (m/44'/60'/0'/0/i). No nonce manager: each transaction asks
 * the node for the pending nonce, so a devnet that was reset or used by another wallet never leaves a gap.
 */
export function deriveAccounts(mnemonic: string = DEVNET_MNEMONIC, count = 10): HDAccount[] {
  return Array.from({ length: count }, (_unused, addressIndex) =>
    mnemonicToAccount(mnemonic, { addressIndex }),
  );
}
