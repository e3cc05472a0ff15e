import { err, ok, type Result } from 'neverthrow';
import type { Money, OnrampQuote } from '../../../ports/index.js';
import { type LatchError, latchError } from '../../lib/errors/index.js';
import { parseDecimal } from '../../lib/format/index.js';
import { PLACEHOLDER_QUOTE_ID } from './constants.js';
import type { OnrampPlaceholderQuote, OnrampQuoteBreakdown, OnrampServiceError } from './types.js';

const isMoney = (value: unknown): value is Money =>
  typeof value === 'object' &&
  value !== null &&
  'amount' in value &&
  'currency' in value &&
  typeof value.amount === 'string' &&
  typeof value.currency === 'string' &&
  value.currency !== '' &&
  parseDecimal(value.amount).isOk();

const FIELDS = ['coinbaseFee', 'networkFee', 'paymentSubtotal', 'paymentTotal', 'purchaseAmount'] as const;

/**
 * The service's quote as the breakdown shows it; an answer missing an amount (or with an amount that is not a
 * plain decimal) is QUERY_DATA_UNDEFINED.
 */
export const toQuoteBreakdown = (
  quote: OnrampQuote,
): Result<OnrampQuoteBreakdown, LatchError<'QUERY_DATA_UNDEFINED'>> => {
  const field = (name: string): unknown =>
    typeof quote === 'object' && quote !== null ? Reflect.get(quote, name) : undefined;
  const missing = FIELDS.find((name) => !isMoney(field(name)));
  if (missing !== undefined || typeof field('quoteId') !== 'string') {
    return err(latchError('QUERY_DATA_UNDEFINED', { details: `onramp quote: ${missing ?? 'quoteId'}` }));
  }
  return ok({
    placeholder: false,
    quoteId: quote.quoteId,
    fee: quote.coinbaseFee,
    networkFee: quote.networkFee,
    subtotal: quote.paymentSubtotal,
    total: quote.paymentTotal,
    receive: quote.purchaseAmount,
  });
};

/** The placeholder quote of SPEC §8 for a failed quote: the typed total, the token, and why. */
export const placeholderQuote = (args: {
  readonly total: Money;
  readonly receiveCurrency: string;
  readonly reason: OnrampServiceError;
}): OnrampPlaceholderQuote => ({ placeholder: true, quoteId: PLACEHOLDER_QUOTE_ID, ...args });
