import type { Transaction } from '../../../ports/index.js';
import { parseMinedAt } from './parseMinedAt.js';

/** Month index (0-11, UTC) → that month's transactions, newest first. */
export type TransactionsByMonth = Readonly<Record<number, readonly Transaction[]>>;
/** Year (UTC) → its months (SPEC §3 transactionsByYear). */
export type TransactionsByYear = Readonly<Record<number, TransactionsByMonth>>;

/** The flat list (arrival order, unique ids) and its grouping by year and month. */
export interface TransactionGrouping {
  readonly transactions: readonly Transaction[];
  readonly transactionsByYear: TransactionsByYear;
}

export const EMPTY_GROUPING: TransactionGrouping = { transactions: [], transactionsByYear: {} };

/** Newest first by minedAt; Array.prototype.sort is stable, so equal times keep their order. */
function sortNewestFirst(list: readonly Transaction[]): Transaction[] {
  return list
    .map((tx) => ({ tx, ms: parseMinedAt(tx.metadata.minedAt) ?? 0 }))
    .sort((a, b) => b.ms - a.ms)
    .map((entry) => entry.tx);
}

/** Page entries whose id is neither in the grouping nor earlier in the page. */
function newTransactions(state: TransactionGrouping, page: readonly Transaction[]): Transaction[] {
  const seen = new Set(state.transactions.map((tx) => tx.id));
  const added: Transaction[] = [];
  for (const tx of page) {
    if (seen.has(tx.id)) continue;
    seen.add(tx.id);
    added.push(tx);
  }
  return added;
}

/**
 * Merges a page into a grouping without mutating it. Ids already present (or repeated in the page)
 * are skipped, the first one seen wins. Every month stays sorted newest first by minedAt (UTC); equal
 * times keep their arrival order. A transaction whose minedAt is not an ISO 8601 instant is kept in
 * the flat list but cannot be placed in a month. Merging the same page again changes nothing.
 */
export function mergeTransactionPage(
  state: TransactionGrouping,
  page: readonly Transaction[],
): TransactionGrouping {
  const added = newTransactions(state, page);
  if (added.length === 0) return state;

  const incoming = new Map<number, Map<number, Transaction[]>>();
  for (const tx of added) {
    const ms = parseMinedAt(tx.metadata.minedAt);
    if (ms === undefined) continue;
    const date = new Date(ms);
    const months = incoming.get(date.getUTCFullYear()) ?? new Map<number, Transaction[]>();
    incoming.set(date.getUTCFullYear(), months);
    months.set(date.getUTCMonth(), [...(months.get(date.getUTCMonth()) ?? []), tx]);
  }

  const byYear: Record<number, TransactionsByMonth> = { ...state.transactionsByYear };
  for (const [year, months] of incoming) {
    const merged: Record<number, readonly Transaction[]> = { ...state.transactionsByYear[year] };
    for (const [month, list] of months) merged[month] = sortNewestFirst([...(merged[month] ?? []), ...list]);
    byYear[year] = merged;
  }
  return { transactions: [...state.transactions, ...added], transactionsByYear: byYear };
}
