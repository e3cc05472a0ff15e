import { expect, it } from 'vitest';
import * as flow from './index.js';

it('exports the shared flow mechanics', () => {
  expect(Object.keys(flow).sort()).toEqual([
    'DebouncedRequest',
    'LatestRun',
    'RECEIPT_TIMEOUT_MS',
    'aborted',
    'busy',
    'createScheduledTasks',
    'lazyWaitForReceipt',
    'requireEvmSender',
    'sendAndConfirm',
    'settleRun',
    'waitForReceipt',
  ]);
});
