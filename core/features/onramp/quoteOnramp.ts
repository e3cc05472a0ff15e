import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Logger, OnrampApi, OnrampQuoteRequest } from '../../../ports/index.js';
import type { AnalyticsEvent } from '../../kernel/analytics/index.js';
import { mapRegistryFailure } from '../../kernel/walletCatalog/index.js';
import { placeholderQuote, toQuoteBreakdown } from './toQuoteView.js';
import type { OnrampPurchaseToken, OnrampQuoteView, OnrampServiceError } from './types.js';

/** HTTP statuses with which the service refuses the input itself (not an outage): shown, no placeholder. */
const REFUSAL_STATUSES: readonly unknown[] = [400, 422];

export interface QuoteOnrampArgs {
  readonly onrampApi: Pick<OnrampApi, 'getQuote'>;
  readonly request: OnrampQuoteRequest;
  readonly token: OnrampPurchaseToken;
  readonly logger: Logger;
  readonly track?: ((event: AnalyticsEvent) => void) | undefined;
  /** Aborts the request once the quote is no longer wanted. */
  readonly signal?: AbortSignal | undefined;
}

/**
 * The quote of a purchase (POST /v1/onramp/quote) as the view shows it. A quote the service refuses (HTTP
 * 400/422 with its reason) is the error; any other failure gives the placeholder quote of SPEC §8 (logged,
 * ONRAMP_QUOTE_FALLBACK).
 */
export function quoteOnramp(args: QuoteOnrampArgs): ResultAsync<OnrampQuoteView, OnrampServiceError> {
  const { onrampApi, request, token, signal } = args;
  return ResultAsync.fromPromise(
    Promise.resolve().then(() => onrampApi.getQuote({ ...request, signal })),
    mapRegistryFailure,
  )
    .andThen((answer) => toQuoteBreakdown(answer))
    .orElse((reason) => {
      if (isRefusal(reason)) return errAsync(reason);
      args.logger.warn('on-ramp quote unavailable, showing a placeholder', { error: reason });
      args.track?.({ event: 'ONRAMP_QUOTE_FALLBACK' });
      const total = { amount: request.amount, currency: request.paymentCurrency };
      return okAsync(placeholderQuote({ total, receiveCurrency: token.symbol, reason }));
    });
}

const isRefusal = (error: OnrampServiceError): boolean =>
  error.code === 'DATA_SERVICE_ERROR' && REFUSAL_STATUSES.includes(error.data.status);
