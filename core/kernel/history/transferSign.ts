import type { Transaction, TransactionTransfer } from '../../../ports/index.js';
import { operationSign, type Sign } from './operationSign.js';

/** Operation types whose transfers are signed by their own direction. */
export const DIRECTIONAL_OPERATION_TYPES: readonly string[] = ['trade', 'send', 'execute'];

/**
 * The sign of one transfer: for trade, send and execute it follows the transfer's direction (in → +1,
 * out → −1, self → 0); otherwise the operation type decides (see operationSign).
 */
export function transferSign(transaction: Transaction, transfer: TransactionTransfer): Sign {
  const type = transaction.metadata.operationType;
  if (!DIRECTIONAL_OPERATION_TYPES.includes(type)) return operationSign(type);
  if (transfer.direction === 'in') return 1;
  return transfer.direction === 'out' ? -1 : 0;
}
