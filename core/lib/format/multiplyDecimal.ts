import { Result } from 'neverthrow';
import { decimalToString } from './decimalToString.js';
import { type DecimalInvalidError, parseDecimal } from './parseDecimal.js';

/** Exact product of two decimal strings (e.g. quantity × price), as a canonical decimal string. */
export function multiplyDecimal(a: string, b: string): Result<string, DecimalInvalidError> {
  return Result.combine([parseDecimal(a), parseDecimal(b)]).map(([x, y]) =>
    decimalToString({ units: x.units * y.units, scale: x.scale + y.scale }),
  );
}
