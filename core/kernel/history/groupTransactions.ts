import type { Transaction } from '../../../ports/index.js';
import { EMPTY_GROUPING, mergeTransactionPage, type TransactionsByYear } from './mergeTransactionPage.js';

/**
 * Groups transactions by UTC year and month index (0-11) of minedAt, newest first within a month,
 * equal times in input order; a repeated id is kept once (first seen).
 */
export function groupTransactions(transactions: readonly Transaction[]): TransactionsByYear {
  return mergeTransactionPage(EMPTY_GROUPING, transactions).transactionsByYear;
}
