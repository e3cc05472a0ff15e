import { err, ok, type Result } from 'neverthrow';
import { type LatchError, onrampError } from '../../lib/errors/index.js';
import { groupThousands } from '../../lib/format/index.js';
import { PAYMENT_METHOD_LABELS } from './constants.js';
import { formatCents, limitCents } from './fiatCents.js';

/** A payment method's limits in a currency, as the options write them ('10.00', '7500.00'). */
export interface PurchaseLimits {
  readonly min: string;
  readonly max: string;
}

export type PurchaseLimitError =
  | LatchError<'ONRAMP_AMOUNT_BELOW_MINIMUM'>
  | LatchError<'ONRAMP_AMOUNT_ABOVE_MAXIMUM'>;

export interface CheckPurchaseLimitsArgs {
  readonly cents: bigint;
  readonly limits: PurchaseLimits;
  /** The payment method id ('card', 'ach_bank_account'). */
  readonly method: string;
  readonly currency: string;
}

/**
 * The amount when it lies within the method's limits (both inclusive); otherwise the catalogue error whose
 * message shows the limit as every amount is shown: 'The maximum purchase by card is 7,500.00 USD'. A limit that cannot be read does
 * not refuse anything (the service still checks).
 */
export const checkPurchaseLimits = (args: CheckPurchaseLimitsArgs): Result<bigint, PurchaseLimitError> => {
  const { cents, limits, method, currency } = args;
  const params = (limit: bigint) => ({
    method: PAYMENT_METHOD_LABELS[method] ?? method,
    limit: groupThousands(formatCents(limit)),
    currency,
  });
  const min = limitCents(limits.min, 'min');
  const max = limitCents(limits.max, 'max');
  if (min !== undefined && cents < min) {
    return err(
      onrampError('ONRAMP_AMOUNT_BELOW_MINIMUM', { params: params(min), data: { min: limits.min } }),
    );
  }
  if (max !== undefined && cents > max) {
    return err(
      onrampError('ONRAMP_AMOUNT_ABOVE_MAXIMUM', { params: params(max), data: { max: limits.max } }),
    );
  }
  return ok(cents);
};
