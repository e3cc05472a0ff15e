import type { Result } from 'neverthrow';
import { type DecimalInvalidError, parseDecimal } from '../format/index.js';
import { parseSwapAmount } from '../swap/index.js';

/** A fiat amount as typed ('50', '50.5', '50.25') in cents, exactly; more than 2 decimals is DECIMAL_INVALID. */
export const parseFiatCents = (text: string): Result<bigint, DecimalInvalidError> => parseSwapAmount(text, 2);

/** 5050n → '50.50' (always two decimals, as limits and quotes are written). */
export const formatCents = (cents: bigint): string => {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

/**
 * A limit of the options ('10', '7500.00', '9.999') in whole cents, rounded inwards so no amount outside the
 * limit passes: a minimum up, a maximum down. Undefined when the text is not a non-negative decimal.
 */
export const limitCents = (text: string, bound: 'min' | 'max'): bigint | undefined => {
  const parsed = parseDecimal(text.trim());
  if (parsed.isErr() || parsed.value.units < 0n) return undefined;
  const { units, scale } = parsed.value;
  if (scale <= 2) return units * 10n ** BigInt(2 - scale);
  const divisor = 10n ** BigInt(scale - 2);
  const floor = units / divisor;
  return bound === 'min' && units % divisor !== 0n ? floor + 1n : floor;
};
