import { err, ok, type Result } from 'neverthrow';
import type { TokenBalance } from '../../ports/index.js';
import { latchError } from '../errors/index.js';
import type { EvmSender } from '../flow/index.js';
import { tokenBalanceUnits } from '../tokens/index.js';
import { type ValidSendInput, validateSendInput } from '../validation/index.js';
import type { SendError } from './types.js';

/** A send form that passed the synchronous checks of a preview. */
export interface CheckedSendForm {
  readonly input: ValidSendInput<TokenBalance>;
  readonly sender: EvmSender;
  /** The token's balance in smallest units. */
  readonly balance: bigint;
}

export interface SendForm {
  readonly token: TokenBalance | undefined;
  readonly amount: string;
  readonly receiver: string;
  readonly decimalMark?: string | undefined;
  /** Who sends (see core/flow requireEvmSender). */
  readonly sender: Result<EvmSender, SendError>;
}

/**
 * The synchronous checks of a preview, in order: the form (validateSendInput: token, amount, receiver), the
 * sender, then the amount within the token's balance (INSUFFICIENT_FUNDS).
 */
export function checkSendForm(form: SendForm): Result<CheckedSendForm, SendError> {
  const { token, amount, receiver, decimalMark } = form;
  const input = validateSendInput({ token, amount, receiver, decimalMark });
  if (input.isErr()) return err(input.error);
  if (form.sender.isErr()) return err(form.sender.error);
  const balance = tokenBalanceUnits(input.value.token);
  if (balance.isErr()) return err(balance.error);
  if (input.value.amountUnits > balance.value.units) {
    const details = `amount ${input.value.amountUnits} exceeds the balance ${balance.value.units}`;
    return err(latchError('INSUFFICIENT_FUNDS', { details }));
  }
  return ok({ input: input.value, sender: form.sender.value, balance: balance.value.units });
}
