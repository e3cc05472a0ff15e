import { err, ok, type Result } from 'neverthrow';
import { type LatchError, latchError } from '../../lib/errors/index.js';

const DIGITS = /^\d{1,78}$/;

/**
 * A smallest-unit amount as the swap routes send it (a string of digits: quotes, allowance, gas, gas price,
 * value) as a bigint. Anything else is QUERY_DATA_UNDEFINED: the server answered without usable data.
 */
export function parseUnitsString(
  value: unknown,
  field: string,
): Result<bigint, LatchError<'QUERY_DATA_UNDEFINED'>> {
  if (typeof value === 'string' && DIGITS.test(value)) return ok(BigInt(value));
  return err(latchError('QUERY_DATA_UNDEFINED', { details: `${field}: ${String(value)}` }));
}
