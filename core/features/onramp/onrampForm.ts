import type { Result } from 'neverthrow';
import type { Network, OnrampOptions, OnrampQuoteRequest } from '../../../ports/index.js';
import { checkPurchaseLimits } from './checkPurchaseLimits.js';
import { CARD, PAYMENT_METHOD_LABELS } from './constants.js';
import { formatCents, parseFiatCents } from './fiatCents.js';
import type { OnrampProviderId, OnrampProviderInfo } from './providers.js';
import { purchaseTokensOn } from './purchaseTokensOn.js';
import type { OnrampError, OnrampPaymentMethod, OnrampPurchaseToken } from './types.js';

/** What the user picked in the on-ramp form (ids; unset or unknown ones fall back to defaults). */
export interface OnrampPicks {
  readonly token?: string;
  readonly currency?: string;
  readonly method?: string;
  readonly provider?: OnrampProviderId;
}

export interface OnrampFormInput {
  readonly options: OnrampOptions | undefined;
  readonly network: Network;
  readonly picked: OnrampPicks;
  readonly providers: readonly OnrampProviderInfo[];
  /** The fiat amount as typed. */
  readonly amount: string;
  readonly decimalMark?: string | undefined;
}

/** The on-ramp form as it stands: the choices offered, the ones in effect, the amount and the quote to ask. */
export interface OnrampForm {
  /** What can be bought on the network, in the options' order. */
  readonly purchaseTokens: readonly OnrampPurchaseToken[];
  /** The picked token, else the first one. */
  readonly purchaseToken: OnrampPurchaseToken | undefined;
  readonly paymentCurrencies: readonly string[];
  /** The picked currency, else USD when offered, else the first one. */
  readonly paymentCurrency: string | undefined;
  /** The payment methods of the currency, with their limits. */
  readonly paymentMethods: readonly OnrampPaymentMethod[];
  /** The picked method, else card when offered, else the first one. */
  readonly paymentMethod: OnrampPaymentMethod | undefined;
  /** The picked provider, else the first one offered. */
  readonly provider: OnrampProviderInfo | undefined;
  /** The typed amount in cents within the method's limits (the amount rule, then the limits); undefined when empty. */
  readonly cents: Result<bigint, OnrampError> | undefined;
  /** The quote to ask when the form is complete with a valid, non-zero amount. */
  readonly quoteRequest: OnrampQuoteRequest | undefined;
}

/** Derives the on-ramp form from the options, the picks and the typed amount. */
export function onrampForm(input: OnrampFormInput): OnrampForm {
  const { options, picked, providers } = input;
  const purchaseTokens = options === undefined ? [] : purchaseTokensOn(options, input.network);
  const purchaseToken = purchaseTokens.find((token) => token.id === picked.token) ?? purchaseTokens[0];
  const paymentCurrencies = (options?.paymentCurrencies ?? []).map((currency) => currency.id);
  const paymentCurrency =
    [picked.currency, 'USD'].find((id) => id !== undefined && paymentCurrencies.includes(id)) ??
    paymentCurrencies[0];
  const limits = options?.paymentCurrencies.find(
    (entry) => entry.id === paymentCurrency,
  )?.payment_method_limits;
  const paymentMethods = (limits ?? []).map(({ id, min, max }) => ({
    id,
    label: PAYMENT_METHOD_LABELS[id] ?? id,
    min,
    max,
  }));
  const method = [picked.method, CARD].find((id) => paymentMethods.some((entry) => entry.id === id));
  const paymentMethod = paymentMethods.find((entry) => entry.id === method) ?? paymentMethods[0];
  const provider = providers.find((entry) => entry.id === picked.provider) ?? providers[0];
  const text = input.amount.trim();
  const parsed = text === '' ? undefined : parseFiatCents(text, { decimalMark: input.decimalMark });
  const cents: Result<bigint, OnrampError> | undefined =
    parsed === undefined || parsed.isErr() || paymentMethod === undefined || paymentCurrency === undefined
      ? parsed
      : parsed.andThen((value) =>
          checkPurchaseLimits({
            cents: value,
            limits: paymentMethod,
            method: paymentMethod.id,
            currency: paymentCurrency,
          }),
        );
  const complete =
    purchaseToken !== undefined && paymentMethod !== undefined && paymentCurrency !== undefined;
  const quoteRequest =
    complete && cents?.isOk() && cents.value !== 0n
      ? {
          purchaseCurrency: purchaseToken.id,
          paymentCurrency,
          amount: formatCents(cents.value),
          network: purchaseToken.network.name,
          paymentMethod: paymentMethod.id,
        }
      : undefined;
  return {
    purchaseTokens,
    purchaseToken,
    paymentCurrencies,
    paymentCurrency,
    paymentMethods,
    paymentMethod,
    provider,
    cents,
    quoteRequest,
  };
}
