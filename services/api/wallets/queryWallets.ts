import { matchesWalletQuery } from '../../../core/kernel/walletCatalog/index.js';
import type { RegistryWallet } from './loadWalletRegistry.js';

export interface WalletQuery {
  /** 1-based. */
  readonly page: number;
  readonly entries: number;
  readonly search?: string;
  /** Only these ids (in registry order). */
  readonly include?: readonly string[];
  /** Never these (matched on id, rdns or name, case-insensitively). */
  readonly exclude?: readonly string[];
}

export interface WalletPage {
  /** How many wallets match (before paging). */
  readonly count: number;
  /** The page, each with its rank in the whole registry (1 = first). */
  readonly data: readonly { readonly wallet: RegistryWallet; readonly rank: number }[];
}

/** Pages of 40 at most; a search returns up to 100 at once (SPEC §9 "pages of 40 … search 100"). */
export const MAX_PAGE_ENTRIES = 40;
export const MAX_SEARCH_ENTRIES = 100;

const lower = (value: string | null): string => (value ?? '').toLowerCase();

/**
 * The wallet list query of GET /getWallets: include / exclude / search on name, id and rdns (core's rule,
 * matchesWalletQuery: case, spaces and id marks do not count),
 * in registry order; `count` is every match, `data` one page of it.
 */
export const queryWallets = (wallets: readonly RegistryWallet[], query: WalletQuery): WalletPage => {
  const include = query.include && query.include.length > 0 ? new Set(query.include) : undefined;
  const exclude = new Set((query.exclude ?? []).map((value) => value.toLowerCase()));
  const needle = query.search?.trim().toLowerCase() ?? '';
  const matching = wallets
    .map((wallet, index) => ({ wallet, rank: index + 1 }))
    .filter(({ wallet }) => include === undefined || include.has(wallet.id))
    .filter(
      ({ wallet }) =>
        !exclude.has(lower(wallet.id)) &&
        !exclude.has(lower(wallet.rdns)) &&
        !exclude.has(lower(wallet.name)),
    )
    .filter(({ wallet }) => needle === '' || matchesWalletQuery(needle, wallet));
  const pageSize = Math.max(
    1,
    Math.min(query.entries, needle === '' ? MAX_PAGE_ENTRIES : MAX_SEARCH_ENTRIES),
  );
  const start = (Math.max(1, query.page) - 1) * pageSize;
  return { count: matching.length, data: matching.slice(start, start + pageSize) };
};
