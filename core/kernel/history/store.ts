// core/kernel/history' second entry point: the history store and the transaction helpers (filtering, grouping by
// month, signs, dates). Not in the page's first chunk: createLazyHistoryStore (index.ts) fetches it when the
// activity is first shown or asked for; the History view's code and tests import the helpers here.
export { filterTransactions } from './filterTransactions.js';
export { groupedSections } from './groupedSections.js';
export { groupTransactions } from './groupTransactions.js';
export { createHistoryStore, HISTORY_ERROR_EVENT, HistoryStore } from './HistoryStore.js';
export { isSpamTransaction } from './isSpamTransaction.js';
export { EMPTY_GROUPING, mergeTransactionPage } from './mergeTransactionPage.js';
export { NEGATIVE_OPERATION_TYPES, operationSign, POSITIVE_OPERATION_TYPES } from './operationSign.js';
export { parseMinedAt } from './parseMinedAt.js';
export { createTransactionsStore, HISTORY_NAMESPACES, TransactionsStore } from './TransactionsStore.js';
export { DIRECTIONAL_OPERATION_TYPES, transferSign } from './transferSign.js';
