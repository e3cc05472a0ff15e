import { groupThousands } from '../../core/lib/format/index.js';

/** Significant digits an amount keeps on screen (Swap, On-ramp) (the exact amount is in the element's title). */
export const SIGNIFICANT_DIGITS = 6;

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * An exact decimal amount for display, floored (never more than it is) to `significant` significant digits,
 * whole digits always kept, thousands grouped, trailing zeros dropped: '0.033112345678' → '0.0331123',
 * '3012.123456' → '3,012.12', '1250.5' → '1,250.5'. Anything else comes back as given. No floats.
 */
export function significantAmountText(decimal: string, significant = SIGNIFICANT_DIGITS): string {
  const match = DECIMAL.exec(decimal.trim());
  if (match === null) return decimal;
  const whole = (match[1] ?? '0').replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  const wholeDigits = whole === '0' ? 0 : whole.length;
  const leadingZeros = whole === '0' ? (/^0*/.exec(fraction)?.[0].length ?? 0) : 0;
  const kept = fraction.slice(0, Math.max(0, significant - wholeDigits) + leadingZeros).replace(/0+$/, '');
  return kept === '' ? groupThousands(whole) : `${groupThousands(whole)}.${kept}`;
}
