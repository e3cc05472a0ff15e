export { DebouncedRequest, type RequestOutcome } from './debouncedRequest.js';
export { aborted, busy } from './flowErrors.js';
export { LatestRun } from './latestRun.js';
export { lazyWaitForReceipt } from './loadWaitForReceipt.js';
export { RECEIPT_TIMEOUT_MS } from './receiptTimeout.js';
export {
  type EvmSender,
  type EvmSenderError,
  type RequireEvmSenderArgs,
  requireEvmSender,
} from './requireEvmSender.js';
export { createScheduledTasks, type ScheduledTasks } from './scheduledTasks.js';
export { type SendAndConfirmArgs, sendAndConfirm } from './sendAndConfirm.js';
export { type RunOutcome, type SettleRunArgs, settleRun } from './settleRun.js';
export { type ReceiptError, type WaitForReceiptArgs, waitForReceipt } from './waitForReceipt.js';
