import type { Transaction } from '../../../ports/index.js';
import type { TransactionsByYear } from './mergeTransactionPage.js';

/** One month of history as the list shows it. */
export interface TransactionSection {
  readonly year: number;
  /** 0-11 (UTC). */
  readonly month: number;
  readonly transactions: readonly Transaction[];
}

const descendingKeys = (record: object): number[] =>
  Object.keys(record)
    .map(Number)
    .sort((a, b) => b - a);

/** The grouping as ordered sections, newest year and month first; empty months are left out. */
export function groupedSections(byYear: TransactionsByYear): TransactionSection[] {
  const sections: TransactionSection[] = [];
  for (const year of descendingKeys(byYear)) {
    const months = byYear[year] ?? {};
    for (const month of descendingKeys(months)) {
      const transactions = months[month] ?? [];
      if (transactions.length > 0) sections.push({ year, month, transactions });
    }
  }
  return sections;
}
