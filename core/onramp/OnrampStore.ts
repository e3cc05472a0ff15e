/**
 * The On-ramp flow (SPEC §2 On-ramp, §3 options and quote, §7 on-ramp routes, §8 fallbacks, §9 limits) for the
 * active account and network. Public API, for the On-ramp view:
 *
 * State (observable):
 * - `status: OnrampStatus` — 'editing' | 'quoting' | 'ready' | 'opening' | 'pending' | 'success' | 'failed'.
 * - `optionsStatus: 'idle' | 'loading' | 'ready'`, `optionsSource: 'service' | 'fallback' | undefined`
 *   (fallback: GET /v1/onramp/options failed and the built-in options of SPEC §8/§9 are used — say so).
 * - `purchaseTokens: OnrampPurchaseToken[]` (what can be bought on the active network) and `purchaseToken`;
 *   `paymentCurrencies: string[]` ('USD', 'EUR') and `paymentCurrency: string | undefined`;
 *   `paymentMethods: OnrampPaymentMethod[]` of that currency ({ id, label, min, max }) and `paymentMethod`;
 *   `amount: string` (the fiat amount as typed) and `amountError` (DECIMAL_INVALID,
 *   ONRAMP_AMOUNT_BELOW_MINIMUM / ONRAMP_AMOUNT_ABOVE_MAXIMUM whose message shows the limit, e.g. 'The maximum
 *   purchase by card is 7500.00 USD'); `providers: OnrampProviderInfo[]` ({ id, name, feeRange }) and
 *   `provider`.
 * - `quote: OnrampQuoteView | undefined` — `placeholder: false`: fee, networkFee, subtotal, total, receive
 *   (Money: exact decimal `amount` + `currency`); `placeholder: true` (the quote route failed; id
 *   'mocked-quote-id'): only `total` and `receiveCurrency` are known, the view marks it clearly.
 * - `error: OnrampError | undefined` — a refused quote (in 'editing'), a failed hand-off (back in 'ready'), the
 *   ONRAMP_PURCHASE_TIMEOUT of 'failed'. Catalogue errors: show `error.message`.
 * - `checkout: { url, provider } | undefined` (the page handed out) and `purchase: OnrampPurchase | undefined` (from 'pending' on;
 *   `purchase.received` is the exact amount that arrived, on 'success').
 * - `editable` (the form can change), `canHandOff` (status 'ready').
 *
 * Methods: `open()` (fresh form, loads the options, SELECT_BUY_CRYPTO), `loadOptions()`, `setPurchaseToken(id)`,
 * `setPaymentCurrency(id)`, `setPaymentMethod(id)`, `setAmount(text)`, `setProvider(id)`,
 * `handOff({ returnUrl })` → the provider URL to open (the view opens it: core does no DOM), `cancel()` (back to
 * the form from 'opening', 'pending', 'success' or 'failed'), `reset()`, `dispose()`.
 *
 * A quote is asked once input pauses (ONRAMP_QUOTE_DEBOUNCE_MS on the Scheduler); results of superseded input
 * are dropped. A quote the service refuses (HTTP 400/422 with its reason) leaves 'editing' with that error; any
 * other failure gives the placeholder quote (ONRAMP_QUOTE_FALLBACK). After the hand-off the balance of the
 * purchased token is read every ONRAMP_POLL_INTERVAL_MS: the purchase succeeds as soon as the balance rises at
 * all above what it was at the hand-off (a placeholder quote has no amount to wait for, and a real provider
 * may deliver slightly off the quote); `purchase.received` says by how much. After ONRAMP_PENDING_TIMEOUT_MS it
 * ends in 'failed'.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { errAsync, okAsync, type Result, ResultAsync } from 'neverthrow';
import type { Cancel, Network, OnrampOptions, OnrampQuoteRequest } from '../../ports/index.js';
import { latchError } from '../errors/index.js';
import { compareDecimal } from '../format/index.js';
import { safeUrl } from '../validation/safeUrl.js';
import { mapRegistryFailure } from '../wallets/index.js';
import { balanceRise } from './balanceRise.js';
import { checkPurchaseLimits } from './checkPurchaseLimits.js';
import {
  CARD,
  ONRAMP_PENDING_TIMEOUT_MS,
  ONRAMP_POLL_INTERVAL_MS,
  ONRAMP_QUOTE_DEBOUNCE_MS,
  PAYMENT_METHOD_LABELS,
} from './constants.js';
import { fallbackOnrampOptions } from './fallbackOnrampOptions.js';
import { formatCents, parseFiatCents } from './fiatCents.js';
import { onrampReturnUrl } from './onrampReturnUrl.js';
import {
  ONRAMP_PROVIDERS,
  type OnrampProviderId,
  type OnrampProviderInfo,
  providerOfUrl,
} from './providers.js';
import { purchaseTokensOn } from './purchaseTokensOn.js';
import { sanitizeOnrampOptions } from './sanitizeOnrampOptions.js';
import { placeholderQuote, toQuoteBreakdown } from './toQuoteView.js';
import type {
  OnrampError,
  OnrampHandOff,
  OnrampOptionsSource,
  OnrampOptionsStatus,
  OnrampPaymentMethod,
  OnrampPurchase,
  OnrampPurchaseToken,
  OnrampQuoteView,
  OnrampServiceError,
  OnrampStatus,
  OnrampStoreDeps,
  OnrampStoreOptions,
} from './types.js';

/** HTTP statuses with which the service refuses the input itself (not an outage): shown, no placeholder. */
const REFUSAL_STATUSES: readonly unknown[] = [400, 422];

export class OnrampStore {
  status: OnrampStatus = 'editing';
  optionsStatus: OnrampOptionsStatus = 'idle';
  optionsSource: OnrampOptionsSource | undefined = undefined;
  /** The fiat amount as typed. */
  amount = '';
  quote: OnrampQuoteView | undefined = undefined;
  error: OnrampError | undefined = undefined;
  /** The provider page handed out (from 'pending' on). */
  checkout: OnrampHandOff | undefined = undefined;
  purchase: OnrampPurchase | undefined = undefined;

  private serviceOptions: OnrampOptions | undefined = undefined;
  private picked: {
    readonly token?: string;
    readonly currency?: string;
    readonly method?: string;
    readonly provider?: OnrampProviderId;
  } = {};

  readonly #deps: OnrampStoreDeps;
  readonly #debounceMs: number;
  readonly #pollMs: number;
  readonly #timeoutMs: number;
  readonly #providers: readonly OnrampProviderInfo[];
  #run = 0;
  #optionsRun = 0;
  #timers: Cancel[] = [];
  #reading = false;

  constructor(deps: OnrampStoreDeps, options: OnrampStoreOptions = {}) {
    this.#deps = deps;
    this.#debounceMs = options.quoteDebounceMs ?? ONRAMP_QUOTE_DEBOUNCE_MS;
    this.#pollMs = options.pollIntervalMs ?? ONRAMP_POLL_INTERVAL_MS;
    this.#timeoutMs = options.pendingTimeoutMs ?? ONRAMP_PENDING_TIMEOUT_MS;
    const offered = options.providers ?? ONRAMP_PROVIDERS.map((provider) => provider.id);
    this.#providers = offered.flatMap((id) => ONRAMP_PROVIDERS.filter((provider) => provider.id === id));
    makeAutoObservable<OnrampStore, 'serviceOptions' | 'picked'>(
      this,
      {
        quote: observableRef,
        error: observableRef,
        checkout: observableRef,
        purchase: observableRef,
        serviceOptions: observableRef,
        picked: observableRef,
      },
      { autoBind: true },
    );
  }

  get network(): Network {
    return this.#deps.account.activeNetwork;
  }

  /** The options in use: the service's, or the fallback derived for the active network. */
  get options(): OnrampOptions | undefined {
    if (this.optionsSource === 'service') return this.serviceOptions;
    if (this.optionsSource === 'fallback') {
      return fallbackOnrampOptions({ network: this.network, heldTokens: this.#deps.heldTokens?.() ?? [] });
    }
    return undefined;
  }

  /** What can be bought on the active network, in the options' order. */
  get purchaseTokens(): readonly OnrampPurchaseToken[] {
    const options = this.options;
    return options === undefined ? [] : purchaseTokensOn(options, this.network);
  }

  /** The picked token, else the first one. */
  get purchaseToken(): OnrampPurchaseToken | undefined {
    const tokens = this.purchaseTokens;
    return tokens.find((token) => token.id === this.picked.token) ?? tokens[0];
  }

  get paymentCurrencies(): readonly string[] {
    return (this.options?.paymentCurrencies ?? []).map((currency) => currency.id);
  }

  /** The picked currency, else USD when offered, else the first one. */
  get paymentCurrency(): string | undefined {
    const ids = this.paymentCurrencies;
    return [this.picked.currency, 'USD'].find((id) => id !== undefined && ids.includes(id)) ?? ids[0];
  }

  /** The payment methods of the chosen currency, with their limits. */
  get paymentMethods(): readonly OnrampPaymentMethod[] {
    const currency = this.options?.paymentCurrencies.find((entry) => entry.id === this.paymentCurrency);
    return (currency?.payment_method_limits ?? []).map((limit) => ({
      id: limit.id,
      label: PAYMENT_METHOD_LABELS[limit.id] ?? limit.id,
      min: limit.min,
      max: limit.max,
    }));
  }

  /** The picked method, else card when offered, else the first one. */
  get paymentMethod(): OnrampPaymentMethod | undefined {
    const methods = this.paymentMethods;
    return (
      methods.find((method) => method.id === this.picked.method) ??
      methods.find((method) => method.id === CARD) ??
      methods[0]
    );
  }

  get providers(): readonly OnrampProviderInfo[] {
    return this.#providers;
  }

  /** The picked provider, else the first one offered. */
  get provider(): OnrampProviderInfo | undefined {
    return this.#providers.find((provider) => provider.id === this.picked.provider) ?? this.#providers[0];
  }

  /** Why the typed amount cannot be bought (not a 2-decimal amount, or outside the method's limits). */
  get amountError(): OnrampError | undefined {
    const cents = this.#amountCents();
    return cents?.isErr() ? cents.error : undefined;
  }

  /** The form can be changed (no purchase handed out). */
  get editable(): boolean {
    return this.status === 'editing' || this.status === 'quoting' || this.status === 'ready';
  }

  get canHandOff(): boolean {
    return this.status === 'ready' && this.quote !== undefined;
  }

  /** A fresh form for the On-ramp view (a purchase under way is kept); loads the options; SELECT_BUY_CRYPTO. */
  open(): ResultAsync<OnrampOptions, never> {
    if (this.status === 'opening' || this.status === 'pending') {
      return okAsync(this.options ?? { purchaseCurrencies: [], paymentCurrencies: [] });
    }
    this.reset();
    this.#deps.track?.({ event: 'SELECT_BUY_CRYPTO', properties: { isSmartAccount: false } });
    return this.loadOptions();
  }

  /**
   * Loads GET /v1/onramp/options (once the service answered, it is not asked again); on failure the built-in
   * options are used and reported (ONRAMP_OPTIONS_FALLBACK). Never fails.
   */
  loadOptions(): ResultAsync<OnrampOptions, never> {
    const current = this.options;
    if (this.optionsSource === 'service' && current !== undefined) return okAsync(current);
    const run = ++this.#optionsRun;
    this.optionsStatus = 'loading';
    const { onrampApi, logger } = this.#deps;
    return ResultAsync.fromPromise(
      Promise.resolve().then(() => onrampApi.getOptions()),
      mapRegistryFailure,
    )
      .andThen((answer) => {
        const options = sanitizeOnrampOptions(answer);
        return options === undefined
          ? errAsync(latchError('QUERY_DATA_UNDEFINED', { details: 'onramp options' }))
          : okAsync(options);
      })
      .map((options) => {
        this.#applyOptions(run, 'service', options);
        return options;
      })
      .orElse((error) => {
        logger.warn('on-ramp options unavailable, using the built-in ones', { error });
        this.#applyOptions(run, 'fallback', undefined);
        if (run === this.#optionsRun) this.#deps.track?.({ event: 'ONRAMP_OPTIONS_FALLBACK' });
        return okAsync<OnrampOptions, never>(
          this.options ?? { purchaseCurrencies: [], paymentCurrencies: [] },
        );
      });
  }

  setPurchaseToken(id: string): void {
    this.#pick({ token: id });
  }

  setPaymentCurrency(id: string): void {
    this.#pick({ currency: id });
  }

  setPaymentMethod(id: string): void {
    this.#pick({ method: id });
  }

  setAmount(text: string): void {
    if (!this.editable) return;
    this.amount = text;
    this.#scheduleQuote();
  }

  /** Picks a provider among `providers` (SELECT_BUY_PROVIDER). */
  setProvider(id: OnrampProviderId): void {
    if (!this.editable || !this.#providers.some((provider) => provider.id === id)) return;
    this.picked = { ...this.picked, provider: id };
    if (this.error?.code === 'ONRAMP_PROVIDER_UNAVAILABLE') this.error = undefined;
    this.#deps.track?.({ event: 'SELECT_BUY_PROVIDER', properties: { provider: id } });
  }

  /**
   * Asks the provider URL (POST /v1/generators/onrampurl) for the quoted purchase: destination the active
   * account, the token on the active network, the fiat amount preset with the quoted currency and payment method
   * (a checkout the data service serves is bound to them), `returnUrl` (the host page; its query and fragment
   * are dropped, see onrampReturnUrl) as where the provider sends the buyer back. Reads the balance first, then
   * 'pending' watches it (see the top of this file). Resolves with the URL for the view to open; a URL that is
   * not http(s) (javascript:, data: …) is refused with URL_UNSAFE and never reaches the view. A URL of another
   * provider than the picked one is refused
   * (ONRAMP_PROVIDER_UNAVAILABLE: the service runs the other one); failures go back to 'ready' with the error.
   */
  handOff(args: { readonly returnUrl: string }): ResultAsync<OnrampHandOff, OnrampError> {
    const { quote, purchaseToken: token, provider } = this;
    const cents = this.#amountCents();
    const currency = this.paymentCurrency;
    const method = this.paymentMethod;
    if (
      !this.canHandOff ||
      quote === undefined ||
      token === undefined ||
      provider === undefined ||
      method === undefined
    ) {
      return errAsync(busy('the hand-off needs a ready quote'));
    }
    if (cents === undefined || cents.isErr() || currency === undefined) {
      return errAsync(busy('the hand-off needs a valid amount'));
    }
    const address = this.#deps.account.address;
    if (address === undefined) {
      return errAsync(latchError('ACCOUNT_NOT_FOUND', { details: 'no connected account' }));
    }
    const network = this.network;
    this.#stop();
    const run = this.#run;
    this.status = 'opening';
    this.error = undefined;
    const total = { amount: formatCents(cents.value), currency };
    const { onrampApi, readBalance } = this.#deps;
    const redirectUrl = onrampReturnUrl(args.returnUrl);
    const start = ResultAsync.fromSafePromise(
      Promise.resolve()
        .then(() => readBalance({ address, network, token }))
        .catch(() => undefined),
    );
    return start
      .andThen((startBalance) =>
        ResultAsync.fromPromise(
          Promise.resolve().then(() =>
            onrampApi.generateUrl({
              destinationWallets: [{ address, blockchains: [token.network.name], assets: [token.id] }],
              partnerUserId: address,
              defaultNetwork: token.network.name,
              presetFiatAmount: Number(total.amount),
              defaultExperience: 'buy',
              ...(redirectUrl === undefined ? {} : { redirectUrl }),
              paymentCurrency: currency,
              paymentMethod: method.id,
            }),
          ),
          mapRegistryFailure,
        ).map((answer) => ({ startBalance, url: typeof answer?.url === 'string' ? answer.url : '' })),
      )
      .andThen(({ startBalance, url }): ResultAsync<OnrampHandOff, OnrampError> => {
        if (run !== this.#run) return errAsync(aborted());
        if (url === '') return errAsync(latchError('QUERY_DATA_UNDEFINED', { details: 'onramp url' }));
        const safe = safeUrl(url, 'link');
        if (safe.isErr()) return errAsync(safe.error);
        const served = providerOfUrl(url);
        if (served !== undefined && served.id !== provider.id) {
          return errAsync(
            latchError('ONRAMP_PROVIDER_UNAVAILABLE', {
              params: { provider: provider.name },
              details: `the data service hands out ${served.name} pages`,
            }),
          );
        }
        const handOff = { url, provider: provider.id };
        runInAction(() => {
          this.checkout = handOff;
          this.purchase = {
            token,
            address,
            total,
            expected: quote.placeholder ? undefined : quote.receive.amount,
            startBalance,
            received: undefined,
          };
          this.status = 'pending';
        });
        this.#deps.track?.({
          event: 'ONRAMP_URL_OPENED',
          properties: { provider: provider.id, network: network.caipNetworkId },
        });
        this.#watch(run);
        return okAsync(handOff);
      })
      .mapErr((error) => {
        if (run === this.#run) {
          this.#deps.logger.warn('on-ramp hand-off failed', { error });
          runInAction(() => {
            this.status = 'ready';
            this.error = error;
          });
        }
        return error;
      });
  }

  /**
   * Back to the form (same inputs, a fresh quote) from 'opening', 'pending', 'success' or 'failed': stops
   * watching; late answers are ignored.
   */
  cancel(): void {
    if (this.editable) return;
    this.#stop();
    this.checkout = undefined;
    this.purchase = undefined;
    this.#scheduleQuote();
  }

  /** Clears the form, the quote and any purchase (the options stay loaded). */
  reset(): void {
    this.#stop();
    this.picked = {};
    this.amount = '';
    this.status = 'editing';
    this.quote = undefined;
    this.error = undefined;
    this.checkout = undefined;
    this.purchase = undefined;
  }

  dispose(): void {
    this.#stop();
    this.#optionsRun++;
  }

  #applyOptions(run: number, source: OnrampOptionsSource, options: OnrampOptions | undefined): void {
    if (run !== this.#optionsRun) return;
    runInAction(() => {
      this.serviceOptions = options;
      this.optionsSource = source;
      this.optionsStatus = 'ready';
    });
    if (this.editable) this.#scheduleQuote();
  }

  #pick(change: { readonly token?: string; readonly currency?: string; readonly method?: string }): void {
    if (!this.editable) return;
    this.picked = { ...this.picked, ...change };
    this.#scheduleQuote();
  }

  /** The typed amount in cents within the method's limits; undefined when nothing is typed. */
  #amountCents(): Result<bigint, OnrampError> | undefined {
    const text = this.amount.trim();
    if (text === '') return undefined;
    const cents = parseFiatCents(text);
    const method = this.paymentMethod;
    const currency = this.paymentCurrency;
    if (cents.isErr() || method === undefined || currency === undefined) return cents;
    return cents.andThen((value) =>
      checkPurchaseLimits({ cents: value, limits: method, method: method.id, currency }),
    );
  }

  /** Stops timers and drops answers in flight. */
  #stop(): void {
    this.#run++;
    for (const cancel of this.#timers) cancel();
    this.#timers = [];
  }

  /** Drops the quote and, when the form is complete and valid, asks a new one after the debounce. */
  #scheduleQuote(): void {
    this.#stop();
    const run = this.#run;
    this.status = 'editing';
    this.quote = undefined;
    this.error = undefined;
    const token = this.purchaseToken;
    const method = this.paymentMethod;
    const currency = this.paymentCurrency;
    const cents = this.#amountCents();
    if (token === undefined || method === undefined || currency === undefined) return;
    if (cents === undefined || cents.isErr() || cents.value === 0n) return;
    const request: OnrampQuoteRequest = {
      purchaseCurrency: token.id,
      paymentCurrency: currency,
      amount: formatCents(cents.value),
      network: token.network.name,
      paymentMethod: method.id,
    };
    this.status = 'quoting';
    this.#timers.push(
      this.#deps.scheduler.setTimeout(() => this.#quote(run, request, token), this.#debounceMs),
    );
  }

  #quote(run: number, request: OnrampQuoteRequest, token: OnrampPurchaseToken): void {
    const { onrampApi } = this.#deps;
    void ResultAsync.fromPromise(
      Promise.resolve().then(() => onrampApi.getQuote(request)),
      mapRegistryFailure,
    )
      .andThen((answer) => toQuoteBreakdown(answer))
      .match(
        (quote) => this.#applyQuote(run, quote),
        (reason) => {
          if (run !== this.#run) return;
          if (isRefusal(reason)) {
            runInAction(() => {
              this.status = 'editing';
              this.error = reason;
            });
            return;
          }
          this.#deps.logger.warn('on-ramp quote unavailable, showing a placeholder', { error: reason });
          this.#deps.track?.({ event: 'ONRAMP_QUOTE_FALLBACK' });
          const total = { amount: request.amount, currency: request.paymentCurrency };
          this.#applyQuote(run, placeholderQuote({ total, receiveCurrency: token.symbol, reason }));
        },
      );
  }

  #applyQuote(run: number, quote: OnrampQuoteView): void {
    if (run !== this.#run) return;
    runInAction(() => {
      this.quote = quote;
      this.status = 'ready';
    });
  }

  /** Polls the balance until it rises (success) or the timeout (failed). */
  #watch(run: number): void {
    const { scheduler } = this.#deps;
    this.#timers.push(
      scheduler.setInterval(() => void this.#poll(run), this.#pollMs),
      scheduler.setTimeout(() => {
        if (run !== this.#run) return;
        this.#stop();
        runInAction(() => {
          this.status = 'failed';
          this.error = latchError('ONRAMP_PURCHASE_TIMEOUT', {
            details: `no funds after ${this.#timeoutMs} ms`,
          });
        });
      }, this.#timeoutMs),
    );
  }

  async #poll(run: number): Promise<void> {
    const purchase = this.purchase;
    if (this.#reading || purchase === undefined) return;
    this.#reading = true;
    const { address, token } = purchase;
    const balance = await Promise.resolve()
      .then(() => this.#deps.readBalance({ address, network: this.network, token }))
      .catch(() => undefined)
      .finally(() => {
        this.#reading = false;
      });
    if (run !== this.#run || balance === undefined) return;
    if (purchase.startBalance === undefined) {
      // The balance before the hand-off could not be read: the first reading is the baseline.
      runInAction(() => {
        this.purchase = { ...purchase, startBalance: balance };
      });
      return;
    }
    const rise = balanceRise(purchase.startBalance, balance);
    if (rise.isErr() || compareDecimal(rise.value, '0').unwrapOr(0) !== 1) return;
    this.#stop();
    runInAction(() => {
      this.purchase = { ...purchase, received: rise.value };
      this.status = 'success';
    });
    this.#deps.onPurchased?.();
  }
}

const isRefusal = (error: OnrampServiceError): boolean =>
  error.code === 'DATA_SERVICE_ERROR' && REFUSAL_STATUSES.includes(error.data.status);

const aborted = () => latchError('REQUEST_ABORTED', { details: 'the hand-off was cancelled' });

const busy = (message: string) => latchError('INTERNAL_SDK_ERROR', { params: { message } });

/** Creates the on-ramp store; call `dispose` to stop it. */
export function createOnrampStore(deps: OnrampStoreDeps, options: OnrampStoreOptions = {}): OnrampStore {
  return new OnrampStore(deps, options);
}
