import { err, ok, type Result } from 'neverthrow';
import { invalidOnramp, type OnrampFailure } from './OnrampFailure.js';
import type { PaymentMethod } from './onrampLimits.js';

export interface PaymentDetails {
  readonly cardNumber?: string;
  /** `MM/YY` */
  readonly expiry?: string;
  readonly cvc?: string;
  readonly routingNumber?: string;
  readonly accountNumber?: string;
}

const digitsOnly = (value: string | undefined): string => (value ?? '').replace(/[\s-]/g, '');

/** The Luhn check digit rule of card numbers. */
export const passesLuhn = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/** The ABA routing-number checksum: 3·d1 + 7·d2 + d3 + 3·d4 + … ≡ 0 (mod 10). */
export const passesAbaChecksum = (digits: string): boolean => {
  const weights = [3, 7, 1];
  let sum = 0;
  for (let index = 0; index < digits.length; index++)
    sum += Number(digits[index]) * (weights[index % 3] ?? 0);
  return sum % 10 === 0;
};

/**
 * Checks what the sandbox checkout took: a card (12–19 digits passing Luhn, an expiry `MM/YY` not in
 * the past at `now`, a 3–4 digit CVC) or a bank account (9-digit routing number passing the ABA
 * checksum, 4–17 digit account number). Nothing is charged: it only has to look right.
 */
export const validatePaymentDetails = (
  method: PaymentMethod,
  details: PaymentDetails,
  now: Date,
): Result<void, OnrampFailure> => {
  if (method === 'card') {
    const number = digitsOnly(details.cardNumber);
    if (!/^[0-9]{12,19}$/.test(number) || !passesLuhn(number)) {
      return err(invalidOnramp('cardNumber', 'Invalid card number'));
    }
    const expiry = /^(0[1-9]|1[0-2])\s*\/\s*([0-9]{2})$/.exec((details.expiry ?? '').trim());
    if (expiry === null) return err(invalidOnramp('expiry', 'Invalid expiry date'));
    const endOfMonth = Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1);
    if (endOfMonth <= now.getTime()) return err(invalidOnramp('expiry', 'The card has expired'));
    if (!/^[0-9]{3,4}$/.test((details.cvc ?? '').trim()))
      return err(invalidOnramp('cvc', 'Invalid security code'));
    return ok(undefined);
  }
  const routing = digitsOnly(details.routingNumber);
  if (!/^[0-9]{9}$/.test(routing) || !passesAbaChecksum(routing)) {
    return err(invalidOnramp('routingNumber', 'Invalid routing number'));
  }
  if (!/^[0-9]{4,17}$/.test(digitsOnly(details.accountNumber))) {
    return err(invalidOnramp('accountNumber', 'Invalid account number'));
  }
  return ok(undefined);
};
