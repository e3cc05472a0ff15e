import { floorToPlaces } from './decimalArithmetic.js';
import { decimalToString } from './decimalToString.js';
import { DISPLAY_DECIMALS } from './formatOptions.js';

/**
 * `units / 10^decimals` (≥ 0) as an amount to fill a field with: floored to DISPLAY_DECIMALS decimals, without
 * trailing zeros ('10001.532', not 18 decimals), and below 0.001 to its first DISPLAY_DECIMALS significant digits
 * ('0.000532'), so an amount above zero stays above zero. Never more than the value. Exact: no floats.
 */
export function trimAmount(units: bigint, decimals: number): string {
  const value = { units, scale: decimals };
  // The place of the first significant decimal (0.000532: the 4th); below the display's, 3 digits from it.
  const first = decimals - units.toString().length + 1;
  const places = Math.min(
    decimals,
    first <= DISPLAY_DECIMALS ? DISPLAY_DECIMALS : first + DISPLAY_DECIMALS - 1,
  );
  return decimalToString({ units: floorToPlaces(value, places), scale: places });
}
