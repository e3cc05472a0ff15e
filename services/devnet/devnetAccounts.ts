import { toHex } from 'viem';
import { mnemonicToAccount, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { DEVNET_MNEMONIC } from './manifest.js';
import { SEED_PLAN } from './seedPlan.js';

/** anvil funds this many accounts of the mnemonic (indices 0–9): the user-facing test accounts. */
export const TEST_ACCOUNT_COUNT = 10;
/** Index of the treasury among the test accounts (it funds the on-ramp sandbox). */
export const TREASURY_INDEX = 9;
/**
 * The deployer is derived at index 10, outside the funded test accounts, so deploying and providing
 * liquidity leave accounts 0–9 with identical balances and nonce 0, and contract addresses depend only
 * on the deployer's nonce: the same on every chain and after every reseed.
 */
export const DEPLOYER_INDEX = TEST_ACCOUNT_COUNT;
/**
 * The custody keys of the devnet's test Farcaster ids (SEED_PLAN.farcasterUsers) start at this index: outside
 * the funded accounts and the deployer, so signing in with Farcaster never touches a wallet's balance or nonce.
 */
export const FARCASTER_CUSTODY_FIRST_INDEX = 20;

/**
 * The sender of the seed's unsolicited NFT airdrop (SEED_PLAN.nfts): an address outside the funded accounts,
 * the deployer and the Farcaster custody keys, unknown to everything else.
 */
export const AIRDROPPER_INDEX = 30;

export interface DevnetAccounts {
  readonly accounts: readonly PrivateKeyAccount[];
  readonly treasury: PrivateKeyAccount;
  readonly deployer: PrivateKeyAccount;
  /** The custody accounts of SEED_PLAN.farcasterUsers, in order (index FARCASTER_CUSTODY_FIRST_INDEX + i). */
  readonly farcasterCustody: readonly PrivateKeyAccount[];
  /** The unknown sender of the seed's NFT airdrop (index AIRDROPPER_INDEX). */
  readonly airdropper: PrivateKeyAccount;
}

/**
 * Accounts m/44'/60'/0'/0/i of the mnemonic (the paths anvil funds). The shared parent key is derived
 * once: deriving every account from the mnemonic costs ~50 ms each in pure JS.
 */
export function devnetAccounts(mnemonic: string = DEVNET_MNEMONIC): DevnetAccounts {
  const parent = mnemonicToAccount(mnemonic, { path: "m/44'/60'/0'/0" }).getHdKey();
  const derive = (index: number) => {
    const key = parent.deriveChild(index).privateKey;
    if (key === null) throw new Error(`no private key at index ${index}`);
    return privateKeyToAccount(toHex(key));
  };
  const accounts = Array.from({ length: TEST_ACCOUNT_COUNT }, (_, index) => derive(index));
  const treasury = accounts[TREASURY_INDEX];
  if (treasury === undefined) throw new Error('treasury index out of range');
  const farcasterCustody = SEED_PLAN.farcasterUsers.map((_, index) =>
    derive(FARCASTER_CUSTODY_FIRST_INDEX + index),
  );
  return {
    accounts,
    treasury,
    deployer: derive(DEPLOYER_INDEX),
    farcasterCustody,
    airdropper: derive(AIRDROPPER_INDEX),
  };
}
