import { randomUUID } from 'node:crypto';
import { err, errAsync, ok, ResultAsync } from 'neverthrow';
import { parseUnits } from 'viem';
import type { OnrampQuote, OnrampQuoteRequest } from '../../../ports/index.js';
import type { ChainClient, ChainClients } from '../chain/createChainClients.js';
import type { KnownToken } from '../chain/knownTokens.js';
import { readPrices } from '../chain/readPrices.js';
import { type CheckoutSigner, createCheckoutSigner, randomSecret } from './checkoutToken.js';
import { computeSandboxQuote } from './computeSandboxQuote.js';
import { parseCents } from './fiatCents.js';
import { issueCheckout } from './issueCheckout.js';
import { invalidOnramp, type OnrampFailure } from './OnrampFailure.js';
import type { OnrampProvider } from './OnrampProvider.js';
import { checkOnrampLimits, isPaymentCurrency, isPaymentMethod } from './onrampLimits.js';
import { onrampNetworkName, purchasableTokens, sandboxOptions } from './sandboxOptions.js';

/** Gas of the delivery: a plain ether transfer, or an ERC-20 `transfer` (generous). */
export const DELIVERY_GAS: Readonly<Record<KnownToken['kind'], bigint>> = { native: 21_000n, erc20: 65_000n };

export interface SandboxProviderOptions {
  readonly chains: ChainClients;
  /** Quote ids; default random UUIDs. */
  readonly newQuoteId?: () => string;
  /** Signs the checkout ids of the buy URLs. Default: a signer with a random secret. */
  readonly checkout?: CheckoutSigner;
}

interface QuoteTarget {
  readonly chain: ChainClient;
  readonly token: KnownToken;
}

const findTarget = (chains: ChainClients, request: OnrampQuoteRequest): QuoteTarget | OnrampFailure => {
  const chain = chains.ids
    .map((id) => chains.get(id))
    .find((candidate) => candidate !== undefined && onrampNetworkName(candidate.chain) === request.network);
  if (chain === undefined) return invalidOnramp('network', `Network ${request.network} is not supported`);
  const token = purchasableTokens(chain.chain).find((known) => known.symbol === request.purchaseCurrency);
  if (token === undefined) {
    return invalidOnramp(
      'purchaseCurrency',
      `${request.purchaseCurrency} cannot be bought on ${request.network}`,
    );
  }
  return { chain, token };
};

/**
 * The on-ramp served by our own stack: it sells the devnet's priced tokens for USD or EUR within the
 * SPEC §9 limits, quotes from the pools' prices and the chain's gas price, and sends buyers to the
 * sandbox checkout page with a signed checkout id (`checkout`: the routes serve the page for it).
 */
export const createSandboxProvider = (options: SandboxProviderOptions): OnrampProvider => {
  const newQuoteId = options.newQuoteId ?? randomUUID;
  const checkout = options.checkout ?? createCheckoutSigner({ secret: randomSecret() });
  const chainList = options.chains.ids.flatMap((id) => options.chains.get(id)?.chain ?? []);
  return {
    id: 'sandbox',
    options: () => sandboxOptions(chainList),
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
      const target = findTarget(options.chains, request);
      if ('kind' in target) return errAsync(target);
      const { chain, token } = target;
      const unavailable = (cause: unknown): OnrampFailure => ({
        kind: 'chainUnavailable',
        field: 'network',
        description: `Chain ${chain.chain.caipNetworkId} is unavailable`,
        cause,
      });
      return ResultAsync.combine([
        readPrices(chain).mapErr((failure) => unavailable(failure.cause)),
        ResultAsync.fromPromise(chain.client.getGasPrice(), unavailable),
      ]).andThen(([prices, gasPrice]) => {
        const tokenPrice = token.priceSymbol === undefined ? undefined : prices[token.priceSymbol];
        const etherPrice = prices.WETH;
        if (tokenPrice === undefined || etherPrice === undefined) {
          return err(unavailable(new Error('no pool price')));
        }
        const quote = computeSandboxQuote({
          quoteId: newQuoteId(),
          totalCents: cents.value,
          currency,
          method,
          token,
          tokenPriceUsd: parseUnits(tokenPrice, 18),
          etherPriceUsd: parseUnits(etherPrice, 18),
          gas: DELIVERY_GAS[token.kind],
          gasPrice,
        });
        return 'kind' in quote
          ? err(invalidOnramp('amount', 'The amount does not cover the fees'))
          : ok<OnrampQuote>(quote);
      });
    },
    buyUrl: (request, context) =>
      issueCheckout({ signer: checkout, chains: options.chains }, request, context),
    checkout,
  };
};
