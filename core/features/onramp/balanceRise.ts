import { Result } from 'neverthrow';
import { type DecimalInvalidError, decimalToString, parseDecimal } from '../../lib/format/index.js';

/** Exactly how much a balance rose from `before` to `after` (decimal strings); negative when it fell. */
export const balanceRise = (before: string, after: string): Result<string, DecimalInvalidError> =>
  Result.combine([parseDecimal(before), parseDecimal(after)]).map(([from, to]) => {
    const scale = Math.max(from.scale, to.scale);
    const units = to.units * 10n ** BigInt(scale - to.scale) - from.units * 10n ** BigInt(scale - from.scale);
    return decimalToString({ units, scale });
  });
