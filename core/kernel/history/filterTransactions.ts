import type { CaipNetworkId, Transaction } from '../../../ports/index.js';
import { isSpamTransaction } from './isSpamTransaction.js';

/** The transactions to display (SPEC §5): spam-only ones dropped, only the active chain kept, order kept. */
export function filterTransactions(
  transactions: readonly Transaction[],
  activeCaipNetworkId: CaipNetworkId,
): Transaction[] {
  return transactions.filter((tx) => tx.metadata.chain === activeCaipNetworkId && !isSpamTransaction(tx));
}
