import type { SwapError, SwapPreview, SwapTransactions } from './types.js';

/** What the Swap flow shows besides its inputs and status (written only by SwapStore's `#to`). */
export interface SwapFlowState {
  readonly preview: SwapPreview | undefined;
  readonly error: SwapError | undefined;
  readonly transactions: SwapTransactions;
  readonly received: string | undefined;
}

/** A fresh form shows no quote, error, transactions or payout. */
export const CLEARED: SwapFlowState = {
  preview: undefined,
  error: undefined,
  transactions: {},
  received: undefined,
};
