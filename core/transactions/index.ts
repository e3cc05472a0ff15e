export { filterTransactions } from './filterTransactions.js';
export { groupedSections, type TransactionSection } from './groupedSections.js';
export { groupTransactions } from './groupTransactions.js';
export {
  createHistoryStore,
  HISTORY_ERROR_EVENT,
  type HistoryErrorReporter,
  type HistoryStatus,
  HistoryStore,
  type HistoryStoreDeps,
} from './HistoryStore.js';
export { isSpamTransaction } from './isSpamTransaction.js';
export {
  EMPTY_GROUPING,
  mergeTransactionPage,
  type TransactionGrouping,
  type TransactionsByMonth,
  type TransactionsByYear,
} from './mergeTransactionPage.js';
export {
  NEGATIVE_OPERATION_TYPES,
  operationSign,
  POSITIVE_OPERATION_TYPES,
  type Sign,
} from './operationSign.js';
export { parseMinedAt } from './parseMinedAt.js';
export { type HistoryTarget, type HistoryTargetInput, resolveHistoryTarget } from './resolveHistoryTarget.js';
export {
  createTransactionsStore,
  type FetchNextOutcome,
  HISTORY_NAMESPACES,
  type TransactionsFetchError,
  TransactionsStore,
  type TransactionsStoreDeps,
} from './TransactionsStore.js';
export { DIRECTIONAL_OPERATION_TYPES, transferSign } from './transferSign.js';
