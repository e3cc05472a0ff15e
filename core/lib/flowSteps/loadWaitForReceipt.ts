import { ResultAsync } from 'neverthrow';
import type { TransactionReceipt } from '../../../ports/index.js';
import { latchError } from '../errors/index.js';
import { loadOnce } from '../lazy/index.js';
import type { ReceiptError, WaitForReceiptArgs } from './waitForReceipt.js';

const loadCode = loadOnce(() => import('./waitForReceipt.js'));

/**
 * waitForReceipt with its code (and core/lib/rpc's failure mapping) fetched by the first wait: a page that never
 * waits for a receipt before the click does not load it. A failed fetch is RPC_NETWORK_ERROR; the next wait
 * fetches it again.
 */
export const lazyWaitForReceipt = (args: WaitForReceiptArgs): ResultAsync<TransactionReceipt, ReceiptError> =>
  ResultAsync.fromPromise(loadCode(), (cause) =>
    latchError('RPC_NETWORK_ERROR', { details: 'the receipt code could not be fetched', cause }),
  ).andThen(({ waitForReceipt }) => waitForReceipt(args));
