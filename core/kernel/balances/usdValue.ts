import { decimalToString, multiplyDecimal, numberToDecimal } from '../../lib/format/index.js';

/**
 * The USD value of a quantity (a plain decimal string) at a USD price: the exact product, as a number like
 * the balance route's `value`. Undefined for a price that is not a finite number or a malformed quantity.
 */
export function usdValue(numeric: string, price: number): number | undefined {
  const decimal = numberToDecimal(price);
  if (decimal === undefined) return undefined;
  const product = multiplyDecimal(numeric, decimalToString(decimal));
  return product.isOk() ? Number(product.value) : undefined;
}
