import { Result } from 'neverthrow';
import { align } from './decimalArithmetic.js';
import { decimalToString } from './decimalToString.js';
import { type DecimalInvalidError, parseDecimal } from './parseDecimal.js';

/** Exact sum of two decimal strings, as a canonical decimal string. */
export function addDecimal(a: string, b: string): Result<string, DecimalInvalidError> {
  return Result.combine([parseDecimal(a), parseDecimal(b)]).map(([x, y]) => {
    const aligned = align(x, y);
    return decimalToString({ units: aligned.a + aligned.b, scale: aligned.scale });
  });
}
