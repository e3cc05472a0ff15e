import { err, type Result } from 'neverthrow';
import { amountError } from '../../lib/errors/index.js';
import {
  type AmountError,
  type ParseAmountOptions,
  parseAmount,
  parseDecimal,
} from '../../lib/format/index.js';

/**
 * A fiat amount as typed ('50', '50.5', '.5', '50,25' with a ',' decimal mark) in cents, exactly, by the one
 * amount rule (core/lib/format parseAmount): AMOUNT_INVALID, or AMOUNT_TOO_PRECISE past two decimals.
 */
export const parseFiatCents = (text: string, options: ParseAmountOptions = {}): Result<bigint, AmountError> =>
  parseAmount(text, 2, options).map((amount) => amount.units);

/** A fiat amount as requests carry it: what formatCents writes, up to 12 whole digits ('50', '50.5', '7500.00'). */
const WIRE_AMOUNT = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

/** A fiat amount of a request (the data service's input) in cents; anything but the wire form is AMOUNT_INVALID. */
export const parseCents = (text: string): Result<bigint, AmountError> =>
  WIRE_AMOUNT.test(text)
    ? parseFiatCents(text)
    : err(amountError('AMOUNT_INVALID', { details: 'not a wire amount' }));

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
