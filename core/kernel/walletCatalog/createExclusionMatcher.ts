import type { WalletIndex } from './createWalletIndex.js';
import type { WalletEntry } from './types.js';
import { walletKeys } from './walletKeys.js';

/**
 * SPEC §2 "Excluded wallets are hidden by rdns or name" and options.excludeWalletIds (our reverse-domain
 * ids): a row is excluded when any of its ids, rdns or names, its listing's, or its connector's (looked up
 * in `index`) equals an excluded value, case-insensitively.
 */
export const createExclusionMatcher = (
  excludeWalletIds: readonly string[] = [],
): ((entry: WalletEntry, index?: WalletIndex) => boolean) => {
  const excluded = new Set(walletKeys(...excludeWalletIds));
  return (entry, index) => {
    if (excluded.size === 0) return false;
    const connector = index?.connector(entry.connectorId);
    return walletKeys(
      entry.id,
      entry.rdns,
      entry.name,
      entry.connectorId,
      entry.listing?.id,
      entry.listing?.rdns,
      entry.listing?.name,
      connector?.rdns,
      connector?.explorerId,
      connector?.name,
    ).some((key) => excluded.has(key));
  };
};
