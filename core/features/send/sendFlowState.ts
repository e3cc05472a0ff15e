import type { SendError, SendPreview, SentTransaction } from './types.js';

/** What the Send flow shows besides its inputs and status (written only by SendStore's `#to`). */
export interface SendFlowState {
  readonly error: SendError | undefined;
  readonly preview: SendPreview | undefined;
  readonly transaction: SentTransaction | undefined;
  readonly maxLoading: boolean;
}

/** A fresh form shows no error, preview, transaction or Max estimate. */
export const CLEARED: SendFlowState = {
  error: undefined,
  preview: undefined,
  transaction: undefined,
  maxLoading: false,
};
