import { type LatchError, latchError } from '../errors/index.js';

/** An operation asked in a state that does not allow it (a send without a preview…): a caller's bug. */
export const busy = (message: string): LatchError<'INTERNAL_SDK_ERROR'> =>
  latchError('INTERNAL_SDK_ERROR', { params: { message } });

/** A run the user left (cancel, a new edit) before it ended. */
export const aborted = (details: string): LatchError<'REQUEST_ABORTED'> =>
  latchError('REQUEST_ABORTED', { details });
