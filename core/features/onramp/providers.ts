/** The on-ramp providers (SPEC §9: two providers, fee range 1-2 %), as declarative data. */
export type OnrampProviderId = 'sandbox' | 'coinbase';

export interface OnrampProviderInfo {
  readonly id: OnrampProviderId;
  readonly name: string;
  /** The provider's fee range as shown ('1-2%'). */
  readonly feeRange: string;
  /** Recognises the provider's checkout page among URLs the data service hands out. */
  readonly checkoutUrl: RegExp;
}

/**
 * The data service serves one provider (its operator picks it): the sandbox checkout of our own stack (pays
 * from the devnet treasury), or Coinbase's hosted buy widget. Only the one the service runs can complete.
 */
export const ONRAMP_PROVIDERS: readonly OnrampProviderInfo[] = [
  {
    id: 'sandbox',
    name: 'Latch Sandbox',
    feeRange: '1-2%',
    checkoutUrl: /^https?:\/\/[^/?#]+(?:\/[^?#]*)?\/sandbox\/onramp\/checkout(?:[?#]|$)/,
  },
  {
    id: 'coinbase',
    name: 'Coinbase',
    feeRange: '1-2%',
    checkoutUrl: /^https:\/\/pay\.coinbase\.com\//,
  },
];

/** The provider whose checkout page `url` is, if it is a known one. */
export const providerOfUrl = (
  url: string,
  providers: readonly OnrampProviderInfo[] = ONRAMP_PROVIDERS,
): OnrampProviderInfo | undefined => providers.find((provider) => provider.checkoutUrl.test(url));

/** The providers offered, in the order of `ids` (default every provider); unknown ids are left out. */
export const offeredProviders = (ids?: readonly string[]): readonly OnrampProviderInfo[] =>
  (ids ?? ONRAMP_PROVIDERS.map((provider) => provider.id)).flatMap((id) =>
    ONRAMP_PROVIDERS.filter((provider) => provider.id === id),
  );
