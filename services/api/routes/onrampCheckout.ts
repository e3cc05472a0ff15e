import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseUnits } from 'viem';
import type { Clock } from '../../../ports/index.js';
import { escapeHtml } from '../../http-front/escapeHtml.js';
import { type CheckoutCaps, DEFAULT_CHECKOUT_CAPS, exceededCap } from '../onramp/checkoutCaps.js';
import type { CheckoutSigner } from '../onramp/checkoutToken.js';
import { SANDBOX_CHECKOUT_PATH } from '../onramp/issueCheckout.js';
import type { OnrampFailure } from '../onramp/OnrampFailure.js';
import type { OnrampProvider } from '../onramp/OnrampProvider.js';
import {
  findPurchase,
  insertPendingPurchase,
  purchasedToday,
  settlePurchase,
} from '../onramp/onrampPurchases.js';
import { htmlPage, renderCheckoutPage, renderPaidPage } from '../onramp/renderCheckoutPage.js';
import { type Checkout, resolveCheckout } from '../onramp/resolveCheckout.js';
import type { SandboxMarkets } from '../onramp/SandboxMarket.js';
import { validatePaymentDetails } from '../onramp/validatePaymentDetails.js';
import type { ProjectLookup } from '../projects/createProjectLookup.js';
import { isOriginAllowed } from '../projects/isOriginAllowed.js';
import { systemClock } from '../systemClock.js';
import type { RouteContext } from './RouteContext.js';

export interface CheckoutRouteOptions {
  /** Quotes the purchase (the sandbox provider). */
  readonly quotes: Pick<OnrampProvider, 'quote'>;
  /** Checks the signed checkout ids the provider issued. */
  readonly signer: CheckoutSigner;
  /** The networks the checkouts pay on. */
  readonly markets: SandboxMarkets;
  /** Payout caps per rolling day. Default DEFAULT_CHECKOUT_CAPS. */
  readonly caps?: CheckoutCaps;
  /** The projects, whose allowed origins the return URL must still match when paid. */
  readonly projects?: ProjectLookup;
  /** For the card expiry check. Default: the system clock. */
  readonly clock?: Clock;
}

interface CheckoutRoute {
  /** A repeated `?checkout=` arrives as an array (no schema here: refusals are the HTML page). */
  Querystring: { checkout?: string | string[] };
  Body: Readonly<Record<string, unknown>> | undefined;
}

const FORM_FIELDS = ['asset', 'cardNumber', 'expiry', 'cvc', 'routingNumber', 'accountNumber'] as const;
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

const failurePage = (reply: FastifyReply, status: number, failure: Pick<OnrampFailure, 'description'>) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(
      htmlPage(
        'Sandbox checkout',
        `<h1>Checkout unavailable</h1><p role="alert">${escapeHtml(failure.description)}</p>`,
      ),
    );

const ALREADY_PAID = { description: 'This checkout was already paid' };

/** Runs one task at a time (the caps are checked and the purchase recorded as one step). */
const createSerialQueue = () => {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const next = tail.then(task, task);
    tail = next.catch(() => undefined);
    return next;
  };
};

/**
 * The sandbox checkout served by the data service, for the signed checkout ids the sandbox provider
 * issues (`?checkout=`): GET renders the form for the signed amount, currency, method and address;
 * POST checks the card or bank details, the daily caps and that the id was not paid yet, records the
 * purchase, pays the token from the devnet's treasury (an EVM chain's or the Solana devnet's) and shows the done page: what was sent, and to return to
 * the signed return URL's origin when it is still one of the project's (the tab closes itself when the buying
 * page opened it; it never loads that page, which would make it a second copy). A refused form is shown again
 * (4xx) with the reason and nothing is written. Mounted only when the sandbox is the on-ramp provider.
 */
export const registerOnrampCheckoutRoutes = (
  app: FastifyInstance,
  context: Pick<RouteContext, 'db'>,
  options: CheckoutRouteOptions,
): void => {
  const clock = options.clock ?? systemClock;
  const caps = options.caps ?? DEFAULT_CHECKOUT_CAPS;
  const serially = createSerialQueue();
  const delivering = createSerialQueue();
  const open = (token: string | string[] | undefined) =>
    options.signer
      .verify(typeof token === 'string' ? token : undefined)
      .andThen((claims) => resolveCheckout(claims, options.markets));
  const redirectAllowed = async (checkout: Checkout): Promise<string | undefined> => {
    const { redirectUrl, projectId } = checkout;
    if (redirectUrl === undefined) return undefined;
    if (options.projects === undefined || projectId === undefined) return redirectUrl;
    const project = await options.projects(projectId);
    const allowed =
      project !== undefined && isOriginAllowed(new URL(redirectUrl).origin, project.allowedOrigins);
    return allowed ? redirectUrl : undefined;
  };

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    scope.get<CheckoutRoute>(SANDBOX_CHECKOUT_PATH, async (request, reply) => {
      const checkout = open(request.query.checkout);
      if (checkout.isErr()) return failurePage(reply, 400, checkout.error);
      if ((await findPurchase(context.db, checkout.value.id)) !== undefined) {
        return failurePage(reply, 409, ALREADY_PAID);
      }
      return reply
        .type('text/html; charset=utf-8')
        .send(renderCheckoutPage({ checkout: checkout.value, queryString: queryString(request.url) }));
    });

    scope.post<CheckoutRoute>(SANDBOX_CHECKOUT_PATH, async (request, reply) => {
      const opened = open(request.query.checkout);
      if (opened.isErr()) return failurePage(reply, 400, opened.error);
      const checkout = opened.value;
      const form = readForm(request.body);
      const refuse = (status: number, failure: Pick<OnrampFailure, 'description'>) =>
        reply
          .status(status)
          .type('text/html; charset=utf-8')
          .send(
            renderCheckoutPage({
              checkout,
              queryString: queryString(request.url),
              values: { asset: form.asset, expiry: form.expiry },
              error: failure.description,
            }),
          );
      if ((await findPurchase(context.db, checkout.id)) !== undefined)
        return failurePage(reply, 409, ALREADY_PAID);
      const token = checkout.tokens.find((known) => known.symbol === form.asset);
      if (token === undefined) return refuse(400, { description: 'Choose a token' });
      const details = validatePaymentDetails(checkout.method, form, new Date(clock.now()));
      if (details.isErr()) return refuse(400, details.error);
      const quote = await options.quotes.quote({
        purchaseCurrency: token.symbol,
        paymentCurrency: checkout.currency,
        amount: checkout.amount,
        network: checkout.network,
        paymentMethod: checkout.method,
      });
      if (quote.isErr()) return refuse(quote.error.kind === 'invalid' ? 400 : 502, quote.error);
      const amount = parseUnits(quote.value.purchaseAmount.amount, token.decimals);
      const recorded = await serially(async () => {
        const capped = exceededCap(caps, await purchasedToday(context.db, checkout.address), checkout.cents);
        if (capped !== undefined) return { status: 429, description: capped } as const;
        const inserted = await insertPendingPurchase(context.db, {
          id: checkout.id,
          partnerUserId: checkout.partnerUserId,
          chainId: checkout.market.caipNetworkId,
          address: checkout.address,
          asset: token.symbol,
          paymentMethod: checkout.method,
          paymentCurrency: checkout.currency,
          paymentTotal: quote.value.paymentTotal.amount,
          fee: quote.value.coinbaseFee.amount,
          networkFee: quote.value.networkFee.amount,
          purchaseAmount: amount,
        });
        return inserted ? undefined : ({ status: 409, ...ALREADY_PAID } as const);
      });
      if (recorded !== undefined) return refuse(recorded.status, recorded);
      // One treasury transfer at a time: two sent at once from the same account can be given the same nonce.
      const delivered = await delivering(async () =>
        checkout.market.deliver({ token, to: checkout.address, amount }),
      );
      if (delivered.isErr()) {
        await settlePurchase(context.db, checkout.id, { status: 'failed' });
        return refuse(502, delivered.error);
      }
      await settlePurchase(context.db, checkout.id, { status: 'paid', txHash: delivered.value });
      const returnUrl = await redirectAllowed(checkout);
      return reply.type('text/html; charset=utf-8').send(
        renderPaidPage({
          amount: quote.value.purchaseAmount.amount,
          symbol: token.symbol,
          address: checkout.address,
          txHash: delivered.value,
          ...(returnUrl === undefined ? {} : { returnOrigin: new URL(returnUrl).origin }),
        }),
      );
    });
  });
};
