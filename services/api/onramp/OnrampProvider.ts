import type { Result, ResultAsync } from 'neverthrow';
import type {
  OnrampOptions,
  OnrampQuote,
  OnrampQuoteRequest,
  OnrampUrlRequest,
} from '../../../ports/index.js';
import type { CheckoutSigner } from './checkoutToken.js';
import type { OnrampFailure } from './OnrampFailure.js';
import type { SandboxMarkets } from './SandboxMarket.js';

/** What a buy-widget URL is built from: the request and where this service is reached. */
export interface OnrampUrlContext {
  /** Base URL of the data service as the caller sees it, no trailing slash. */
  readonly publicUrl: string;
  /** The project that asks (its allowed origins bound the redirect). */
  readonly projectId?: string;
}

/**
 * POST /v1/generators/onrampurl's body: the widget request, plus the payment the buyer quoted (a
 * checkout served by this service is bound to it; hosted widgets ignore them).
 */
export interface CheckoutUrlRequest extends OnrampUrlRequest {
  /** `USD` or `EUR`. Default `USD`. */
  readonly paymentCurrency?: string;
  /** `card` or `ach_bank_account`. Default `card`. */
  readonly paymentMethod?: string;
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
  buyUrl(request: CheckoutUrlRequest, context: OnrampUrlContext): Result<string, OnrampFailure>;
  /** Present when the provider's checkout is served by this service (the sandbox): its signed ids. */
  readonly checkout?: CheckoutSigner;
  /** With `checkout`: the networks that checkout pays on. */
  readonly markets?: SandboxMarkets;
}
