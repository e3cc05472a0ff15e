import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { err, errAsync, ok, okAsync, type Result, ResultAsync } from 'neverthrow';
import type { Address } from 'viem';
import type { Cancel, EvmSigner, EvmTransactionRequest, Network, SwapToken } from '../../ports/index.js';
import { latchError } from '../errors/index.js';
import { validateEvmAddress } from '../validation/index.js';
import {
  DEVNET_SWAP_NETWORK_IDS,
  SWAP_NETWORK_IDS,
  SWAP_QUOTE_DEBOUNCE_MS,
  SWAP_RECEIPT_TIMEOUT_MS,
  SWAP_SLIPPAGE_BPS,
} from './constants.js';
import { evmAddressOf } from './evmAddressOf.js';
import { isSwapNetwork } from './isSwapNetwork.js';
import { mapSwapFailure } from './mapSwapFailure.js';
import { orderSwapTokens } from './orderSwapTokens.js';
import { parseSwapAmount } from './parseSwapAmount.js';
import { prepareSwap, slippagePercent, toSwapRequest } from './prepareSwap.js';
import { sendAndConfirm } from './sendAndConfirm.js';
import type {
  SwapError,
  SwapPreview,
  SwapStatus,
  SwapStoreDeps,
  SwapStoreOptions,
  SwapTokensStatus,
  SwapTransactions,
} from './types.js';

/** The account, signer and network a swap runs with. */
interface Trader {
  readonly user: Address;
  readonly signer: EvmSigner;
  readonly network: Network;
}

/**
 * The Swap flow (SPEC §2 Swap, §7 convert routes, §9 slippage and networks) for the active account and network.
 *
 * `open` loads the network's token list (suggested symbols first). Picking tokens or typing an amount asks a
 * quote once input pauses (SWAP_QUOTE_DEBOUNCE_MS, on the Scheduler port): the preview carries the exact output,
 * min received (1 % slippage), price impact, network fee and whether an approval comes first. `swap` sends the
 * approve transaction when needed (then rebuilds the swap), then the swap, waiting for each receipt, and
 * refreshes balances through `onSwapped`. Every failure is a catalogue error and every state ends: quotes end in
 * `ready` or `editing` with the error, swaps in `success` or `failed`, a wallet that never answers can be left
 * with `cancel`, receipts are waited for SWAP_RECEIPT_TIMEOUT_MS at most. Results of a superseded run are dropped.
 */
export class SwapStore {
  status: SwapStatus = 'editing';
  tokensStatus: SwapTokensStatus = 'idle';
  /** The active network's swap tokens, suggested symbols first. */
  tokens: readonly SwapToken[] = [];
  /** Why the token list failed to load. */
  tokensError: SwapError | undefined = undefined;
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

  readonly #deps: SwapStoreDeps;
  readonly #debounceMs: number;
  readonly #receiptTimeoutMs: number;
  readonly #slippageBps: bigint;
  readonly #chainIds: readonly number[];
  #run = 0;
  #tokensRun = 0;
  #cancelQuote: Cancel | undefined;

  constructor(deps: SwapStoreDeps, options: SwapStoreOptions = {}) {
    this.#deps = deps;
    this.#debounceMs = options.quoteDebounceMs ?? SWAP_QUOTE_DEBOUNCE_MS;
    this.#receiptTimeoutMs = options.receiptTimeoutMs ?? SWAP_RECEIPT_TIMEOUT_MS;
    this.#slippageBps = options.slippageBps ?? SWAP_SLIPPAGE_BPS;
    this.#chainIds = options.chainIds ?? [...SWAP_NETWORK_IDS, ...DEVNET_SWAP_NETWORK_IDS];
    makeAutoObservable(
      this,
      {
        tokens: observableRef,
        tokensError: observableRef,
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

  get network(): Network {
    return this.#deps.account.activeNetwork;
  }

  /** Swaps are offered on the active network (SPEC §9 networks, plus the devnet chains by default). */
  get isSupportedNetwork(): boolean {
    return isSwapNetwork(this.network, this.#chainIds);
  }

  /** The form can be changed (not while an approve or swap is under way). */
  get editable(): boolean {
    return this.status !== 'approving' && this.status !== 'swapping';
  }

  /** The account's balance of `token` in smallest units, when known (the one the form checks amounts against). */
  balanceOf(token: SwapToken): bigint | undefined {
    return this.#deps.balanceOf?.(token);
  }

  /** The slippage tolerance in percent ('1'). */
  get slippage(): string {
    return slippagePercent(this.#slippageBps);
  }

  /**
   * A fresh form for the Swap view (a swap under way is kept), optionally with tokens picked by address
   * (CAIP-10, case ignored) once the list is loaded; loads the token list and reports OPEN_SWAP.
   */
  open(
    options: { readonly fromAddress?: string | undefined; readonly toAddress?: string | undefined } = {},
  ): ResultAsync<readonly SwapToken[], SwapError> {
    if (!this.editable) return okAsync(this.tokens);
    this.reset();
    this.#deps.track?.({
      event: 'OPEN_SWAP',
      properties: { network: this.network.caipNetworkId, isSmartAccount: false },
    });
    return this.loadTokens().map((tokens) => {
      const find = (address: string | undefined) =>
        address === undefined
          ? undefined
          : tokens.find((t) => t.address.toLowerCase() === address.toLowerCase());
      runInAction(() => {
        this.sourceToken = find(options.fromAddress) ?? this.sourceToken;
        this.toToken = find(options.toAddress) ?? this.toToken;
      });
      return tokens;
    });
  }

  /** Loads the active network's token list (GET /v1/convert/tokens); unsupported networks fail at once. */
  loadTokens(): ResultAsync<readonly SwapToken[], SwapError> {
    const run = ++this.#tokensRun;
    const network = this.network;
    if (!this.isSupportedNetwork) return this.#tokensFailed(run, unsupported(network));
    this.tokensStatus = 'loading';
    this.tokensError = undefined;
    return ResultAsync.fromPromise(
      Promise.resolve().then(() => this.#deps.swapApi.getTokens({ chainId: network.caipNetworkId })),
      mapSwapFailure,
    )
      .andThen(({ tokens }) =>
        Array.isArray(tokens)
          ? okAsync(orderSwapTokens(tokens))
          : errAsync(latchError('QUERY_DATA_UNDEFINED', { details: 'tokens' })),
      )
      .map((tokens) => {
        if (run === this.#tokensRun) {
          runInAction(() => {
            this.tokens = tokens;
            this.tokensStatus = 'ready';
          });
        }
        return tokens;
      })
      .orElse((error) => this.#tokensFailed(run, error));
  }

  setSourceToken(token: SwapToken | undefined): void {
    if (!this.editable) return;
    if (token !== undefined && sameToken(token, this.toToken)) this.toToken = this.sourceToken;
    this.sourceToken = token;
    this.#scheduleQuote();
  }

  setToToken(token: SwapToken | undefined): void {
    if (!this.editable) return;
    if (token !== undefined && sameToken(token, this.sourceToken)) this.sourceToken = this.toToken;
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

  setSourceAmount(amount: string): void {
    if (!this.editable) return;
    this.sourceAmount = amount;
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
    const run = ++this.#run;
    this.status = preview.needsApproval ? 'approving' : 'swapping';
    this.error = undefined;
    this.transactions = {};
    const properties = {
      network: preview.network.caipNetworkId,
      swapFromToken: preview.from.symbol,
      swapToToken: preview.to.symbol,
      swapFromAmount: preview.fromAmount,
      swapToAmount: preview.toAmount,
      isSmartAccount: false,
    };
    this.#deps.track?.({ event: 'SWAP_INITIATED', properties });
    return this.#trader()
      .asyncAndThen((trader) =>
        (preview.needsApproval ? this.#approve(run, trader, preview) : okAsync(preview.transaction)).andThen(
          (request) => {
            if (run !== this.#run) return errAsync(aborted());
            runInAction(() => {
              this.status = 'swapping';
            });
            return this.#send(run, trader, request, 'swap');
          },
        ),
      )
      .map(() => {
        if (run === this.#run) {
          runInAction(() => {
            this.status = 'success';
          });
          this.#deps.track?.({ event: 'SWAP_SUCCESS', properties });
        }
        this.#deps.onSwapped();
        return this.transactions;
      })
      .mapErr((error) => {
        if (run !== this.#run) return error;
        this.#deps.logger.warn('swap failed', { error });
        runInAction(() => {
          this.status = 'failed';
          this.error = error;
        });
        this.#deps.track?.({ event: 'SWAP_ERROR', properties: { ...properties, message: error.message } });
        return error;
      });
  }

  /**
   * Stops waiting for an approve or swap (a wallet that does not answer): back to the form, with a fresh quote
   * (the allowance may have changed). Late answers are ignored; a swap the wallet still sent refreshes balances.
   */
  cancel(): void {
    if (this.editable) return;
    this.#run++;
    this.status = 'editing';
    this.#scheduleQuote();
  }

  /** Clears the form and the token list (a swap under way is dropped from view). */
  reset(): void {
    this.#run++;
    this.#tokensRun++;
    this.#cancelPendingQuote();
    this.status = 'editing';
    this.tokensStatus = 'idle';
    this.tokens = [];
    this.tokensError = undefined;
    this.sourceToken = undefined;
    this.toToken = undefined;
    this.sourceAmount = '';
    this.preview = undefined;
    this.error = undefined;
    this.transactions = {};
  }

  dispose(): void {
    this.#cancelPendingQuote();
    this.#run++;
    this.#tokensRun++;
  }

  #approve(run: number, trader: Trader, preview: SwapPreview): ResultAsync<EvmTransactionRequest, SwapError> {
    const { swapApi } = this.#deps;
    const { from, to, fromUnits } = preview;
    const call = <T>(fn: () => Promise<T>) =>
      ResultAsync.fromPromise(Promise.resolve().then(fn), mapSwapFailure);
    return evmAddressOf(from.address, 'from token')
      .asyncAndThen((contract) =>
        call(() =>
          swapApi.buildApprove({ from: from.address, to: to.address, amount: fromUnits.toString() }),
        ).map(({ tx }) => ({ contract, tx })),
      )
      .andThen(({ contract, tx }) => {
        if (typeof tx?.data !== 'string' || !/^0x[0-9a-fA-F]*$/.test(tx.data)) {
          return errAsync(latchError('QUERY_DATA_UNDEFINED', { details: 'approve tx.data' }));
        }
        // CONTRACTS §1: the approve calldata is sent to the contract of the token being spent.
        const request: EvmTransactionRequest = { from: trader.user, to: contract, data: tx.data };
        return this.#send(run, trader, request, 'approve');
      })
      .andThen(() => {
        if (run !== this.#run) return errAsync(aborted());
        const userAddress = `${trader.network.caipNetworkId}:${trader.user}` as const;
        return call(() =>
          swapApi.buildTransaction({
            amount: fromUnits.toString(),
            from: from.address,
            to: to.address,
            userAddress,
            eip155: { slippage: preview.slippage },
          }),
        ).andThen(({ tx }) => toSwapRequest(tx, trader.user, from).map((built) => built.request));
      });
  }

  #send(
    run: number,
    trader: Trader,
    request: EvmTransactionRequest,
    kind: keyof SwapTransactions,
  ): ResultAsync<`0x${string}`, SwapError> {
    const { chainReaders: readers, scheduler } = this.#deps;
    return sendAndConfirm({
      signer: trader.signer,
      request,
      network: trader.network,
      readers,
      scheduler,
      timeoutMs: this.#receiptTimeoutMs,
      onSent: (hash) => {
        if (run !== this.#run) return;
        runInAction(() => {
          this.transactions = { ...this.transactions, [kind]: hash };
        });
      },
    });
  }

  /** Cancels any pending quote and, when the form is complete, asks a new one after the debounce. */
  #scheduleQuote(): void {
    this.#cancelPendingQuote();
    const run = ++this.#run;
    this.preview = undefined;
    this.error = undefined;
    this.status = 'editing';
    const from = this.sourceToken;
    const to = this.toToken;
    const text = this.sourceAmount.trim();
    if (from === undefined || to === undefined || text === '') return;
    const units = parseSwapAmount(text, from.decimals);
    if (units.isErr()) {
      this.error = units.error;
      return;
    }
    if (units.value === 0n) return;
    const balance = this.#deps.balanceOf?.(from);
    if (balance !== undefined && units.value > balance) {
      this.error = latchError('INSUFFICIENT_FUNDS', { details: `amount ${units.value} exceeds ${balance}` });
      return;
    }
    this.status = 'quoting';
    this.#cancelQuote = this.#deps.scheduler.setTimeout(() => {
      this.#cancelQuote = undefined;
      this.#quote(run, from, to, units.value);
    }, this.#debounceMs);
  }

  #quote(run: number, from: SwapToken, to: SwapToken, fromUnits: bigint): void {
    const { swapApi, pricesApi } = this.#deps;
    void this.#trader()
      .asyncAndThen(({ user, network }) =>
        prepareSwap({
          swapApi,
          pricesApi,
          network,
          user,
          from,
          to,
          fromUnits,
          slippageBps: this.#slippageBps,
        }),
      )
      .match(
        (preview) => this.#applyQuote(run, { preview }),
        (error) => this.#applyQuote(run, { error }),
      );
  }

  #applyQuote(run: number, outcome: { readonly preview: SwapPreview } | { readonly error: SwapError }): void {
    if (run !== this.#run) return;
    runInAction(() => {
      if ('preview' in outcome) {
        this.status = 'ready';
        this.preview = outcome.preview;
      } else {
        this.status = 'editing';
        this.error = outcome.error;
      }
    });
  }

  /** The connected eip155 account and its signer on a swap network. */
  #trader(): Result<Trader, SwapError> {
    const network = this.network;
    if (!this.isSupportedNetwork) return err(unsupported(network));
    const address = validateEvmAddress(this.#deps.account.address ?? '', { requirePrefix: true });
    const signer = this.#deps.signer();
    if (address.isErr() || signer === undefined || signer.namespace !== 'eip155') {
      return err(latchError('ACCOUNT_NOT_FOUND', { details: 'no connected eip155 account' }));
    }
    return ok({ user: address.value, signer, network });
  }

  #tokensFailed(run: number, error: SwapError): ResultAsync<readonly SwapToken[], SwapError> {
    if (run === this.#tokensRun) {
      runInAction(() => {
        this.tokensStatus = 'failed';
        this.tokensError = error;
        this.tokens = [];
      });
    }
    return errAsync(error);
  }

  #cancelPendingQuote(): void {
    this.#cancelQuote?.();
    this.#cancelQuote = undefined;
  }
}

const sameToken = (a: SwapToken, b: SwapToken | undefined): boolean =>
  b !== undefined && a.address.toLowerCase() === b.address.toLowerCase();

const unsupported = (network: Network) =>
  latchError('SWAP_NETWORK_UNSUPPORTED', { details: `${network.caipNetworkId} has no swaps` });

const aborted = () => latchError('REQUEST_ABORTED', { details: 'the swap was cancelled' });

const busy = (message: string) => latchError('INTERNAL_SDK_ERROR', { params: { message } });

/** Creates the swap store; call `dispose` to stop it. */
export function createSwapStore(deps: SwapStoreDeps, options: SwapStoreOptions = {}): SwapStore {
  return new SwapStore(deps, options);
}
