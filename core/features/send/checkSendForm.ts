import { err, ok, type Result } from 'neverthrow';
import type { TokenBalance } from '../../../ports/index.js';
import { tokenBalanceUnits } from '../../kernel/tokens/index.js';
import { amountError } from '../../lib/errors/index.js';
import type { Amount, AmountError } from '../../lib/format/index.js';
import type { SendSender } from './requireSendSender.js';
import type { SendError } from './types.js';
import { type ValidSendInput, validateSendInput } from './validateSendInput.js';

/** A send form that passed the synchronous checks of a preview. */
export interface CheckedSendForm {
  readonly input: ValidSendInput<TokenBalance>;
  readonly sender: SendSender;
  /** The token's balance in smallest units. */
  readonly balance: bigint;
}

export interface SendForm {
  readonly token: TokenBalance | undefined;
  readonly amount: string;
  readonly receiver: string;
  readonly decimalMark?: string | undefined;
  /** The amount as the store read it once (see parseSendAmount); undefined: nothing typed or no token. */
  readonly parsed: Result<Amount, AmountError> | undefined;
  /** Who sends (see requireSendSender). */
  readonly sender: Result<SendSender, SendError>;
}

/**
 * The synchronous checks of a preview, in order: the form (validateSendInput: token, amount, receiver), the
 * sender, then the amount within the token's balance (INSUFFICIENT_BALANCE: 'Insufficient USDC balance').
 */
export function checkSendForm(form: SendForm): Result<CheckedSendForm, SendError> {
  const { token, amount, receiver, decimalMark, parsed } = form;
  const input = validateSendInput({ token, amount, receiver, decimalMark, parsed });
  if (input.isErr()) return err(input.error);
  if (form.sender.isErr()) return err(form.sender.error);
  const balance = tokenBalanceUnits(input.value.token);
  if (balance.isErr()) return err(balance.error);
  const over = overBalance(input.value.token, input.value.amountUnits, balance.value.units);
  if (over !== undefined) return err(over);
  return ok({ input: input.value, sender: form.sender.value, balance: balance.value.units });
}

/** INSUFFICIENT_BALANCE ('Insufficient USDC balance') when `units` is more than the token's `balance`. */
const overBalance = (token: TokenBalance, units: bigint, balance: bigint): SendError | undefined =>
  units <= balance
    ? undefined
    : amountError('INSUFFICIENT_BALANCE', {
        params: { symbol: token.symbol },
        details: `amount ${units} exceeds the balance ${balance}`,
      });

/**
 * What is wrong with the amount as it is typed (`parsed`, see parseSendAmount), before any Preview: more
 * decimals than the token has (AMOUNT_TOO_PRECISE) or more than its balance (INSUFFICIENT_BALANCE). Nothing
 * typed, or no token: nothing to say. The native token's fee is checked by the Preview (it needs an estimate).
 */
export function typedAmountError(form: Pick<SendForm, 'token' | 'parsed'>): SendError | undefined {
  const { token, parsed } = form;
  if (token === undefined || parsed === undefined) return undefined;
  const balance = tokenBalanceUnits(token);
  if (balance.isErr()) return undefined;
  return parsed.isErr() ? parsed.error : overBalance(token, parsed.value.units, balance.value.units);
}
