import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { err, errAsync, ok, okAsync, type Result, ResultAsync } from 'neverthrow';
import { type Address, formatUnits } from 'viem';
import type { Cancel, EvmSigner, Network, TokenBalance } from '../../ports/index.js';
import { latchError } from '../errors/index.js';
import { mapProviderFailure } from '../rpc/index.js';
import { type ValidSendInput, validateEvmAddress, validateSendInput } from '../validation/index.js';
import { buildSendRequest } from './buildSendRequest.js';
import { computeMaxAmount } from './computeMaxAmount.js';
import { SEND_NAME_DEBOUNCE_MS, SEND_RECEIPT_TIMEOUT_MS } from './constants.js';
import { createNameCache, type NameCache } from './createNameCache.js';
import { estimateSendFee } from './estimateSendFee.js';
import { formatFeeAmount } from './formatFeeAmount.js';
import { isNameInput } from './isNameInput.js';
import { isNativeToken } from './isNativeToken.js';
import { resolveReceiver } from './resolveReceiver.js';
import { tokenBalanceUnits } from './tokenBalanceUnits.js';
import { tokenKey } from './tokenKey.js';
import { transactionExplorerUrl } from './transactionExplorerUrl.js';
import type {
  ReceiverLookup,
  SendError,
  SendFee,
  SendOpenOptions,
  SendPreview,
  SendStatus,
  SendStoreDeps,
  SendStoreOptions,
  SentTransaction,
} from './types.js';
import { waitForSendReceipt } from './waitForSendReceipt.js';

const NO_LOOKUP: ReceiverLookup = { status: 'none' };

/** What the synchronous checks of a preview give. */
interface CheckedForm {
  readonly input: ValidSendInput<TokenBalance>;
  readonly sender: Sender;
  /** The token's balance in smallest units. */
  readonly balance: bigint;
}

/** The sender and signer of a send on the active eip155 network. */
interface Sender {
  readonly from: Address;
  readonly signer: EvmSigner;
  readonly network: Network;
}

/**
 * The Send flow (SPEC §2 Send, §5 send rules) for the active account and network, EVM only for now.
 *
 * The form holds a token (picked from `getTokens()` on the active network, remembered by `tokenKey` so a
 * refreshed balance row replaces the old one), an amount (exact: parsed with the token's decimals) and a
 * receiver (an address, or a name looked up live after SEND_NAME_DEBOUNCE_MS and resolved for the chain's coin
 * type). `fillMax` puts the whole balance (native: minus a fee reserve). `prepare` checks everything
 * (validateSendInput, balance, account, receiver, fee estimate) and shows the preview; `send` asks the wallet,
 * then waits for the receipt (SEND_RECEIPT_TIMEOUT_MS at most). Every path ends in a status with its catalogue
 * error: nothing spins forever (a wallet that never answers can be left with `cancelSigning`). Results of a run
 * that an edit, cancel or reset superseded are dropped.
 */
export class SendStore {
  status: SendStatus = 'editing';
  amount = '';
  receiver = '';
  /** The picked token's key (see tokenKey); the token itself is `token`. */
  selectedTokenKey: string | undefined = undefined;
  /** Why the last preview, Max or send failed (the catalogue text is its message). */
  error: SendError | undefined = undefined;
  /** From `ready` on: what is (or was) sent. */
  preview: SendPreview | undefined = undefined;
  /** From `pending` on: the transaction. */
  transaction: SentTransaction | undefined = undefined;
  /** The live lookup of a receiver typed as a name. */
  receiverLookup: ReceiverLookup = NO_LOOKUP;
  /** "Max" is estimating the native fee. */
  maxLoading = false;

  readonly #deps: SendStoreDeps;
  readonly #nameDebounceMs: number;
  readonly #receiptTimeoutMs: number;
  readonly #names: NameCache;
  #run = 0;
  #lookupRun = 0;
  #cancelLookup: Cancel | undefined;
  #stop: Cancel | undefined;

  constructor(deps: SendStoreDeps, options: SendStoreOptions = {}) {
    this.#deps = deps;
    this.#nameDebounceMs = options.nameDebounceMs ?? SEND_NAME_DEBOUNCE_MS;
    this.#receiptTimeoutMs = options.receiptTimeoutMs ?? SEND_RECEIPT_TIMEOUT_MS;
    this.#names = createNameCache(deps.clock);
    makeAutoObservable(
      this,
      {
        error: observableRef,
        preview: observableRef,
        transaction: observableRef,
        receiverLookup: observableRef,
        start: false,
      },
      { autoBind: true },
    );
  }

  /** The active network: sends go there. */
  get network(): Network {
    return this.#deps.account.activeNetwork;
  }

  /** The tokens that can be sent: the account's balance rows on the active network with a readable quantity. */
  get tokens(): readonly TokenBalance[] {
    const { caipNetworkId } = this.network;
    return this.#deps
      .getTokens()
      .filter((token) => token.chainId === caipNetworkId && tokenBalanceUnits(token).isOk());
  }

  /** The picked token, as its current balance row. */
  get token(): TokenBalance | undefined {
    const key = this.selectedTokenKey;
    return key === undefined ? undefined : this.tokens.find((token) => tokenKey(token) === key);
  }

  /** The form can be changed (not while the wallet is asked or the transaction is pending). */
  get editable(): boolean {
    return this.status !== 'signing' && this.status !== 'pending';
  }

  /**
   * Starts a fresh form when the Send view opens (a send under way is kept), optionally with a token picked by
   * address; reports OPEN_SEND.
   */
  open(options: SendOpenOptions = {}): void {
    if (!this.editable) return;
    this.reset();
    const wanted = options.tokenAddress;
    if (wanted !== undefined) {
      const key = tokenKey({ address: wanted, chainId: this.network.caipNetworkId });
      this.selectedTokenKey = this.tokens.some((token) => tokenKey(token) === key) ? key : undefined;
    }
    this.#track({
      event: 'OPEN_SEND',
      properties: { network: this.network.caipNetworkId, isSmartAccount: false },
    });
  }

  selectToken(token: TokenBalance | undefined): void {
    if (!this.#beginEdit()) return;
    this.selectedTokenKey = token === undefined ? undefined : tokenKey(token);
  }

  setAmount(amount: string): void {
    if (!this.#beginEdit()) return;
    this.amount = amount;
  }

  setReceiver(receiver: string): void {
    if (!this.#beginEdit()) return;
    this.receiver = receiver;
    this.#scheduleLookup();
  }

  /**
   * Puts the most that can be sent into the amount: the token's whole balance; for the native token the
   * balance minus MAX_NATIVE_FEE_RESERVE × the estimated fee of the transfer. Fails (and shows) with
   * SEND_TOKEN_REQUIRED, INSUFFICIENT_FUNDS or the estimate's error.
   */
  fillMax(): ResultAsync<string, SendError> {
    if (!this.#beginEdit()) return okAsync(this.amount);
    const run = this.#run;
    const token = this.token;
    const balance = token === undefined ? err(latchError('SEND_TOKEN_REQUIRED')) : tokenBalanceUnits(token);
    if (balance.isErr()) return this.#editFailed(run, balance.error);
    const feeUnits: ResultAsync<bigint | undefined, SendError> =
      token !== undefined && isNativeToken(token)
        ? this.#sender().asyncAndThen(({ from, network }) => {
            this.maxLoading = true;
            const to = validateEvmAddress(this.receiver.trim()).unwrapOr(from);
            const request = { from, to, value: 0n };
            return estimateSendFee({ readers: this.#deps.chainReaders, request, network }).map(
              (estimate) => estimate.units,
            );
          })
        : okAsync(undefined);
    return feeUnits
      .andThen((nativeFee) =>
        computeMaxAmount(
          nativeFee === undefined ? { balance: balance.value } : { balance: balance.value, nativeFee },
        ),
      )
      .map((amount) => {
        if (run === this.#run) {
          runInAction(() => {
            this.amount = amount;
            this.maxLoading = false;
          });
        }
        return amount;
      })
      .orElse((error) => this.#editFailed<string>(run, error));
  }

  /**
   * Checks the form and prepares the send (status `estimating`, then `ready` with the preview, or back to
   * `editing` with the error): SPEC §5 rules ('A token is required', 'An amount and receiver address are
   * required'), a connected eip155 account on a supported network, the balance (INSUFFICIENT_FUNDS), the
   * receiver ('Address is invalid', 'Error resolving name'), the fee estimate (node errors) and, for the native
   * token, amount + fee within the balance.
   */
  prepare(): ResultAsync<SendPreview, SendError> {
    if (this.status === 'ready' && this.preview !== undefined) return okAsync(this.preview);
    if (!this.#beginEdit()) return errAsync(busy('a send is under way'));
    const run = this.#run;
    this.status = 'estimating';
    const { chainReaders, namesApi } = this.#deps;
    const checked = this.#checkForm();
    if (checked.isErr()) return this.#editFailed(run, checked.error);
    const { sender, input, balance } = checked.value;
    const { from, network } = sender;
    const nativeBalance = this.#nativeBalanceUnits();
    const { token, amount, amountUnits } = input;
    const native = isNativeToken(token);
    return resolveReceiver({ input: input.receiver, network, namesApi, cache: this.#names })
      .andThen((receiver) =>
        buildSendRequest({ from, to: receiver.address, token, amountUnits }).map((request) => ({
          receiver,
          request,
        })),
      )
      .andThen(({ receiver, request }) =>
        estimateSendFee({ readers: chainReaders, request, network }).andThen((estimate) => {
          const feePayer = native ? balance : nativeBalance;
          const needed = estimate.units + (native ? amountUnits : 0n);
          if (feePayer !== undefined && needed > feePayer) {
            const details = `needs ${needed}, holds ${feePayer}`;
            return err<SendPreview, SendError>(latchError('INSUFFICIENT_FUNDS', { details }));
          }
          const fee = this.#fee(estimate, network);
          const gas = estimate.gas;
          return ok<SendPreview, SendError>({
            token,
            amount,
            amountUnits,
            from,
            receiver,
            network,
            request: { ...request, gas },
            fee,
          });
        }),
      )
      .map((preview) => {
        if (run === this.#run) {
          runInAction(() => {
            this.status = 'ready';
            this.preview = preview;
          });
        }
        return preview;
      })
      .orElse((error) => this.#editFailed<SendPreview>(run, error));
  }

  /** Back to the form from the preview or the end of a send; the inputs are kept. */
  edit(): void {
    this.#beginEdit();
  }

  /**
   * Sends the previewed transaction: the wallet is asked (`signing`), then the receipt is awaited (`pending`),
   * ending in `success` (balances are refreshed through `onSent`) or `failed` with the catalogue error of the
   * wallet or node (4001 'User rejected the request.', insufficient funds, nonce errors…), a reverted receipt or
   * RPC_TIMEOUT. Reports SEND_INITIATED, then SEND_SUCCESS or SEND_ERROR.
   */
  send(): ResultAsync<SentTransaction, SendError> {
    const preview = this.preview;
    if (this.status !== 'ready' || preview === undefined) return errAsync(busy('send needs a ready preview'));
    const run = ++this.#run;
    this.status = 'signing';
    this.error = undefined;
    this.transaction = undefined;
    const properties = {
      network: preview.network.caipNetworkId,
      token: preview.token.symbol,
      amount: preview.amount,
      isSmartAccount: false,
    };
    this.#track({ event: 'SEND_INITIATED', properties });
    const signer = this.#sender().map(({ signer }) => signer);
    const { network, request } = preview;
    return signer
      .asyncAndThen((evm) =>
        ResultAsync.fromPromise(
          Promise.resolve().then(() => evm.sendTransaction({ request, network })),
          mapProviderFailure,
        ),
      )
      .andThen((hash) => {
        const transaction: SentTransaction = { hash, explorerUrl: transactionExplorerUrl(network, hash) };
        if (run !== this.#run) return this.#confirmAbandoned(transaction, network);
        runInAction(() => {
          this.status = 'pending';
          this.transaction = transaction;
        });
        const { chainReaders: readers, scheduler } = this.#deps;
        const timeoutMs = this.#receiptTimeoutMs;
        return waitForSendReceipt({ readers, scheduler, hash, network, timeoutMs }).map(() => transaction);
      })
      .map((transaction) => {
        if (run !== this.#run) return transaction;
        runInAction(() => {
          this.status = 'success';
        });
        this.#track({ event: 'SEND_SUCCESS', properties });
        this.#deps.onSent();
        return transaction;
      })
      .mapErr((error) => {
        if (run !== this.#run) return error;
        this.#deps.logger.warn('send failed', { error });
        runInAction(() => {
          this.status = 'failed';
          this.error = error;
        });
        this.#track({ event: 'SEND_ERROR', properties: { ...properties, message: error.message } });
        return error;
      });
  }

  /**
   * Stops waiting for a wallet that does not answer: back to the preview. A late answer is ignored, except that
   * a transaction the wallet still sent refreshes the balances once confirmed.
   */
  cancelSigning(): void {
    if (this.status !== 'signing') return;
    this.#run++;
    this.status = 'ready';
  }

  /** Clears the form (a send under way is dropped from view). */
  reset(): void {
    this.#run++;
    this.#cancelPendingLookup();
    this.#lookupRun++;
    this.status = 'editing';
    this.amount = '';
    this.receiver = '';
    this.selectedTokenKey = undefined;
    this.error = undefined;
    this.preview = undefined;
    this.transaction = undefined;
    this.receiverLookup = NO_LOOKUP;
    this.maxLoading = false;
  }

  /** Drops a preview (or a preview under way) when the account or network changes. Idempotent. */
  start(): void {
    if (this.#stop !== undefined) return;
    this.#stop = reaction(
      () => `${this.#deps.account.address}|${this.network.caipNetworkId}`,
      () => {
        if (this.status === 'ready' || this.status === 'estimating') this.#beginEdit();
        if (this.receiverLookup.status !== 'none') this.#scheduleLookup();
      },
    );
  }

  dispose(): void {
    this.#stop?.();
    this.#stop = undefined;
    this.#cancelPendingLookup();
    this.#run++;
    this.#lookupRun++;
  }

  /** Leaves a ready, estimating, failed or finished state for the form; false while a send is under way. */
  #beginEdit(): boolean {
    if (!this.editable) return false;
    this.#run++;
    this.status = 'editing';
    this.error = undefined;
    this.preview = undefined;
    this.transaction = undefined;
    this.maxLoading = false;
    return true;
  }

  #editFailed<T>(run: number, error: SendError): ResultAsync<T, SendError> {
    if (run === this.#run) {
      runInAction(() => {
        this.status = 'editing';
        this.error = error;
        this.maxLoading = false;
      });
    }
    return errAsync(error);
  }

  /** The synchronous checks of a preview: the form, the account and the balance. */
  #checkForm(): Result<CheckedForm, SendError> {
    const input = validateSendInput({ token: this.token, amount: this.amount, receiver: this.receiver });
    if (input.isErr()) return err(input.error);
    const sender = this.#sender();
    if (sender.isErr()) return err(sender.error);
    const balance = tokenBalanceUnits(input.value.token);
    if (balance.isErr()) return err(balance.error);
    if (input.value.amountUnits > balance.value.units) {
      const details = `amount ${input.value.amountUnits} exceeds the balance ${balance.value.units}`;
      return err(latchError('INSUFFICIENT_FUNDS', { details }));
    }
    return ok({ input: input.value, sender: sender.value, balance: balance.value.units });
  }

  /** The connected eip155 account and its signer on the active network. */
  #sender(): Result<Sender, SendError> {
    const network = this.network;
    if (network.chainNamespace !== 'eip155') {
      return err(latchError('CHAIN_NOT_SUPPORTED', { details: `send on ${network.chainNamespace}` }));
    }
    if (this.#deps.account.isUnsupportedChain) {
      return err(
        latchError('UNSUPPORTED_CHAIN', { details: 'the wallet is on a network that is not configured' }),
      );
    }
    const address = validateEvmAddress(this.#deps.account.address ?? '', { requirePrefix: true });
    const signer = this.#deps.session('eip155')?.signer;
    if (address.isErr() || signer === undefined || signer.namespace !== 'eip155') {
      return err(latchError('ACCOUNT_NOT_FOUND', { details: 'no connected eip155 account' }));
    }
    return ok({ from: address.value, signer, network });
  }

  /** The native token's balance on the active network, when the token list has it. */
  #nativeBalanceUnits(): bigint | undefined {
    const native = this.tokens.find(isNativeToken);
    return native === undefined
      ? undefined
      : tokenBalanceUnits(native)
          .map(({ units }) => units)
          .unwrapOr(undefined);
  }

  #fee(estimate: { gas: bigint; pricePerGas: bigint; units: bigint }, network: Network): SendFee {
    const { symbol, decimals } = network.nativeCurrency;
    const decimal = formatUnits(estimate.units, decimals);
    return { ...estimate, decimal, formatted: formatFeeAmount(estimate.units, decimals), symbol };
  }

  /** A transaction the wallet sent after the user stopped waiting: refresh balances once it is confirmed. */
  #confirmAbandoned(transaction: SentTransaction, network: Network): ResultAsync<SentTransaction, SendError> {
    const { chainReaders: readers, scheduler, logger } = this.#deps;
    logger.warn('the wallet sent a transaction after the send was cancelled', { hash: transaction.hash });
    void waitForSendReceipt({
      readers,
      scheduler,
      hash: transaction.hash,
      network,
      timeoutMs: this.#receiptTimeoutMs,
    }).map(() => this.#deps.onSent());
    return errAsync(latchError('REQUEST_ABORTED', { details: `cancelled; sent ${transaction.hash}` }));
  }

  #scheduleLookup(): void {
    this.#cancelPendingLookup();
    const lookupRun = ++this.#lookupRun;
    const input = this.receiver.trim();
    if (!isNameInput(input)) {
      this.receiverLookup = NO_LOOKUP;
      return;
    }
    const name = input.toLowerCase();
    this.receiverLookup = { status: 'resolving', name };
    this.#cancelLookup = this.#deps.scheduler.setTimeout(() => {
      this.#cancelLookup = undefined;
      const { namesApi } = this.#deps;
      void resolveReceiver({ input, network: this.network, namesApi, cache: this.#names }).match(
        ({ address }) => this.#applyLookup(lookupRun, { status: 'resolved', name, address }),
        (error) => this.#applyLookup(lookupRun, { status: 'failed', name, error }),
      );
    }, this.#nameDebounceMs);
  }

  #applyLookup(lookupRun: number, lookup: ReceiverLookup): void {
    if (lookupRun !== this.#lookupRun) return;
    runInAction(() => {
      this.receiverLookup = lookup;
    });
  }

  #cancelPendingLookup(): void {
    this.#cancelLookup?.();
    this.#cancelLookup = undefined;
  }

  #track(event: Parameters<NonNullable<SendStoreDeps['track']>>[0]): void {
    this.#deps.track?.(event);
  }
}

const busy = (message: string) => latchError('INTERNAL_SDK_ERROR', { params: { message } });

/** Creates the send store and starts it (see SendStore.start); call `dispose` to stop it. */
export function createSendStore(deps: SendStoreDeps, options: SendStoreOptions = {}): SendStore {
  const store = new SendStore(deps, options);
  store.start();
  return store;
}
