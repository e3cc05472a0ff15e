import { err, ok, type Result } from 'neverthrow';
import { formatUnits } from 'viem';
import { type LatchError, latchError } from '../errors/index.js';
import type { TokenUnits } from '../tokens/index.js';
import { MAX_NATIVE_FEE_RESERVE } from './constants.js';

export interface MaxAmountInput {
  /** What the account holds of the token. */
  readonly balance: TokenUnits;
  /** For the native token: the estimated fee of the transfer, in smallest units (the fee is paid from it). */
  readonly nativeFee?: bigint;
}

/**
 * The "Max" amount as a decimal string: the whole balance of a token; for the native token the balance minus
 * MAX_NATIVE_FEE_RESERVE × the estimated fee. Nothing left to send: INSUFFICIENT_FUNDS.
 */
export function computeMaxAmount(input: MaxAmountInput): Result<string, LatchError<'INSUFFICIENT_FUNDS'>> {
  const { units, decimals } = input.balance;
  const reserve = input.nativeFee === undefined ? 0n : input.nativeFee * MAX_NATIVE_FEE_RESERVE;
  const max = units - reserve;
  if (max <= 0n) {
    return err(
      latchError('INSUFFICIENT_FUNDS', { details: `balance ${units} cannot cover a reserve of ${reserve}` }),
    );
  }
  return ok(formatUnits(max, decimals));
}
