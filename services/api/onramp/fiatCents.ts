import { err, ok, type Result } from 'neverthrow';
import { invalidOnramp, type OnrampFailure } from './OnrampFailure.js';

/** A fiat amount: digits with at most two decimals (`50`, `50.5`, `50.25`). */
export const FIAT_AMOUNT_PATTERN = /^(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?$/;

/** `"50.5"` → 5050n cents; anything else is refused on `field`. */
export const parseCents = (value: string, field = 'amount'): Result<bigint, OnrampFailure> => {
  const match = FIAT_AMOUNT_PATTERN.exec(value);
  if (match === null) return err(invalidOnramp(field, `Invalid amount ${value}`));
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').slice(1).padEnd(2, '0');
  return ok(BigInt(whole) * 100n + BigInt(fraction));
};
