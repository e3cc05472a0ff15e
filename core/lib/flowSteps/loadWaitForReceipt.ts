import type { ResultAsync } from 'neverthrow';
import type { TransactionReceipt } from '../../../ports/index.js';
import { latchError } from '../errors/index.js';
import { laterResult, loadOnce } from '../lazy/index.js';
import type { ReceiptError, WaitForReceiptArgs } from './waitForReceipt.js';

const onCode = laterResult(
  loadOnce(() => import('./waitForReceipt.js')),
  (cause) => latchError('RPC_NETWORK_ERROR', { details: 'the receipt code could not be fetched', cause }),
);

/**
 * waitForReceipt with its code (and core/lib/rpc's failure mapping) fetched by the first wait: a page that never
 * waits for a receipt before the click does not load it. A failed fetch is RPC_NETWORK_ERROR; the next wait
 * fetches it again.
 */
export const lazyWaitForReceipt = (args: WaitForReceiptArgs): ResultAsync<TransactionReceipt, ReceiptError> =>
  onCode(({ waitForReceipt }) => waitForReceipt(args));
