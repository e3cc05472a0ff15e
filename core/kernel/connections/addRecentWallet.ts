import { RECENT_WALLETS_LIMIT } from './constants.js';
import type { RecentWallet } from './types.js';

/** Puts `wallet` first, drops any older entry with its id, and keeps at most `limit` wallets. */
export const addRecentWallet = (
  wallets: readonly RecentWallet[],
  wallet: RecentWallet,
  limit: number = RECENT_WALLETS_LIMIT,
): readonly RecentWallet[] => [wallet, ...wallets.filter((item) => item.id !== wallet.id)].slice(0, limit);
