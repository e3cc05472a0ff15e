import { parseEther, parseUnits } from 'viem';
import type { DevnetToken } from './manifest.js';

type TokenSpec = Omit<DevnetToken, 'address'>;

/** What seeding puts on every devnet chain (amounts in whole tokens unless named *Wei). */
export const SEED_PLAN = {
  usdc: { symbol: 'USDC', name: 'USD Coin', decimals: 6 } satisfies TokenSpec,
  dai: { symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18 } satisfies TokenSpec,
  weth: { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18 } satisfies TokenSpec,
  /** Minted to each of the 10 test accounts, per stablecoin. */
  perAccountStable: 10_000n,
  /** Wrapped for each test account (by the deployer, so the accounts keep exactly 10,000 ETH). */
  perAccountWeth: 10n,
  /** Added to the treasury (accounts[9]) on top of its test-account share, per stablecoin. */
  treasuryExtraStable: 1_000_000n,
  /** USDC/DAI pool, 1 : 1. */
  usdcDaiPool: { usdc: 1_000_000n, dai: 1_000_000n },
  /** USDC/WETH pool: 1 WETH ≈ 3,000 USDC. */
  usdcWethPool: { usdc: 3_000_000n, weth: 1_000n },
  /**
   * The test Farcaster ids registered on the stand-in ID registry, each held by a custody key of the mnemonic
   * (devnetAccounts' `farcasterCustody`, same order). The user names are what the sandbox approver reports.
   */
  farcasterUsers: [
    { fid: 1001, username: 'alice', displayName: 'Alice' },
    { fid: 1002, username: 'bob', displayName: 'Bob' },
    { fid: 1003, username: 'carol', displayName: 'Carol' },
  ],
  /**
   * NFTs (ERC-721, DevnetNft), so the history meets one and its spam filter has something to filter. The
   * deployer deploys a known `collection` (listed in the manifest: the data service knows it) and mints token
   * `tokenId` of it to the test account `holderIndex`; an unknown sender (devnetAccounts' `airdropper`, outside
   * the funded accounts) deploys the `airdrop` collection (not listed) and sends the holder its token
   * `tokenId` unasked: the unsolicited airdrop the data service flags as spam. Both mints come after
   * `seededAtBlock`, so they are history like any later transfer. The holder is the account J8 (history)
   * connects and no other journey uses; pick it in the sandbox wallet to see them in the demo.
   */
  nfts: {
    collection: { name: 'Latch Pass', symbol: 'LPASS', tokenId: 1n },
    airdrop: { name: 'Claim $LATCH at latch-drop.xyz', symbol: 'CLAIM', tokenId: 7_777n },
    holderIndex: 7,
  },
  /** The deployer's ether: WETH for the accounts, the USDC/WETH pool and gas. */
  deployerBalanceWei: parseEther('10000'),
  /** The airdropper's ether: gas for its collection and its airdrop. */
  airdropperBalanceWei: parseEther('1'),
} as const;

export const units = (amount: bigint, decimals: number): bigint => parseUnits(amount.toString(), decimals);
