import type { Result } from 'neverthrow';
import { floorToPlaces, renderShown } from './decimalArithmetic.js';
import { DISPLAY_DECIMALS, type FormatOptions } from './formatOptions.js';
import { type DecimalInvalidError, parseDecimal } from './parseDecimal.js';

/**
 * A decimal string floored to 3 decimals for display (SPEC §5): '1.23456' → '1.234', '0' → '0.000',
 * '0.0004' → '<0.001' (DUST_TEXT), '-0.0001' → '-0.001' (floor, toward −∞). Exact: no floats are involved.
 */
export function formatDecimalString(
  numeric: string,
  options: FormatOptions = {},
): Result<string, DecimalInvalidError> {
  return parseDecimal(numeric).map((value) =>
    renderShown(floorToPlaces(value, DISPLAY_DECIMALS), value.units > 0n, options.thousands ?? false),
  );
}
