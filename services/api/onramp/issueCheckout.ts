import { err, type Result } from 'neverthrow';
import { buyWidgetParams } from './buyWidgetParams.js';
import type { CheckoutSigner } from './checkoutToken.js';
import { parseCents } from './fiatCents.js';
import { invalidOnramp, type OnrampFailure } from './OnrampFailure.js';
import type { CheckoutUrlRequest, OnrampUrlContext } from './OnrampProvider.js';
import { checkOnrampLimits, isPaymentCurrency, isPaymentMethod } from './onrampLimits.js';
import { parseCheckout } from './parseCheckout.js';
import type { SandboxMarkets } from './SandboxMarket.js';

/** Where the sandbox checkout page is served by the data service. */
export const SANDBOX_CHECKOUT_PATH = '/sandbox/onramp/checkout';

export interface IssueCheckoutDeps {
  readonly signer: CheckoutSigner;
  readonly markets: SandboxMarkets;
}

/**
 * The sandbox checkout URL of a widget request: the first destination on a sandbox network, the fiat
 * amount (`presetFiatAmount`, required, within the SPEC §9 limits of the method), currency and method
 * (default USD by card), the return URL and the asking project, signed into one checkout id
 * (`?checkout=`) that pays once, before it expires.
 */
export const issueCheckout = (
  deps: IssueCheckoutDeps,
  request: CheckoutUrlRequest,
  context: OnrampUrlContext,
): Result<string, OnrampFailure> =>
  buyWidgetParams(request)
    .andThen((params) => parseCheckout(Object.fromEntries(params), deps.markets))
    .andThen((destination) => {
      const currency = request.paymentCurrency ?? 'USD';
      const method = request.paymentMethod ?? 'card';
      if (!isPaymentCurrency(currency)) {
        return err(invalidOnramp('paymentCurrency', `Payment currency ${currency} is not supported`));
      }
      if (!isPaymentMethod(method)) {
        return err(invalidOnramp('paymentMethod', `Payment method ${method} is not supported`));
      }
      if (request.presetFiatAmount === undefined) {
        return err(
          invalidOnramp('presetFiatAmount', 'The sandbox checkout needs the fiat amount (presetFiatAmount)'),
        );
      }
      const amount = String(request.presetFiatAmount);
      return parseCents(amount, 'presetFiatAmount')
        .andThen((cents) =>
          checkOnrampLimits(cents, method, currency).mapErr((failure) => ({
            ...failure,
            field: 'presetFiatAmount',
          })),
        )
        .map(() => {
          const { token } = deps.signer.issue({
            address: destination.address,
            network: destination.network,
            assets: destination.tokens.map((known) => known.symbol),
            amount,
            currency,
            method,
            partnerUserId: destination.partnerUserId,
            ...(context.projectId === undefined ? {} : { projectId: context.projectId }),
            ...(destination.redirectUrl === undefined ? {} : { redirectUrl: destination.redirectUrl }),
          });
          return `${context.publicUrl}${SANDBOX_CHECKOUT_PATH}?checkout=${token}`;
        });
    });
