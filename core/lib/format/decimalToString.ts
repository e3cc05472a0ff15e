import { renderFixed } from './decimalArithmetic.js';
import type { Decimal } from './parseDecimal.js';

/** The canonical text of an exact decimal: no trailing fraction zeros, no '-0', e.g. '1.5', '-2', '0'. */
export function decimalToString(value: Decimal): string {
  let { units, scale } = value;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return renderFixed(units, scale);
}
