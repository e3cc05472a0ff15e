import type { Result } from 'neverthrow';
import { renderShown, truncateToPlaces } from './decimalArithmetic.js';
import { DISPLAY_DECIMALS, type FormatOptions } from './formatOptions.js';
import { type DecimalInvalidError, parseDecimal } from './parseDecimal.js';

/**
 * A fungible transfer quantity with 3 decimals (SPEC §5), cut toward zero — the balances' rule, so a
 * quantity is never shown larger than it moved and Activity agrees with the screen that made it (Swap's
 * "249.187 DAI" is Activity's "+249.187 DAI"): '1.2345' → '1.234', '-1.0009' → '-1.000', '0.0004' → '<0.001'
 * (DUST_TEXT). The one formatter of an amount moved: Activity, Send's review and its toast. Exact: no floats.
 */
export function formatQuantity(
  numeric: string,
  options: FormatOptions = {},
): Result<string, DecimalInvalidError> {
  return parseDecimal(numeric).map((value) =>
    renderShown(truncateToPlaces(value, DISPLAY_DECIMALS), value.units > 0n, options.thousands ?? false),
  );
}
