import { isReceiverError, type ReceiverError } from './resolveReceiver.js';
import type { ReceiverLookup, SendError } from './types.js';

/**
 * What the receiver field says, once: the failed lookup of a typed name ('No address found for bob.latch.id'),
 * else the receiver error of the last Preview ('Address is invalid').
 */
export const receiverFieldError = (
  lookup: ReceiverLookup,
  error: SendError | undefined,
): ReceiverError | undefined =>
  lookup.status === 'failed' ? lookup.error : isReceiverError(error) ? error : undefined;

/** What the form says under its fields: the last Preview's error (not the receiver's), else the typed amount's. */
export const formFieldError = (
  error: SendError | undefined,
  amountError: SendError | undefined,
): SendError | undefined => (isReceiverError(error) ? undefined : error) ?? amountError;
