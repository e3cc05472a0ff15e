import type { Result } from 'neverthrow';
import { parseCents as parseRequestCents } from '../../../core/features/onramp/index.js';
import { invalidOnramp, type OnrampFailure } from './OnrampFailure.js';

/** `"50.5"` → 5050n cents (core's request-amount rule: what formatCents writes); anything else is refused on `field`. */
export const parseCents = (value: string, field = 'amount'): Result<bigint, OnrampFailure> =>
  parseRequestCents(value).mapErr(() => invalidOnramp(field, `Invalid amount ${value}`));
