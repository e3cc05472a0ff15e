import { err, ok, type Result } from 'neverthrow';
import { formatUnits } from 'viem';
import type { SolanaTransfer } from '../../../../ports/index.js';
import { amountError, type LatchError, solanaError } from '../../../lib/errors/index.js';

export type SolanaFundsError =
  | LatchError<'INSUFFICIENT_BALANCE_FOR_FEE'>
  | LatchError<'INSUFFICIENT_BALANCE_FOR_RENT'>
  | LatchError<'SOLANA_NEW_ACCOUNT_MINIMUM'>
  | LatchError<'SOLANA_RENT_REMAINDER'>;

export interface SolanaFundsInput {
  /** A SOL send (else an SPL one, whose fee and rent are still paid in SOL). */
  readonly native: boolean;
  readonly amountUnits: bigint;
  /** The sender's SOL in lamports, when known. */
  readonly solBalance: bigint | undefined;
  readonly transfer: Pick<SolanaTransfer, 'fee' | 'accountRentMinimum' | 'receiverIsNew'>;
  /** The native currency (SOL, 9 decimals). */
  readonly currency: { readonly symbol: string; readonly decimals: number };
}

/**
 * Solana's money rules for a built transfer, before the wallet is asked (each would fail on the chain):
 * a SOL send to an account that does not exist yet must bring at least the rent-exempt minimum
 * (SOLANA_NEW_ACCOUNT_MINIMUM); the sender's SOL must cover the amount (SOL), the fee and the rent of a created
 * token account (INSUFFICIENT_BALANCE_FOR_FEE, or INSUFFICIENT_BALANCE_FOR_RENT when there is rent); and what the
 * sender keeps must be nothing or at least the rent-exempt minimum (SOLANA_RENT_REMAINDER). An unknown balance
 * skips the balance rules (the wallet's own check remains).
 */
export function checkSolanaFunds(input: SolanaFundsInput): Result<void, SolanaFundsError> {
  const { native, amountUnits, solBalance, transfer, currency } = input;
  const { symbol, decimals } = currency;
  const minimum = transfer.accountRentMinimum;
  const params = { symbol, amount: formatUnits(minimum, decimals) };
  if (native && transfer.receiverIsNew && amountUnits < minimum) {
    const details = `${amountUnits} < ${minimum} lamports`;
    return err(solanaError('SOLANA_NEW_ACCOUNT_MINIMUM', { params, details }));
  }
  if (solBalance === undefined) return ok(undefined);
  const { fee, rent } = transfer.fee;
  const needed = fee + rent + (native ? amountUnits : 0n);
  if (needed > solBalance) {
    const details = `needs ${needed}, holds ${solBalance}`;
    const options = { params: { symbol }, details };
    return err(
      rent > 0n
        ? solanaError('INSUFFICIENT_BALANCE_FOR_RENT', options)
        : amountError('INSUFFICIENT_BALANCE_FOR_FEE', options),
    );
  }
  const kept = solBalance - needed;
  if (kept > 0n && kept < minimum) {
    const details = `would keep ${kept} < ${minimum} lamports`;
    return err(solanaError('SOLANA_RENT_REMAINDER', { params, details }));
  }
  return ok(undefined);
}
