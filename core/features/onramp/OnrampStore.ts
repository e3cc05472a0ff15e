import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Network, OnrampOptions } from '../../../ports/index.js';
import {
  aborted,
  busy,
  createScheduledTasks,
  DebouncedRequest,
  LatestRun,
} from '../../lib/flowSteps/index.js';
import { cleanAmountInput } from '../../lib/format/index.js';
import { ONRAMP_QUOTE_DEBOUNCE_MS } from './constants.js';
import { NO_ONRAMP_OPTIONS, OnrampOptionsStore } from './OnrampOptionsStore.js';
import { onrampUrlOpened } from './onrampEvents.js';
import { CLEARED, FLOW_STATE_REFS, type OnrampFlowState } from './onrampFlowState.js';
import { type OnrampForm, type OnrampPicks, onrampForm } from './onrampForm.js';
import { openCheckout, planHandOff } from './prepareHandOff.js';
import { type OnrampProviderId, type OnrampProviderInfo, offeredProviders } from './providers.js';
import { quoteOnramp } from './quoteOnramp.js';
import type {
  OnrampError,
  OnrampHandOff,
  OnrampOptionsSource,
  OnrampOptionsStatus,
  OnrampPaymentMethod,
  OnrampPurchase,
  OnrampPurchaseToken,
  OnrampQuoteView,
  OnrampStatus,
  OnrampStoreDeps,
  OnrampStoreOptions,
} from './types.js';
import { watchHandOff } from './watchPurchase.js';

/**
 * The On-ramp flow (SPEC §2 On-ramp, §3 options and quote, §7 on-ramp routes, §8 fallbacks, §9 limits) for the
 * active account and network. `open()` loads the options (the service's, else the built-in fallback, said by
 * `optionsSource`); the form picks a token, currency, payment method (with its limits), amount (typed: the one
 * amount rule, then the limits: `amountError`) and provider. A quote is asked once input pauses
 * (ONRAMP_QUOTE_DEBOUNCE_MS; see quoteOnramp for refusals and the placeholder). `handOff({ returnUrl })` gives
 * the provider URL for the view to open and then watches the balance until the purchase arrives or times out
 * (see watchPurchase); `cancel()` goes back to the form. Results of superseded input are dropped.
 */
export class OnrampStore {
  status: OnrampStatus = 'editing';
  /** The fiat amount as typed. */
  amount = '';
  quote: OnrampQuoteView | undefined = undefined;
  /** A refused quote (in 'editing'), a failed hand-off (back in 'ready'), ONRAMP_PURCHASE_TIMEOUT ('failed'). */
  error: OnrampError | undefined = undefined;
  /** The provider page handed out (from 'pending' on). */
  checkout: OnrampHandOff | undefined = undefined;
  /** From 'pending' on; `received` is the exact amount that arrived, on 'success'. */
  purchase: OnrampPurchase | undefined = undefined;

  private picked: OnrampPicks = {};

  readonly #deps: OnrampStoreDeps;
  readonly #options: OnrampStoreOptions;
  readonly #runs = new LatestRun();
  readonly #optionsStore: OnrampOptionsStore;
  readonly #quote: DebouncedRequest;
  readonly #tasks;

  constructor(deps: OnrampStoreDeps, options: OnrampStoreOptions = {}) {
    this.#deps = deps;
    this.#options = options;
    this.#tasks = createScheduledTasks(deps.scheduler);
    this.#quote = new DebouncedRequest(deps.scheduler, this.#runs);
    this.#optionsStore = new OnrampOptionsStore(deps);
    const annotations = { ...FLOW_STATE_REFS, picked: observableRef };
    makeAutoObservable<OnrampStore, 'picked'>(this, annotations, { autoBind: true });
  }

  get network(): Network {
    return this.#deps.account.activeNetwork;
  }

  private get form(): OnrampForm {
    const { options, network, picked, amount } = this;
    return onrampForm({ ...this.#options, options, network, picked, providers: this.providers, amount });
  }

  get optionsStatus(): OnrampOptionsStatus {
    return this.#optionsStore.status;
  }

  get optionsSource(): OnrampOptionsSource | undefined {
    return this.#optionsStore.source;
  }

  /** The options in use: the service's, or the fallback derived for the active network. */
  get options(): OnrampOptions | undefined {
    return this.#optionsStore.options;
  }

  /** What can be bought on the active network, in the options' order. */
  get purchaseTokens(): readonly OnrampPurchaseToken[] {
    return this.form.purchaseTokens;
  }

  /** The picked token, else the first one. */
  get purchaseToken(): OnrampPurchaseToken | undefined {
    return this.form.purchaseToken;
  }

  get paymentCurrencies(): readonly string[] {
    return this.form.paymentCurrencies;
  }

  /** The picked currency, else USD when offered, else the first one. */
  get paymentCurrency(): string | undefined {
    return this.form.paymentCurrency;
  }

  /** The payment methods of the chosen currency, with their limits. */
  get paymentMethods(): readonly OnrampPaymentMethod[] {
    return this.form.paymentMethods;
  }

  /** The picked method, else card when offered, else the first one. */
  get paymentMethod(): OnrampPaymentMethod | undefined {
    return this.form.paymentMethod;
  }

  /** The host's `providers`, else those the data service runs (its options), else every provider. */
  get providers(): readonly OnrampProviderInfo[] {
    return offeredProviders(this.#options.providers ?? this.options?.providers);
  }

  /** The picked provider, else the first one offered. */
  get provider(): OnrampProviderInfo | undefined {
    return this.form.provider;
  }

  /** Why the typed amount cannot be bought (the amount rule, or outside the method's limits). */
  get amountError(): OnrampError | undefined {
    return this.form.cents?.isErr() ? this.form.cents.error : undefined;
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
    if (this.status === 'opening' || this.status === 'pending')
      return okAsync(this.options ?? NO_ONRAMP_OPTIONS);
    this.reset();
    this.#deps.track?.({ event: 'SELECT_BUY_CRYPTO', properties: { isSmartAccount: false } });
    return this.loadOptions();
  }

  /**
   * Loads GET /v1/onramp/options (once the service answered, it is not asked again); on failure the built-in
   * options are used and reported (ONRAMP_OPTIONS_FALLBACK). Never fails.
   */
  loadOptions(): ResultAsync<OnrampOptions, never> {
    return this.#optionsStore.load(() => {
      if (this.editable) this.#scheduleQuote();
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

  /** Takes what the amount field may hold (see cleanAmountInput); anything else leaves the amount as it was. */
  setAmount(text: string): void {
    const kept = cleanAmountInput(text, { decimalMark: this.#options.decimalMark });
    if (kept === undefined || !this.editable) return;
    this.amount = kept;
    this.#scheduleQuote();
  }

  /** Picks a provider among `providers` (SELECT_BUY_PROVIDER). */
  setProvider(id: OnrampProviderId): void {
    if (!this.editable || !this.providers.some((provider) => provider.id === id)) return;
    this.picked = { ...this.picked, provider: id };
    if (this.error?.code === 'ONRAMP_PROVIDER_UNAVAILABLE') this.error = undefined;
    this.#deps.track?.({ event: 'SELECT_BUY_PROVIDER', properties: { provider: id } });
  }

  /**
   * Asks the provider URL for the quoted purchase (see requestCheckout), the balance read first; then
   * 'pending' watches it (see watchPurchase). Resolves with the URL for the view to open; failures go back to
   * 'ready' with the error.
   */
  handOff(args: { readonly returnUrl: string }): ResultAsync<OnrampHandOff, OnrampError> {
    if (!this.canHandOff) return errAsync(busy('the hand-off needs a ready quote'));
    const plan = planHandOff({ form: this.form, quote: this.quote, address: this.#deps.account.address });
    if (plan.isErr()) return errAsync(plan.error);
    const { address, token } = plan.value;
    const network = this.network;
    const run = this.#stop();
    this.#to('opening', { error: undefined });
    const read = () => this.#deps.readBalance({ address, network: this.network, token });
    return openCheckout({ plan: plan.value, deps: this.#deps, returnUrl: args.returnUrl, read })
      .andThen(({ handOff, purchase }): ResultAsync<OnrampHandOff, OnrampError> => {
        if (!this.#runs.isCurrent(run)) return errAsync(aborted('the hand-off was cancelled'));
        runInAction(() => this.#to('pending', { checkout: handOff, purchase }));
        this.#deps.track?.(onrampUrlOpened(handOff, network));
        const { onPurchased } = this.#deps;
        watchHandOff({
          ...{ tasks: this.#tasks, options: this.#options, purchase, read, onPurchased },
          current: () => this.#runs.isCurrent(run),
          stop: () => this.#stop(),
          // The watch's transitions (watchHandOff calls them in one MobX action, while the purchase is watched).
          onBaselined: (baselined) => this.#to('pending', { purchase: baselined }),
          onReceived: (received) => this.#to('success', { purchase: received }),
          onTimedOut: (error) => this.#to('failed', { error }),
        });
        return okAsync(handOff);
      })
      .mapErr((error) => {
        this.#runs.apply(run, () => {
          this.#deps.logger.warn('on-ramp hand-off failed', { error });
          this.#to('ready', { error });
        });
        return error;
      });
  }

  /**
   * Back to the form (same inputs, a fresh quote) from 'opening', 'pending', 'success' or 'failed': stops
   * watching; late answers are ignored.
   */
  cancel(): void {
    if (this.editable) return;
    this.#to('editing', { checkout: undefined, purchase: undefined });
    this.#scheduleQuote();
  }

  /** Clears the form, the quote and any purchase (the options stay loaded). */
  reset(): void {
    this.#stop();
    this.picked = {};
    this.amount = '';
    this.#to('editing', CLEARED);
  }

  /** The view closed: the options and quote asked for it are given up (a purchase handed out is still watched). */
  leave(): void {
    this.#optionsStore.cancel();
    if (this.editable) this.reset();
  }

  dispose(): void {
    this.#stop();
    this.#optionsStore.cancel();
  }

  #pick(change: { readonly token?: string; readonly currency?: string; readonly method?: string }): void {
    if (!this.editable) return;
    this.picked = { ...this.picked, ...change };
    this.#scheduleQuote();
  }

  /** Stops timers and drops answers in flight; gives the new run. */
  #stop(): number {
    this.#tasks.cancelAll();
    return this.#quote.cancel();
  }

  /** Drops the quote and, when the form is complete and valid, asks a new one after the debounce. */
  #scheduleQuote(): void {
    this.#stop();
    this.#to('editing', { quote: undefined, error: undefined });
    const { quoteRequest: request, purchaseToken: token } = this.form;
    if (request === undefined || token === undefined) return;
    this.#to('quoting');
    this.#quote.schedule(
      this.#options.quoteDebounceMs ?? ONRAMP_QUOTE_DEBOUNCE_MS,
      (signal) => quoteOnramp({ ...this.#deps, request, token, signal }),
      { ok: (quote) => this.#to('ready', { quote }), err: (error) => this.#to('editing', { error }) },
    );
  }

  /** A transition of the flow: its status and what changes with it (a field not named is kept). */
  #to(status: OnrampStatus, change: Partial<OnrampFlowState> = {}): void {
    this.status = status;
    Object.assign(this, change);
  }
}
