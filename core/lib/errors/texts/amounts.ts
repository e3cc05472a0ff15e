import { errorsOf } from '../LatchError.js';

/** Typed amounts and the balance they need (core/lib/format's parseAmount; send, swap and on-ramp forms). */
export const AMOUNT_TEXTS = {
  AMOUNT_INVALID: 'Amount must be digits with at most one decimal separator',
  AMOUNT_TOO_PRECISE: 'Amount can have at most {decimals} decimals',
  INSUFFICIENT_BALANCE: 'Insufficient {symbol} balance',
  INSUFFICIENT_BALANCE_FOR_FEE: 'Insufficient {symbol} balance to pay the network fee',
} as const;

/** An error of the amounts part: `amountError('AMOUNT_INVALID')`. */
export const amountError = /* @__PURE__ */ errorsOf(AMOUNT_TEXTS);
