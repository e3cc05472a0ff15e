import { Result } from 'neverthrow';
import { align } from './decimalArithmetic.js';
import { type DecimalInvalidError, parseDecimal } from './parseDecimal.js';

export type Ordering = -1 | 0 | 1;

/** Exact comparison of two decimal strings: -1 if a < b, 0 if equal (e.g. '1.50' and '1.5'), 1 if a > b. */
export function compareDecimal(a: string, b: string): Result<Ordering, DecimalInvalidError> {
  return Result.combine([parseDecimal(a), parseDecimal(b)]).map(([x, y]): Ordering => {
    const aligned = align(x, y);
    if (aligned.a === aligned.b) return 0;
    return aligned.a < aligned.b ? -1 : 1;
  });
}
