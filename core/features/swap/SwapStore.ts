import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { errAsync, okAsync, type Result, type ResultAsync } from 'neverthrow';
import type { Network, SwapToken } from '../../../ports/index.js';
import {
  busy,
  DebouncedRequest,
  type EvmSender,
  LatestRun,
  RECEIPT_TIMEOUT_MS,
  type RunOutcome,
} from '../../lib/flowSteps/index.js';
import { cleanAmountInput } from '../../lib/format/index.js';
import { checkSwapAmount } from './checkSwapAmount.js';
import { DEFAULT_SWAP_NETWORK_IDS, SWAP_QUOTE_DEBOUNCE_MS, SWAP_SLIPPAGE_BPS } from './constants.js';
import { findSwapToken, sameSwapToken } from './findSwapToken.js';
import { isSwapNetwork } from './isSwapNetwork.js';
import { prepareSwap, slippagePercent } from './prepareSwap.js';
import { SwapTokenList } from './SwapTokenList.js';
import { startSwap } from './startSwap.js';
import { openSwapEvent } from './swapEvents.js';
import { CLEARED, type SwapFlowState } from './swapFlowState.js';
import { swapNetworkUnsupported, swapSenderOf } from './swapSender.js';
import type {
  SwapError,
  SwapOpenOptions,
  SwapPreview,
  SwapStatus,
  SwapStoreDeps,
  SwapStoreOptions,
  SwapTokensStatus,
  SwapTransactions,
} from './types.js';

/**
 * The Swap flow (SPEC §2 Swap, §7 convert routes, §9 slippage and networks) for the active account and network.
 *
 * `open` loads the network's token list (suggested symbols first). Picking tokens or typing an amount asks a
 * quote once input pauses (SWAP_QUOTE_DEBOUNCE_MS, on the Scheduler port): the preview carries the exact output,
 * min received (1 % slippage), price impact, network fee and whether an approval comes first. `swap` sends the
 * approve transaction when needed (then rebuilds the swap), then the swap, waiting for each receipt, and
 * refreshes balances through `onSwapped`. Every failure is a catalogue error and every state ends: quotes end in
 * `ready` or `editing` with the error, swaps in `success` or `failed`, a wallet that never answers can be left
 * with `cancel`, receipts are waited for RECEIPT_TIMEOUT_MS at most. Results of a superseded run are dropped.
 * Only `#to` below changes the flow's state.
 */
export class SwapStore {
  status: SwapStatus = 'editing';
  sourceToken: SwapToken | undefined = undefined;
  toToken: SwapToken | undefined = undefined;
  /** The amount to sell, as typed. */
  sourceAmount = '';
  /** From `ready` on: the quote and what the swap will do. */
  preview: SwapPreview | undefined = undefined;
  /** Why the last quote or swap failed (the catalogue text is its message). */
  error: SwapError | undefined = undefined;
  /** The approve / swap transactions sent by the last swap. */
  transactions: SwapTransactions = {};
  /** What the last confirmed swap paid out, read from its receipt; undefined until then or when unreadable. */
  received: string | undefined = undefined;

  readonly #deps: SwapStoreDeps;
  readonly #options: SwapStoreOptions;
  readonly #slippageBps: bigint;
  readonly #runs = new LatestRun();
  readonly #list: SwapTokenList;
  readonly #quote: DebouncedRequest;

  constructor(deps: SwapStoreDeps, options: SwapStoreOptions = {}) {
    this.#deps = deps;
    this.#options = options;
    this.#slippageBps = options.slippageBps ?? SWAP_SLIPPAGE_BPS;
    this.#quote = new DebouncedRequest(deps.scheduler, this.#runs);
    this.#list = new SwapTokenList(deps.swapApi);
    makeAutoObservable(
      this,
      {
        sourceToken: observableRef,
        toToken: observableRef,
        preview: observableRef,
        error: observableRef,
        transactions: observableRef,
        // A plain reader: a view observing it follows the balances it reads.
        balanceOf: false,
      },
      { autoBind: true },
    );
  }

  get tokensStatus(): SwapTokensStatus {
    return this.#list.status;
  }

  /** The active network's swap tokens, suggested symbols first. */
  get tokens(): readonly SwapToken[] {
    return this.#list.tokens;
  }

  /** Why the token list failed to load. */
  get tokensError(): SwapError | undefined {
    return this.#list.error;
  }

  get network(): Network {
    return this.#deps.account.activeNetwork;
  }

  /** Swaps are offered on the active network (SPEC §9 networks, plus the devnet chains by default). */
  get isSupportedNetwork(): boolean {
    return isSwapNetwork(this.network, this.#options.chainIds ?? DEFAULT_SWAP_NETWORK_IDS);
  }

  /** The form can be changed (not while an approve or swap is under way). */
  get editable(): boolean {
    return this.status !== 'approving' && this.status !== 'swapping';
  }

  /** The account's balance of `token` in smallest units, when known (the one the form checks amounts against). */
  balanceOf(token: SwapToken): bigint | undefined {
    return this.#deps.balanceOf?.(token);
  }

  /**
   * The amount to sell in the source token's units, read once by the amount rule (checkSwapAmount: undefined
   * inside when nothing to quote yet); undefined without a source token.
   */
  get typedAmount(): Result<bigint | undefined, SwapError> | undefined {
    const from = this.sourceToken;
    if (from === undefined) return undefined;
    const { decimalMark, parseAmount } = this.#options;
    const balance = this.#deps.balanceOf?.(from);
    return checkSwapAmount({ text: this.sourceAmount, from, balance, decimalMark, parseAmount });
  }

  /** Who swaps: the connected eip155 account and its signer on a swap network (see swapSenderOf). */
  #sender(): Result<EvmSender, SwapError> {
    return swapSenderOf(this.#deps, this.isSupportedNetwork);
  }

  /** The slippage tolerance in percent ('1'). */
  get slippage(): string {
    return slippagePercent(this.#slippageBps);
  }

  /**
   * A fresh form for the Swap view (a swap under way is kept), optionally with tokens picked by address
   * (CAIP-10, case ignored) once the list is loaded; loads the token list and reports OPEN_SWAP.
   */
  open(options: SwapOpenOptions = {}): ResultAsync<readonly SwapToken[], SwapError> {
    if (!this.editable) return okAsync(this.tokens);
    this.reset();
    this.#deps.track?.(openSwapEvent(this.network));
    return this.loadTokens().map((tokens) => {
      runInAction(() => {
        this.sourceToken = findSwapToken(tokens, options.fromAddress) ?? this.sourceToken;
        this.toToken = findSwapToken(tokens, options.toAddress) ?? this.toToken;
      });
      return tokens;
    });
  }

  /** Loads the active network's token list (GET /v1/convert/tokens); unsupported networks fail at once. */
  loadTokens(): ResultAsync<readonly SwapToken[], SwapError> {
    const network = this.network;
    return this.#list.load(network, this.isSupportedNetwork ? undefined : swapNetworkUnsupported(network));
  }

  setSourceToken(token: SwapToken | undefined): void {
    if (!this.editable) return;
    if (token !== undefined && sameSwapToken(token, this.toToken)) this.toToken = this.sourceToken;
    this.sourceToken = token;
    this.#scheduleQuote();
  }

  setToToken(token: SwapToken | undefined): void {
    if (!this.editable) return;
    if (token !== undefined && sameSwapToken(token, this.sourceToken)) this.sourceToken = this.toToken;
    this.toToken = token;
    this.#scheduleQuote();
  }

  /** Swaps the two sides; the quoted output becomes the amount to sell. */
  switchTokens(): void {
    if (!this.editable) return;
    const quoted = this.preview?.toAmount;
    [this.sourceToken, this.toToken] = [this.toToken, this.sourceToken];
    if (quoted !== undefined) this.sourceAmount = quoted;
    this.#scheduleQuote();
  }

  /** Takes what the amount field may hold (see cleanAmountInput); anything else leaves the amount as it was. */
  setSourceAmount(amount: string): void {
    const kept = cleanAmountInput(amount, { decimalMark: this.#options.decimalMark });
    if (kept === undefined || !this.editable) return;
    this.sourceAmount = kept;
    this.#scheduleQuote();
  }

  /**
   * Asks a fresh quote for the form as it is: after a failed swap (the allowance may have changed) or a failed
   * quote. Nothing while an approve or swap is under way.
   */
  refreshQuote(): void {
    if (!this.editable) return;
    this.#scheduleQuote();
  }

  /**
   * Runs the previewed swap: the approve transaction first when the allowance is short (`approving`), then the
   * swap rebuilt and sent (`swapping`), each confirmed by its receipt; ends in `success` (balances refreshed
   * through `onSwapped`) or `failed` with the catalogue error. Reports SWAP_INITIATED, then SWAP_SUCCESS or
   * SWAP_ERROR.
   */
  swap(): ResultAsync<SwapTransactions, SwapError> {
    const preview = this.preview;
    if (this.status !== 'ready' || preview === undefined) return errAsync(busy('swap needs a ready quote'));
    const run = this.#runs.next();
    this.#to(preview.needsApproval ? 'approving' : 'swapping', { ...CLEARED, preview });
    const timeoutMs = this.#options.receiptTimeoutMs ?? RECEIPT_TIMEOUT_MS;
    const [deps, runs, sender] = [this.#deps, this.#runs, this.#sender()];
    // The run's transitions (startSwap calls them in one MobX action, only while the run is the latest).
    return startSwap({
      ...{ deps, sender, preview, timeoutMs, runs, run },
      onSent: (kind, hash) => {
        const transactions = { ...this.transactions, [kind]: hash };
        this.#to(kind === 'approve' ? 'approving' : 'swapping', { transactions });
      },
      onSwapping: () => this.#to('swapping'),
      onReceived: (received) => this.#to('swapping', { received }),
      onEnd: ({ status, ...change }: RunOutcome<SwapError>) => this.#to(status, change),
    });
  }

  /**
   * Stops waiting for an approve or swap (a wallet that does not answer): back to the form, with a fresh quote
   * (the allowance may have changed). Late answers are ignored; a swap the wallet still sent refreshes balances.
   */
  cancel(): void {
    if (this.editable) return;
    this.#to('editing');
    this.#scheduleQuote();
  }

  /** Clears the form and the token list (a swap under way is dropped from view). */
  reset(): void {
    this.dispose();
    this.#list.clear();
    this.#to('editing', CLEARED);
    this.sourceToken = undefined;
    this.toToken = undefined;
    this.sourceAmount = '';
  }

  /** The view closed: the quote and token list asked for it are given up (a swap under way goes on). */
  leave(): void {
    if (this.editable) this.reset();
  }

  dispose(): void {
    this.#quote.cancel();
  }

  /** Drops the quote and, when the form is complete and its amount valid, asks a new one after the debounce. */
  #scheduleQuote(): void {
    this.#quote.cancel();
    this.#to('editing', { preview: undefined, error: undefined });
    const { sourceToken: from, toToken: to, typedAmount: units } = this;
    if (from === undefined || to === undefined || units === undefined) return;
    if (units.isErr()) this.#to('editing', { error: units.error });
    if (units.isErr() || units.value === undefined) return;
    const fromUnits = units.value;
    this.#to('quoting');
    const { swapApi, pricesApi } = this.#deps;
    const slippageBps = this.#slippageBps;
    this.#quote.schedule(
      this.#options.quoteDebounceMs ?? SWAP_QUOTE_DEBOUNCE_MS,
      (signal) =>
        this.#sender().asyncAndThen(({ from: user, network }) =>
          prepareSwap({ swapApi, pricesApi, network, user, from, to, fromUnits, slippageBps, signal }),
        ),
      {
        ok: (preview) => this.#to('ready', { preview }),
        err: (error) => this.#to('editing', { error }),
      },
    );
  }

  /**
   * The flow's one transition: its status and what changes with it (a field not named is kept). Every change
   * of `status`, `preview`, `error`, `transactions` and `received` goes through here, in this file.
   */
  #to(status: SwapStatus, change: Partial<SwapFlowState> = {}): void {
    this.status = status;
    Object.assign(this, change);
  }
}

/** Creates the swap store; call `dispose` to stop it. */
export function createSwapStore(deps: SwapStoreDeps, options: SwapStoreOptions = {}): SwapStore {
  return new SwapStore(deps, options);
}
