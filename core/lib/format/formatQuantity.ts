import type { Result } from 'neverthrow';
import { renderFixed, roundToPlaces } from './decimalArithmetic.js';
import { DISPLAY_DECIMALS, type FormatOptions } from './formatOptions.js';
import { type DecimalInvalidError, parseDecimal } from './parseDecimal.js';

/**
 * A fungible transfer quantity with 3 decimals (SPEC §5), rounded half away from zero (unlike
 * balances, which are floored): '1.2345' → '1.235', '0.0004' → '0.000'. Exact: no floats.
 */
export function formatQuantity(
  numeric: string,
  options: FormatOptions = {},
): Result<string, DecimalInvalidError> {
  return parseDecimal(numeric).map((value) =>
    renderFixed(roundToPlaces(value, DISPLAY_DECIMALS), DISPLAY_DECIMALS, options.thousands ?? false),
  );
}
