import { err, ok, type Result } from 'neverthrow';
import { formatCents } from '../../../core/onramp/index.js';
import { invalidOnramp, type OnrampFailure } from './OnrampFailure.js';

/** Fiat currencies the on-ramp takes (SPEC §9). */
export const PAYMENT_CURRENCIES = ['USD', 'EUR'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

/** Payment methods: card, and bank account (ACH). */
export const PAYMENT_METHODS = ['card', 'ach_bank_account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  card: 'card',
  ach_bank_account: 'bank account',
};

/** SPEC §9 limits in cents, the same in USD and EUR: card 10.00–7500.00, ACH 10.00–25000.00. */
export const ONRAMP_LIMITS: Readonly<Record<PaymentMethod, { readonly min: bigint; readonly max: bigint }>> =
  {
    card: { min: 1_000n, max: 750_000n },
    ach_bank_account: { min: 1_000n, max: 2_500_000n },
  };

export const isPaymentCurrency = (value: string): value is PaymentCurrency =>
  (PAYMENT_CURRENCIES as readonly string[]).includes(value);

export const isPaymentMethod = (value: string): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);

/** The refusal text of an amount under the method's minimum. */
export const belowMinimumText = (method: PaymentMethod, currency: PaymentCurrency): string =>
  `The minimum purchase by ${PAYMENT_METHOD_LABELS[method]} is ${formatCents(ONRAMP_LIMITS[method].min)} ${currency}`;

/** The refusal text of an amount over the method's maximum. */
export const aboveMaximumText = (method: PaymentMethod, currency: PaymentCurrency): string =>
  `The maximum purchase by ${PAYMENT_METHOD_LABELS[method]} is ${formatCents(ONRAMP_LIMITS[method].max)} ${currency}`;

/** The amount (cents) when it lies within the method's limits; otherwise the refusal on `amount`. */
export const checkOnrampLimits = (
  cents: bigint,
  method: PaymentMethod,
  currency: PaymentCurrency,
): Result<bigint, OnrampFailure> => {
  const limits = ONRAMP_LIMITS[method];
  if (cents < limits.min) return err(invalidOnramp('amount', belowMinimumText(method, currency)));
  if (cents > limits.max) return err(invalidOnramp('amount', aboveMaximumText(method, currency)));
  return ok(cents);
};
