import type { Result, ResultAsync } from 'neverthrow';
import type {
  OnrampOptions,
  OnrampQuote,
  OnrampQuoteRequest,
  OnrampUrlRequest,
} from '../../../ports/index.js';
import type { OnrampFailure } from './OnrampFailure.js';

/** What a buy-widget URL is built from: the request and where this service is reached. */
export interface OnrampUrlContext {
  /** Base URL of the data service as the caller sees it, no trailing slash. */
  readonly publicUrl: string;
}

/**
 * The service side of the on-ramp: a provider lists what can be bought, quotes a purchase and builds
 * the URL of its checkout. The sandbox provider is served by our own stack; a hosted one (Coinbase)
 * replaces it by building its own checkout URL.
 */
export interface OnrampProvider {
  readonly id: string;
  options(): OnrampOptions;
  quote(request: OnrampQuoteRequest): ResultAsync<OnrampQuote, OnrampFailure>;
  buyUrl(request: OnrampUrlRequest, context: OnrampUrlContext): Result<string, OnrampFailure>;
}
