import { floorToPlaces, groupThousands } from './decimalArithmetic.js';
import { numberToDecimal } from './numberToDecimal.js';
import { type Decimal, parseDecimal } from './parseDecimal.js';

/**
 * A USD value split for display as dollars and two-digit pennies (SPEC §5), or unavailable when the
 * input is not a number (NaN, ±Infinity, a malformed string): never disguised as '0'.
 */
export type TokenValue =
  | {
      readonly kind: 'amount';
      /** True when the floored value is below zero; dollars and pennies are then magnitudes. */
      readonly negative: boolean;
      /** Whole dollars with thousands separators, e.g. '1,234'. */
      readonly dollars: string;
      /** Always two digits, e.g. '05'. */
      readonly pennies: string;
    }
  | { readonly kind: 'unavailable' };

export const TOKEN_VALUE_UNAVAILABLE: TokenValue = { kind: 'unavailable' };

/**
 * Floors a USD value to cents (toward −∞) and splits it: 1234.567 → { dollars: '1,234', pennies: '56' };
 * -1.234 → { negative: true, dollars: '1', pennies: '24' } (−1.24). Sign × (dollars·100 + pennies)
 * is always floor(value·100).
 */
export function formatTokenValue(usd: string | number): TokenValue {
  const value: Decimal | undefined =
    typeof usd === 'number' ? numberToDecimal(usd) : parseDecimal(usd).unwrapOr(undefined);
  if (value === undefined) return TOKEN_VALUE_UNAVAILABLE;
  const cents = floorToPlaces(value, 2);
  const negative = cents < 0n;
  const magnitude = negative ? -cents : cents;
  return {
    kind: 'amount',
    negative,
    dollars: groupThousands((magnitude / 100n).toString()),
    pennies: (magnitude % 100n).toString().padStart(2, '0'),
  };
}
