import { DISPLAY_DECIMALS, DUST_TEXT } from './formatOptions.js';
import type { Decimal } from './parseDecimal.js';

/** Internal exact-arithmetic helpers shared by the format operations (not re-exported). */

export const pow10 = (exponent: number): bigint => 10n ** BigInt(exponent);

/** floor(a / b) for b > 0 (bigint division truncates toward zero). */
export function floorDiv(a: bigint, b: bigint): bigint {
  const quotient = a / b;
  return a % b !== 0n && a < 0n ? quotient - 1n : quotient;
}

/** floor(value · 10^places): the value floored to `places` decimals, as units at that scale. */
export function floorToPlaces(value: Decimal, places: number): bigint {
  if (places >= value.scale) return value.units * pow10(places - value.scale);
  return floorDiv(value.units, pow10(value.scale - places));
}

/** The value cut to `places` decimals toward zero (never more in magnitude than it is), as units at that scale. */
export function truncateToPlaces(value: Decimal, places: number): bigint {
  if (places >= value.scale) return value.units * pow10(places - value.scale);
  return value.units / pow10(value.scale - places);
}

/** Both values brought to their common (larger) scale. */
export function align(
  a: Decimal,
  b: Decimal,
): { readonly a: bigint; readonly b: bigint; readonly scale: number } {
  const scale = Math.max(a.scale, b.scale);
  return { a: a.units * pow10(scale - a.scale), b: b.units * pow10(scale - b.scale), scale };
}

/** Groups an unsigned digit string by thousands: '1234567' → '1,234,567'. */
export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A value shown at DISPLAY_DECIMALS (`shown`: its thousandths, floored or cut): rendered with 3 decimals, or
 * DUST_TEXT when it shows as zero though it is above zero (`positive`).
 */
export const renderShown = (shown: bigint, positive: boolean, thousands: boolean): string =>
  shown === 0n && positive ? DUST_TEXT : renderFixed(shown, DISPLAY_DECIMALS, thousands);

/** Renders `units / 10^places` with exactly `places` decimals; zero never gets a minus sign. */
export function renderFixed(units: bigint, places: number, thousands = false): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places);
  const shownWhole = thousands ? groupThousands(whole) : whole;
  return `${negative ? '-' : ''}${shownWhole}${places > 0 ? `.${fraction}` : ''}`;
}
