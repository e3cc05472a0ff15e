import { randomUUID } from 'node:crypto';
import { err, errAsync, ok } from 'neverthrow';
import type { OnrampQuote, OnrampQuoteRequest } from '../../../ports/index.js';
import { solanaDevnetKeypair } from '../../solana-devnet/seedKeys.js';
import type { ChainClients } from '../chain/createChainClients.js';
import type { SolanaClusters } from '../chain/createSolanaClusters.js';
import { type CheckoutSigner, createCheckoutSigner, randomSecret } from './checkoutToken.js';
import { computeSandboxQuote } from './computeSandboxQuote.js';
import { evmMarket } from './evmMarket.js';
import { parseCents } from './fiatCents.js';
import { issueCheckout } from './issueCheckout.js';
import { invalidOnramp, type OnrampFailure } from './OnrampFailure.js';
import type { OnrampProvider } from './OnrampProvider.js';
import { checkOnrampLimits, isPaymentCurrency, isPaymentMethod } from './onrampLimits.js';
import {
  type SandboxMarket,
  type SandboxMarkets,
  type SandboxToken,
  sandboxMarkets,
} from './SandboxMarket.js';
import { sandboxOptions } from './sandboxOptions.js';
import { solanaMarket } from './solanaMarket.js';

export interface SandboxProviderOptions {
  readonly chains: ChainClients;
  /**
   * The Solana clusters: those with their devnet seed (the local Solana devnet's manifest) are sold on too,
   * paid from the treasury that seed derives.
   */
  readonly solana?: SolanaClusters;
  /** Quote ids; default random UUIDs. */
  readonly newQuoteId?: () => string;
  /** Signs the checkout ids of the buy URLs. Default: a signer with a random secret. */
  readonly checkout?: CheckoutSigner;
}

interface QuoteTarget {
  readonly market: SandboxMarket;
  readonly token: SandboxToken;
}

/** The markets of the configured EVM chains, then of the Solana clusters the sandbox can pay on. */
export const sandboxMarketsOf = (chains: ChainClients, solana?: SolanaClusters): SandboxMarkets =>
  sandboxMarkets([
    ...chains.ids.flatMap((id) => {
      const chain = chains.get(id);
      return chain === undefined ? [] : [evmMarket(chain)];
    }),
    ...(solana?.ids ?? []).flatMap((id) => {
      const cluster = solana?.get(id);
      const seed = cluster?.cluster.seed;
      return cluster === undefined || seed === undefined
        ? []
        : [solanaMarket(cluster, solanaDevnetKeypair('treasury', seed))];
    }),
  ]);

const findTarget = (markets: SandboxMarkets, request: OnrampQuoteRequest): QuoteTarget | OnrampFailure => {
  const market = markets.get(request.network);
  if (market === undefined) return invalidOnramp('network', `Network ${request.network} is not supported`);
  const token = market.tokens.find((known) => known.symbol === request.purchaseCurrency);
  if (token === undefined) {
    return invalidOnramp(
      'purchaseCurrency',
      `${request.purchaseCurrency} cannot be bought on ${request.network}`,
    );
  }
  return { market, token };
};

/**
 * The on-ramp served by our own stack: it sells the devnets' priced tokens (the EVM chains' and the Solana
 * devnet's USDC) for USD or EUR within the SPEC §9 limits, quotes from each market's prices and fees, and
 * sends buyers to the sandbox checkout page with a signed checkout id (`checkout`: the routes serve the page
 * for it, and pay on `markets`).
 */
export const createSandboxProvider = (options: SandboxProviderOptions): OnrampProvider => {
  const newQuoteId = options.newQuoteId ?? randomUUID;
  const checkout = options.checkout ?? createCheckoutSigner({ secret: randomSecret() });
  const markets = sandboxMarketsOf(options.chains, options.solana);
  return {
    id: 'sandbox',
    options: () => sandboxOptions(markets.list),
    quote: (request) => {
      const method = request.paymentMethod ?? 'card';
      if (!isPaymentMethod(method)) {
        return errAsync(invalidOnramp('paymentMethod', `Payment method ${method} is not supported`));
      }
      const currency = request.paymentCurrency;
      if (!isPaymentCurrency(currency)) {
        return errAsync(invalidOnramp('paymentCurrency', `Payment currency ${currency} is not supported`));
      }
      const cents = parseCents(request.amount).andThen((value) => checkOnrampLimits(value, method, currency));
      if (cents.isErr()) return errAsync(cents.error);
      const target = findTarget(markets, request);
      if ('kind' in target) return errAsync(target);
      const { market, token } = target;
      return market.pricing(token).andThen((pricing) => {
        const quote = computeSandboxQuote({
          ...pricing,
          quoteId: newQuoteId(),
          totalCents: cents.value,
          currency,
          method,
          token,
        });
        return 'kind' in quote
          ? err(invalidOnramp('amount', 'The amount does not cover the fees'))
          : ok<OnrampQuote>(quote);
      });
    },
    buyUrl: (request, context) => issueCheckout({ signer: checkout, markets }, request, context),
    checkout,
    markets,
  };
};
