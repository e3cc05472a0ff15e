import type { Result } from 'neverthrow';
import type { TokenBalance } from '../../../ports/index.js';
import { tokenBalanceUnits } from '../../kernel/tokens/index.js';
import { type Amount, type AmountError, parseAmount } from '../../lib/format/index.js';

/** The amount rule (core/lib/format parseAmount), or a stand-in with its signature (a test counts its calls). */
export type AmountParser = typeof parseAmount;

export interface ParseSendAmountArgs {
  readonly token: TokenBalance | undefined;
  /** The amount as typed. */
  readonly amount: string;
  readonly decimalMark?: string | undefined;
  /** Default parseAmount. */
  readonly parseAmount?: AmountParser | undefined;
}

/**
 * The typed amount read by the amount rule with the token's decimals: what SendStore's `typedAmount` holds, so
 * the field's error and the Preview share one reading per keystroke. Undefined with no token (or one whose
 * decimals are unreadable) or nothing typed.
 */
export function parseSendAmount(args: ParseSendAmountArgs): Result<Amount, AmountError> | undefined {
  const { token } = args;
  const typed = args.amount.trim();
  if (token === undefined || typed === '') return undefined;
  const units = tokenBalanceUnits(token);
  if (units.isErr()) return undefined;
  return (args.parseAmount ?? parseAmount)(typed, units.value.decimals, { decimalMark: args.decimalMark });
}
