import type { Abortable } from './abortable.js';
export interface OnrampNetwork {
  readonly name: string;
  readonly display_name: string;
  readonly chain_id: string;
  readonly contract_address: string;
}

export interface OnrampPurchaseCurrency {
  readonly id: string;
  readonly name: string;
  readonly symbol: string;
  readonly networks: readonly OnrampNetwork[];
}

export interface OnrampPaymentCurrency {
  readonly id: string;
  readonly payment_method_limits: readonly {
    readonly id: string;
    readonly min: string;
    readonly max: string;
  }[];
}

/** SPEC §3 On-ramp options. */
export interface OnrampOptions {
  readonly purchaseCurrencies: readonly OnrampPurchaseCurrency[];
  readonly paymentCurrencies: readonly OnrampPaymentCurrency[];
  /**
   * The providers whose checkout this service can complete ('sandbox', 'coinbase'), in order: the modal offers
   * only these. Absent (an older service, or the built-in fallback): the modal offers its defaults.
   */
  readonly providers?: readonly string[];
}

export interface Money {
  readonly amount: string;
  readonly currency: string;
}

/** SPEC §3 On-ramp quote. */
export interface OnrampQuote {
  readonly coinbaseFee: Money;
  readonly networkFee: Money;
  readonly paymentSubtotal: Money;
  readonly paymentTotal: Money;
  readonly purchaseAmount: Money;
  readonly quoteId: string;
}

export interface OnrampQuoteRequest {
  readonly purchaseCurrency: string;
  readonly paymentCurrency: string;
  readonly amount: string;
  readonly network: string;
  readonly paymentMethod?: string;
}

export interface OnrampUrlRequest {
  readonly destinationWallets: readonly {
    readonly address: string;
    readonly blockchains?: readonly string[];
    readonly assets?: readonly string[];
  }[];
  readonly partnerUserId: string;
  readonly defaultNetwork?: string;
  readonly presetCryptoAmount?: number;
  readonly presetFiatAmount?: number;
  readonly defaultExperience?: 'buy' | 'send';
  readonly redirectUrl?: string;
  /** The payment the buyer quoted: a checkout served by the data service (the sandbox) is bound to it. */
  readonly paymentCurrency?: string;
  readonly paymentMethod?: string;
}

export interface OnrampApi {
  /** GET /v1/onramp/options */
  getOptions(request?: Abortable): Promise<OnrampOptions>;
  /** POST /v1/onramp/quote */
  getQuote(request: OnrampQuoteRequest & Abortable): Promise<OnrampQuote>;
  /** POST /v1/generators/onrampurl */
  generateUrl(request: OnrampUrlRequest): Promise<{ readonly url: string }>;
}
