import type { Result } from 'neverthrow';
import { type AmountError, type ParseAmountOptions, parseAmount } from '../../lib/format/index.js';

/**
 * The typed amount to sell in the token's smallest unit, exactly, by the one amount rule of core/lib/format
 * (parseAmount, or `parse` with its signature): '1.5' of a 6-decimal token is 1500000n; AMOUNT_INVALID /
 * AMOUNT_TOO_PRECISE otherwise.
 */
export const parseSwapAmount = (
  text: string,
  decimals: number,
  options: ParseAmountOptions = {},
  parse: typeof parseAmount = parseAmount,
): Result<bigint, AmountError> => parse(text, decimals, options).map((amount) => amount.units);
