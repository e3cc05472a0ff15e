import { err, ok, type Result } from 'neverthrow';
import { formatUnits } from 'viem';
import type { TokenUnits } from '../../kernel/tokens/index.js';
import { amountError, type LatchError } from '../../lib/errors/index.js';
import { trimAmount } from '../../lib/format/index.js';
import { MAX_NATIVE_FEE_RESERVE } from './constants.js';

export interface MaxAmountInput {
  /** What the account holds of the token. */
  readonly balance: TokenUnits;
  /** For the native token: the estimated fee of the transfer, in smallest units (the fee is paid from it). */
  readonly nativeFee?: bigint;
  /** How many times the native fee is kept back (default MAX_NATIVE_FEE_RESERVE; Solana's fixed fee: 1). */
  readonly reserve?: bigint;
  /** The token's symbol, for the refusal's text. */
  readonly symbol: string;
  /**
   * Trimmed to what the form shows (core/lib/format trimAmount: 3 decimals, or 3 significant digits below 0.001),
   * never more: an EVM native Max, which keeps a reserve back anyway. A token's Max (all of it) and SOL's (all, or
   * Solana's rent minimum left) stay exact.
   */
  readonly trim?: boolean;
}

export type MaxAmountError = LatchError<'INSUFFICIENT_BALANCE'> | LatchError<'INSUFFICIENT_BALANCE_FOR_FEE'>;

/**
 * The "Max" amount as a decimal string: the whole balance of a token; for the native token the balance minus
 * MAX_NATIVE_FEE_RESERVE × the estimated fee (with `trim`, floored to what the form shows). Nothing left to send: INSUFFICIENT_BALANCE ('Insufficient USDC
 * balance'), or for the native token INSUFFICIENT_BALANCE_FOR_FEE.
 */
export function computeMaxAmount(input: MaxAmountInput): Result<string, MaxAmountError> {
  const { units, decimals } = input.balance;
  const reserve =
    input.nativeFee === undefined ? 0n : input.nativeFee * (input.reserve ?? MAX_NATIVE_FEE_RESERVE);
  const max = units - reserve;
  if (max <= 0n) {
    const details = `balance ${units} cannot cover a reserve of ${reserve}`;
    const params = { symbol: input.symbol };
    return err(
      input.nativeFee === undefined
        ? amountError('INSUFFICIENT_BALANCE', { params, details })
        : amountError('INSUFFICIENT_BALANCE_FOR_FEE', { params, details }),
    );
  }
  return ok(input.trim === true ? trimAmount(max, decimals) : formatUnits(max, decimals));
}
