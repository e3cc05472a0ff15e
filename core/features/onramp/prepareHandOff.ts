import { err, ok, type Result, ResultAsync } from 'neverthrow';
import { flowError } from '../../lib/errors/index.js';
import { busy } from '../../lib/flowSteps/index.js';
import { formatCents } from './fiatCents.js';
import type { OnrampForm } from './onrampForm.js';
import type { OnrampProviderInfo } from './providers.js';
import { requestCheckout } from './requestCheckout.js';
import type {
  OnrampError,
  OnrampHandOff,
  OnrampPaymentMethod,
  OnrampPurchase,
  OnrampPurchaseToken,
  OnrampQuoteView,
  OnrampStoreDeps,
} from './types.js';

export interface HandOffInput {
  readonly form: OnrampForm;
  readonly quote: OnrampQuoteView | undefined;
  /** The connected account the tokens go to. */
  readonly address: string | undefined;
}

/** What a hand-off needs, checked: a ready quote, a valid amount, a connected account. */
export interface HandOffPlan {
  readonly token: OnrampPurchaseToken;
  readonly provider: OnrampProviderInfo;
  readonly paymentMethod: OnrampPaymentMethod;
  readonly address: string;
  readonly purchase: Omit<OnrampPurchase, 'startBalance'>;
}

/** Checks that the form can be handed to the provider (INTERNAL_SDK_ERROR: a caller's bug; ACCOUNT_NOT_FOUND). */
export function planHandOff({ form, quote, address }: HandOffInput): Result<HandOffPlan, OnrampError> {
  const { purchaseToken: token, provider, paymentMethod: method, paymentCurrency: currency, cents } = form;
  if (quote === undefined || token === undefined || provider === undefined || method === undefined) {
    return err(busy('the hand-off needs a ready quote'));
  }
  if (cents === undefined || cents.isErr() || currency === undefined) {
    return err(busy('the hand-off needs a valid amount'));
  }
  if (address === undefined) return err(flowError('ACCOUNT_NOT_FOUND', { details: 'no connected account' }));
  const total = { amount: formatCents(cents.value), currency };
  const expected = quote.placeholder ? undefined : quote.receive.amount;
  return ok({
    ...{ token, provider, paymentMethod: method, address },
    purchase: { token, address, total, expected, received: undefined },
  });
}

/**
 * The provider page of a planned purchase (see requestCheckout), the balance read first: the baseline the
 * purchase is measured against (undefined when it cannot be read now; watching reads it again).
 */
export function openCheckout(args: {
  readonly plan: HandOffPlan;
  readonly deps: Pick<OnrampStoreDeps, 'onrampApi'>;
  readonly returnUrl: string;
  readonly read: () => Promise<string | undefined>;
}): ResultAsync<{ readonly handOff: OnrampHandOff; readonly purchase: OnrampPurchase }, OnrampError> {
  const { plan, read } = args;
  const { token, provider, paymentMethod } = plan;
  return ResultAsync.fromSafePromise(
    Promise.resolve()
      .then(read)
      .catch(() => undefined),
  ).andThen((startBalance) =>
    requestCheckout({
      ...{
        onrampApi: args.deps.onrampApi,
        address: plan.address,
        token,
        total: plan.purchase.total,
        provider,
      },
      ...{ paymentMethod: paymentMethod.id, returnUrl: args.returnUrl },
    }).map((url) => ({
      handOff: { url, provider: provider.id },
      purchase: { ...plan.purchase, startBalance },
    })),
  );
}
