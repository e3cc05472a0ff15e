import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseUnits } from 'viem';
import type { Clock } from '../../../ports/index.js';
import { SANDBOX_CHECKOUT_PATH } from '../onramp/createSandboxProvider.js';
import { deliverPurchase } from '../onramp/deliverPurchase.js';
import type { OnrampFailure } from '../onramp/OnrampFailure.js';
import type { OnrampProvider } from '../onramp/OnrampProvider.js';
import { isPaymentCurrency, isPaymentMethod } from '../onramp/onrampLimits.js';
import { insertPendingPurchase, settlePurchase } from '../onramp/onrampPurchases.js';
import { type Checkout, type CheckoutQuery, parseCheckout } from '../onramp/parseCheckout.js';
import { escapeHtml, htmlPage, renderCheckoutPage } from '../onramp/renderCheckoutPage.js';
import { validatePaymentDetails } from '../onramp/validatePaymentDetails.js';
import { systemClock } from '../systemClock.js';
import type { RouteContext } from './RouteContext.js';

export interface CheckoutRouteOptions {
  /** Quotes the purchase (the sandbox provider). */
  readonly quotes: Pick<OnrampProvider, 'quote'>;
  /** For the card expiry check. Default: the system clock. */
  readonly clock?: Clock;
  /** Ids of rendered forms; default random UUIDs. */
  readonly newCheckoutId?: () => string;
}

interface CheckoutRoute {
  Querystring: CheckoutQuery;
  Body: Readonly<Record<string, unknown>> | undefined;
}

const FORM_FIELDS = [
  'checkoutId',
  'asset',
  'amount',
  'currency',
  'method',
  'cardNumber',
  'expiry',
  'cvc',
  'routingNumber',
  'accountNumber',
] as const;
type Form = Partial<Record<(typeof FORM_FIELDS)[number], string>>;

const readForm = (body: CheckoutRoute['Body']): Form => {
  const form: Form = {};
  for (const name of FORM_FIELDS) {
    const value = body?.[name];
    if (typeof value === 'string' && value.length <= 64) form[name] = value;
  }
  return form;
};

const queryString = (url: string): string => url.slice(url.indexOf('?') + 1 || url.length);

const failurePage = (reply: FastifyReply, status: number, failure: OnrampFailure) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(
      htmlPage(
        'Sandbox checkout',
        `<h1>Checkout unavailable</h1><p role="alert">${escapeHtml(failure.description)}</p>`,
      ),
    );

/**
 * The sandbox checkout served by the data service: GET renders the form for a widget URL, POST checks
 * the card or bank details and the SPEC §9 limits, quotes, records the purchase, pays the token from
 * the devnet treasury to the destination and redirects to the return URL. A refused form is shown
 * again (400) with the reason and nothing is written.
 */
export const registerOnrampCheckoutRoutes = (
  app: FastifyInstance,
  context: Pick<RouteContext, 'db' | 'chains'>,
  options: CheckoutRouteOptions,
): void => {
  const clock = options.clock ?? systemClock;
  const newCheckoutId = options.newCheckoutId ?? randomUUID;
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    scope.get<CheckoutRoute>(SANDBOX_CHECKOUT_PATH, async (request, reply) => {
      const checkout = parseCheckout(request.query, context.chains);
      if (checkout.isErr()) return failurePage(reply, 400, checkout.error);
      return reply.type('text/html; charset=utf-8').send(
        renderCheckoutPage({
          checkout: checkout.value,
          queryString: queryString(request.url),
          checkoutId: newCheckoutId(),
        }),
      );
    });

    scope.post<CheckoutRoute>(SANDBOX_CHECKOUT_PATH, async (request, reply) => {
      const parsed = parseCheckout(request.query, context.chains);
      if (parsed.isErr()) return failurePage(reply, 400, parsed.error);
      const checkout: Checkout = parsed.value;
      const form = readForm(request.body);
      const refuse = (status: number, failure: OnrampFailure) =>
        reply
          .status(status)
          .type('text/html; charset=utf-8')
          .send(
            renderCheckoutPage({
              checkout,
              queryString: queryString(request.url),
              checkoutId: newCheckoutId(),
              values: {
                asset: form.asset,
                amount: form.amount,
                currency: form.currency,
                method: form.method,
                expiry: form.expiry,
              },
              error: failure.description,
            }),
          );
      const token = checkout.tokens.find((known) => known.symbol === form.asset);
      const { method, currency, checkoutId } = form;
      if (checkoutId === undefined || !/^[0-9a-zA-Z-]{8,64}$/.test(checkoutId)) {
        return refuse(400, { kind: 'invalid', field: 'checkoutId', description: 'Invalid checkout' });
      }
      if (token === undefined)
        return refuse(400, { kind: 'invalid', field: 'asset', description: 'Choose a token' });
      if (method === undefined || !isPaymentMethod(method)) {
        return refuse(400, { kind: 'invalid', field: 'method', description: 'Choose a payment method' });
      }
      if (currency === undefined || !isPaymentCurrency(currency)) {
        return refuse(400, { kind: 'invalid', field: 'currency', description: 'Choose a currency' });
      }
      const details = validatePaymentDetails(method, form, new Date(clock.now()));
      if (details.isErr()) return refuse(400, details.error);
      const quote = await options.quotes.quote({
        purchaseCurrency: token.symbol,
        paymentCurrency: currency,
        amount: (form.amount ?? '').trim(),
        network: checkout.network,
        paymentMethod: method,
      });
      if (quote.isErr()) return refuse(quote.error.kind === 'invalid' ? 400 : 502, quote.error);
      const amount = parseUnits(quote.value.purchaseAmount.amount, token.decimals);
      const inserted = await insertPendingPurchase(context.db, {
        id: checkoutId,
        partnerUserId: checkout.partnerUserId,
        chainId: checkout.chain.chain.caipNetworkId,
        address: checkout.address,
        asset: token.symbol,
        paymentMethod: method,
        paymentCurrency: currency,
        paymentTotal: quote.value.paymentTotal.amount,
        fee: quote.value.coinbaseFee.amount,
        networkFee: quote.value.networkFee.amount,
        purchaseAmount: amount,
      });
      if (!inserted) {
        return refuse(409, {
          kind: 'invalid',
          field: 'checkoutId',
          description: 'This checkout was already paid',
        });
      }
      const delivered = await deliverPurchase({ chain: checkout.chain, token, to: checkout.address, amount });
      if (delivered.isErr()) {
        await settlePurchase(context.db, checkoutId, { status: 'failed' });
        return refuse(502, delivered.error);
      }
      await settlePurchase(context.db, checkoutId, { status: 'paid', txHash: delivered.value });
      if (checkout.redirectUrl !== undefined) return reply.redirect(checkout.redirectUrl, 303);
      return reply
        .type('text/html; charset=utf-8')
        .send(
          htmlPage(
            'Payment complete',
            `<h1>Payment complete</h1><p>${escapeHtml(quote.value.purchaseAmount.amount)} ${escapeHtml(token.symbol)} sent to ${escapeHtml(checkout.address)}.</p><p>Transaction ${escapeHtml(delivered.value)}</p>`,
          ),
        );
    });
  });
};
