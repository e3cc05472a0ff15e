import { err, ok, type Result } from 'neverthrow';
import type { SwapToken } from '../../../ports/index.js';
import { amountError } from '../../lib/errors/index.js';
import type { parseAmount } from '../../lib/format/index.js';
import { parseSwapAmount } from './parseSwapAmount.js';
import type { SwapError } from './types.js';

export interface SwapAmountInput {
  /** The amount to sell, as typed. */
  readonly text: string;
  readonly from: SwapToken;
  /** What the account holds of `from`, in smallest units, when known. */
  readonly balance: bigint | undefined;
  readonly decimalMark?: string | undefined;
  /** The amount rule (default core/lib/format parseAmount). */
  readonly parseAmount?: typeof parseAmount | undefined;
}

/**
 * The amount to quote in the source token's smallest units; undefined when there is nothing to quote yet
 * (nothing typed, or zero). The amount rule's error (AMOUNT_INVALID, AMOUNT_TOO_PRECISE), or INSUFFICIENT_BALANCE
 * ('Insufficient USDC balance') beyond the known balance.
 */
export function checkSwapAmount(input: SwapAmountInput): Result<bigint | undefined, SwapError> {
  const text = input.text.trim();
  if (text === '') return ok(undefined);
  const units = parseSwapAmount(
    text,
    input.from.decimals,
    { decimalMark: input.decimalMark },
    input.parseAmount,
  );
  if (units.isErr()) return err(units.error);
  if (units.value === 0n) return ok(undefined);
  const { balance } = input;
  if (balance !== undefined && units.value > balance) {
    const details = `amount ${units.value} exceeds ${balance}`;
    return err(amountError('INSUFFICIENT_BALANCE', { params: { symbol: input.from.symbol }, details }));
  }
  return ok(units.value);
}
