import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Money, OnrampApi } from '../../../ports/index.js';
import { mapRegistryFailure } from '../../kernel/walletCatalog/index.js';
import { latchError, onrampError } from '../../lib/errors/index.js';
import { safeUrl } from '../../lib/urls/index.js';
import { onrampReturnUrl } from './onrampReturnUrl.js';
import { type OnrampProviderInfo, providerOfUrl } from './providers.js';
import type { OnrampError, OnrampPurchaseToken } from './types.js';

export interface RequestCheckoutArgs {
  readonly onrampApi: Pick<OnrampApi, 'generateUrl'>;
  /** The account the tokens go to. */
  readonly address: string;
  readonly token: OnrampPurchaseToken;
  /** The fiat amount preset on the provider's page. */
  readonly total: Money;
  /** How the buyer pays (a checkout the data service serves is bound to it). */
  readonly paymentMethod: string;
  /** Where the provider sends the buyer back: the host page (its query and fragment are dropped). */
  readonly returnUrl: string;
  /** The provider picked: a page of another one is refused. */
  readonly provider: OnrampProviderInfo;
}

/**
 * The provider page of a purchase (POST /v1/generators/onrampurl): destination the account, the token on its
 * network, the amount preset with its currency and payment method. No URL is QUERY_DATA_UNDEFINED; a URL that
 * is not http(s) (javascript:, data: …) is URL_UNSAFE and never reaches the view; a page of another provider
 * than the picked one is ONRAMP_PROVIDER_UNAVAILABLE (the service runs the other one).
 */
export function requestCheckout(args: RequestCheckoutArgs): ResultAsync<string, OnrampError> {
  const { onrampApi, address, token, total, provider } = args;
  const redirectUrl = onrampReturnUrl(args.returnUrl);
  return ResultAsync.fromPromise(
    Promise.resolve().then(() =>
      onrampApi.generateUrl({
        destinationWallets: [{ address, blockchains: [token.network.name], assets: [token.id] }],
        partnerUserId: address,
        defaultNetwork: token.network.name,
        presetFiatAmount: Number(total.amount),
        defaultExperience: 'buy',
        ...(redirectUrl === undefined ? {} : { redirectUrl }),
        paymentCurrency: total.currency,
        paymentMethod: args.paymentMethod,
      }),
    ),
    mapRegistryFailure,
  ).andThen((answer): ResultAsync<string, OnrampError> => {
    const url = typeof answer?.url === 'string' ? answer.url : '';
    if (url === '') return errAsync(latchError('QUERY_DATA_UNDEFINED', { details: 'onramp url' }));
    const safe = safeUrl(url, 'link');
    if (safe.isErr()) return errAsync(safe.error);
    const served = providerOfUrl(url);
    if (served !== undefined && served.id !== provider.id) {
      const details = `the data service hands out ${served.name} pages`;
      return errAsync(
        onrampError('ONRAMP_PROVIDER_UNAVAILABLE', { params: { provider: provider.name }, details }),
      );
    }
    return okAsync(url);
  });
}
