// core/kernel/history' eager surface: the lazy history store, the target it follows and the types. The store's code
// and the transaction helpers are the second entry point, store.ts, fetched when the activity is first needed.
export { createLazyHistoryStore, type History, loadHistoryStore } from './createLazyHistoryStore.js';
export type { TransactionSection } from './groupedSections.js';
export type { HistoryErrorReporter, HistoryStatus, HistoryStore, HistoryStoreDeps } from './HistoryStore.js';
export type { TransactionGrouping, TransactionsByMonth, TransactionsByYear } from './mergeTransactionPage.js';
export type { Sign } from './operationSign.js';
export { type HistoryTarget, type HistoryTargetInput, resolveHistoryTarget } from './resolveHistoryTarget.js';
export type {
  FetchNextOutcome,
  TransactionsFetchError,
  TransactionsStore,
  TransactionsStoreDeps,
} from './TransactionsStore.js';
