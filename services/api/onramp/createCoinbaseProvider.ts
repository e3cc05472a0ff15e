import { buildCoinbaseUrl } from './buildCoinbaseUrl.js';
import type { OnrampProvider } from './OnrampProvider.js';

export interface CoinbaseProviderOptions {
  /** The Coinbase Developer Platform project id (`appId` of the widget). */
  readonly appId: string;
  /** Where options and quotes come from (Coinbase's quote API needs credentials; offline: the sandbox). */
  readonly quotes: Pick<OnrampProvider, 'options' | 'quote'>;
}

/** Coinbase Onramp: buyers are sent to Coinbase's hosted buy widget. */
export const createCoinbaseProvider = (options: CoinbaseProviderOptions): OnrampProvider => ({
  id: 'coinbase',
  options: () => options.quotes.options(),
  quote: (request) => options.quotes.quote(request),
  buyUrl: (request) => buildCoinbaseUrl(options.appId, request),
});
