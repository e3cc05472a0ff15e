import { observableRef } from 'mobx';
import type { OnrampError, OnrampHandOff, OnrampPurchase, OnrampQuoteView } from './types.js';

/** What the On-ramp flow shows besides its inputs and status (changed by OnrampStore's `#to`). */
export interface OnrampFlowState {
  readonly quote: OnrampQuoteView | undefined;
  readonly error: OnrampError | undefined;
  readonly checkout: OnrampHandOff | undefined;
  readonly purchase: OnrampPurchase | undefined;
}

/** A fresh form shows no quote, error, checkout or purchase. */
export const CLEARED: OnrampFlowState = {
  quote: undefined,
  error: undefined,
  checkout: undefined,
  purchase: undefined,
};

/** The flow state is kept by reference (each value is replaced, never changed in place). */
export const FLOW_STATE_REFS = {
  quote: observableRef,
  error: observableRef,
  checkout: observableRef,
  purchase: observableRef,
} as const;
