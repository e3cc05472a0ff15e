import { err, ok, type Result } from 'neverthrow';
import { type LatchError, sendError } from '../../lib/errors/index.js';
import { type Amount, type AmountError, parseAmount } from '../../lib/format/index.js';

/** Any token that knows its decimals: a swap/price token, or a balance row (`quantity.decimals`). */
export type SendToken = { readonly decimals: number } | { readonly quantity: { readonly decimals: string } };

export interface SendInput<T extends SendToken> {
  readonly token?: T | undefined;
  readonly amount?: string | undefined;
  readonly receiver?: string | undefined;
  /** The locale's decimal mark, read besides '.' (see core/lib/format parseAmount). */
  readonly decimalMark?: string | undefined;
  /** The amount already read by the amount rule with the token's decimals (SendStore's `typedAmount`): not read again. */
  readonly parsed?: Result<Amount, AmountError> | undefined;
}

export interface ValidSendInput<T extends SendToken> {
  readonly token: T;
  /** The amount as a plain decimal ('0.5' for '.5' or '0,5'). */
  readonly amount: string;
  /** The amount in the token's smallest unit, exact. */
  readonly amountUnits: bigint;
  readonly decimals: number;
  /** The receiver as typed (trimmed); its address form is checked by the send flow per namespace. */
  readonly receiver: string;
}

export type SendInputError =
  | LatchError<'SEND_TOKEN_REQUIRED'>
  | LatchError<'SEND_AMOUNT_AND_RECEIVER_REQUIRED'>
  | AmountError;

const DECIMALS = /^\d+$/;
/** Decimals beyond this are not a real token (ERC-20 uses uint8). */
const MAX_DECIMALS = 255;

/**
 * SPEC §5 send requirements: a token is required ('A token is required'); then an amount and a receiver
 * ('An amount and receiver address are required'; a zero amount counts as none). The amount is read by the
 * one amount rule (core/lib/format parseAmount: AMOUNT_INVALID, AMOUNT_TOO_PRECISE); the receiver must be non-empty.
 */
export const validateSendInput = <T extends SendToken>(
  input: SendInput<T>,
): Result<ValidSendInput<T>, SendInputError> => {
  const { token } = input;
  const decimals = token === undefined ? undefined : tokenDecimals(token);
  if (token === undefined || decimals === undefined) {
    return err(
      sendError('SEND_TOKEN_REQUIRED', { details: token === undefined ? 'no token' : 'bad decimals' }),
    );
  }
  const typed = (input.amount ?? '').trim();
  const receiver = (input.receiver ?? '').trim();
  if (receiver.length === 0) return missing('no receiver');
  if (typed.length === 0) return missing('no amount');
  const amount = input.parsed ?? parseAmount(typed, decimals, { decimalMark: input.decimalMark });
  if (amount.isErr()) return err(amount.error);
  const { units: amountUnits, decimal } = amount.value;
  if (amountUnits === 0n) return missing('amount must be positive');
  return ok({ token, amount: decimal, amountUnits, decimals, receiver });
};

const tokenDecimals = (token: SendToken): number | undefined => {
  const raw = 'decimals' in token ? token.decimals : token.quantity.decimals;
  const value = typeof raw === 'number' ? raw : DECIMALS.test(raw) ? Number(raw) : Number.NaN;
  return Number.isInteger(value) && value >= 0 && value <= MAX_DECIMALS ? value : undefined;
};

const missing = (reason: string) => err(sendError('SEND_AMOUNT_AND_RECEIVER_REQUIRED', { details: reason }));
