import type { Result } from 'neverthrow';
import {
  checkPurchaseLimits,
  PAYMENT_LIMITS,
  type PaymentCurrency,
  type PaymentMethod,
} from '../../../core/features/onramp/index.js';
import { invalidOnramp, type OnrampFailure } from './OnrampFailure.js';

/** The on-ramp's currencies, methods and SPEC §9 limits are core's (core/features/onramp): one copy, one text. */
export {
  isPaymentCurrency,
  isPaymentMethod,
  PAYMENT_CURRENCIES,
  PAYMENT_LIMITS,
  PAYMENT_METHODS,
  type PaymentCurrency,
  type PaymentMethod,
} from '../../../core/features/onramp/index.js';

/** The amount (cents) when it lies within the method's limits; otherwise the refusal on `amount`, in core's text. */
export const checkOnrampLimits = (
  cents: bigint,
  method: PaymentMethod,
  currency: PaymentCurrency,
): Result<bigint, OnrampFailure> =>
  checkPurchaseLimits({ cents, limits: PAYMENT_LIMITS[method], method, currency }).mapErr((error) =>
    invalidOnramp('amount', error.message),
  );
