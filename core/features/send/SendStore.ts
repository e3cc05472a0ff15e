import { makeAutoObservable, observableRef, reaction } from 'mobx';
import { errAsync, okAsync, type Result, type ResultAsync } from 'neverthrow';
import type { Cancel, Network, TokenBalance } from '../../../ports/index.js';
import { isNativeToken, tokenKey } from '../../kernel/tokens/index.js';
import { busy, LatestRun, RECEIPT_TIMEOUT_MS, type RunOutcome } from '../../lib/flowSteps/index.js';
import { type Amount, type AmountError, cleanAmountInput } from '../../lib/format/index.js';
import { checkSendForm, typedAmountError } from './checkSendForm.js';
import { SEND_NAME_DEBOUNCE_MS } from './constants.js';
import { maxSendAmount } from './maxSendAmount.js';
import { previewSend } from './previewSend.js';
import { ReceiverLookups } from './ReceiverLookups.js';
import { sendSenderOf } from './requireSendSender.js';
import type { ReceiverError } from './resolveReceiver.js';
import { parseSendAmount } from './sendAmount.js';
import { openSendEvent } from './sendEvents.js';
import { formFieldError, receiverFieldError } from './sendFieldErrors.js';
import { CLEARED, type SendFlowState } from './sendFlowState.js';
import { sendableTokens, sendTokenByKey, sendTokenKey } from './sendTokens.js';
import { startSend } from './startSend.js';
import type {
  ReceiverLookup,
  SendError,
  SendOpenOptions,
  SendPreview,
  SendStatus,
  SendStoreDeps,
  SendStoreOptions,
  SentTransaction,
} from './types.js';

/**
 * The Send flow (SPEC §2 Send, §5 send rules) for the active account and network, on eip155 and solana (SPEC §1;
 * Solana's specifics — receiver, transfer built by the solana ChainReader, rent rules, sign-and-send — in `solana/`).
 *
 * The form holds a token (picked from `getTokens()` on the active network, remembered by `tokenKey` so a
 * refreshed balance row replaces the old one), an amount (exact: parsed with the token's decimals) and a
 * receiver (an address, or a name looked up live after SEND_NAME_DEBOUNCE_MS and resolved for the chain's coin
 * type). `fillMax` puts the whole balance (native: minus a fee reserve). `prepare` checks everything
 * (checkSendForm, then previewSend: receiver, fee estimate, funds) and shows the preview; `send` asks the
 * wallet, then waits for the receipt (RECEIPT_TIMEOUT_MS at most). Every path ends in a status with its
 * catalogue error: nothing spins forever (a wallet that never answers can be left with `cancelSigning`).
 * Results of a run that an edit, cancel or reset superseded are dropped. Only `#to` below changes the flow's state.
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
  /** "Max" is estimating the native fee. */
  maxLoading = false;

  readonly #deps: SendStoreDeps;
  readonly #options: SendStoreOptions;
  readonly #lookups: ReceiverLookups;
  readonly #runs = new LatestRun();
  #stop: Cancel | undefined;

  constructor(deps: SendStoreDeps, options: SendStoreOptions = {}) {
    this.#deps = deps;
    this.#options = options;
    const debounceMs = options.nameDebounceMs ?? SEND_NAME_DEBOUNCE_MS;
    this.#lookups = new ReceiverLookups({ ...deps, debounceMs });
    makeAutoObservable(
      this,
      { error: observableRef, preview: observableRef, transaction: observableRef, start: false },
      { autoBind: true },
    );
  }

  /** The active network: sends go there. */
  get network(): Network {
    return this.#deps.account.activeNetwork;
  }

  /** The tokens that can be sent: the account's balance rows on the active network with a readable quantity. */
  get tokens(): readonly TokenBalance[] {
    return sendableTokens(this.#deps.getTokens(), this.network);
  }

  /** The picked token, as its current balance row. */
  get token(): TokenBalance | undefined {
    return sendTokenByKey(this.tokens, this.selectedTokenKey);
  }

  /** The amount as typed, read once by the amount rule with the token's decimals (see parseSendAmount). */
  get typedAmount(): Result<Amount, AmountError> | undefined {
    return parseSendAmount({ ...this.#options, token: this.token, amount: this.amount });
  }

  /** What is wrong with the amount as typed (too many decimals, over the balance), before any Preview. */
  get amountError(): SendError | undefined {
    return typedAmountError({ token: this.token, parsed: this.typedAmount });
  }

  /**
   * What is wrong with the receiver, said once at its field: the failed lookup of a typed name
   * ('No address found for bob.latch.id'), else the receiver error of the last Preview ('Address is invalid').
   */
  get receiverError(): ReceiverError | undefined {
    return receiverFieldError(this.receiverLookup, this.error);
  }

  /** What the form says under its fields: the last Preview's error (not the receiver's), else the typed amount's. */
  get formError(): SendError | undefined {
    return formFieldError(this.error, this.amountError);
  }

  /** The live lookup of a receiver typed as a name. */
  get receiverLookup(): ReceiverLookup {
    return this.#lookups.state;
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
    if (wanted !== undefined) this.selectedTokenKey = sendTokenKey(this.tokens, wanted, this.network);
    this.#deps.track?.(openSendEvent(this.network));
  }

  selectToken(token: TokenBalance | undefined): void {
    if (!this.#beginEdit()) return;
    this.selectedTokenKey = token === undefined ? undefined : tokenKey(token);
  }

  /** Takes what the amount field may hold (see cleanAmountInput); anything else leaves the amount as it was. */
  setAmount(amount: string): void {
    const kept = cleanAmountInput(amount, { decimalMark: this.#options.decimalMark });
    if (kept === undefined || !this.#beginEdit()) return;
    this.amount = kept;
  }

  setReceiver(receiver: string): void {
    if (!this.#beginEdit()) return;
    this.receiver = receiver;
    this.#lookups.schedule(receiver, this.network);
  }

  /**
   * Puts the most that can be sent into the amount (see maxSendAmount: native keeps a fee reserve). Fails (and
   * shows) with SEND_TOKEN_REQUIRED, INSUFFICIENT_FUNDS or the estimate's error.
   */
  fillMax(): ResultAsync<string, SendError> {
    if (!this.#beginEdit()) return okAsync(this.amount);
    const run = this.#runs.current;
    const { token, receiver } = this;
    const sender = sendSenderOf(this.#deps);
    this.#to('editing', { maxLoading: token !== undefined && isNativeToken(token) && sender.isOk() });
    return maxSendAmount({ ...this.#deps, token, receiver, sender })
      .map((amount) => {
        this.#runs.apply(run, () => {
          this.amount = amount;
          this.#to('editing', { maxLoading: false });
        });
        return amount;
      })
      .orElse((error) => this.#editFailed<string>(run, error));
  }

  /**
   * Checks the form and prepares the send (status `estimating`, then `ready` with the preview, or back to
   * `editing` with the error): SPEC §5 rules ('A token is required', 'An amount and receiver address are
   * required', the amount rule of core/lib/format), a connected eip155 or solana account on a supported network, the balance
   * (INSUFFICIENT_FUNDS), the receiver ('Address is invalid', 'Error resolving name'), the fee estimate (node
   * errors) and, for the native token, amount + fee within the balance.
   */
  prepare(): ResultAsync<SendPreview, SendError> {
    if (this.status === 'ready' && this.preview !== undefined) return okAsync(this.preview);
    if (!this.#beginEdit()) return errAsync(busy('a send is under way'));
    const run = this.#runs.current;
    this.#to('estimating');
    const { token, amount, receiver, typedAmount: parsed } = this;
    const sender = sendSenderOf(this.#deps);
    const form = checkSendForm({ ...this.#options, token, amount, receiver, parsed, sender });
    if (form.isErr()) return this.#editFailed(run, form.error);
    return previewSend({ ...this.#deps, form: form.value, tokens: this.tokens, names: this.#lookups.names })
      .map((preview) => {
        this.#runs.apply(run, () => this.#to('ready', { preview }));
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
   * RPC_TIMEOUT. Reports SEND_INITIATED, then SEND_SUCCESS or SEND_ERROR. A transaction the wallet still sent
   * after `cancelSigning` refreshes the balances once confirmed and ends the call with REQUEST_ABORTED.
   */
  send(): ResultAsync<SentTransaction, SendError> {
    const preview = this.preview;
    if (this.status !== 'ready' || preview === undefined) return errAsync(busy('send needs a ready preview'));
    const run = this.#runs.next();
    this.#to('signing', { error: undefined, transaction: undefined });
    const timeoutMs = this.#options.receiptTimeoutMs ?? RECEIPT_TIMEOUT_MS;
    // The run's transitions (startSend calls them in one MobX action, only while the run is the latest).
    const onPending = (transaction: SentTransaction) => this.#to('pending', { transaction });
    const onEnd = ({ status, ...change }: RunOutcome<SendError>) => this.#to(status, change);
    return startSend({ deps: this.#deps, preview, timeoutMs, runs: this.#runs, run, onPending, onEnd });
  }

  /**
   * Stops waiting for a wallet that does not answer: back to the preview. A late answer is ignored, except that
   * a transaction the wallet still sent refreshes the balances once confirmed.
   */
  cancelSigning(): void {
    if (this.status !== 'signing') return;
    this.#runs.next();
    this.#to('ready');
  }

  /** Clears the form (a send under way is dropped from view). */
  reset(): void {
    this.#runs.next();
    this.#lookups.clear();
    this.#to('editing', CLEARED);
    this.amount = '';
    this.receiver = '';
    this.selectedTokenKey = undefined;
  }

  /** The view closed: a preview or name lookup asked for it is given up (a send under way goes on). */
  leave(): void {
    if (this.editable) this.reset();
  }

  /** Drops a preview (or a preview under way) when the account or network changes. Idempotent. */
  start(): void {
    if (this.#stop !== undefined) return;
    this.#stop = reaction(
      () => `${this.#deps.account.address}|${this.network.caipNetworkId}`,
      () => {
        if (this.status === 'ready' || this.status === 'estimating') this.#beginEdit();
        if (this.receiverLookup.status !== 'none') this.#lookups.schedule(this.receiver, this.network);
      },
    );
  }

  dispose(): void {
    this.#stop?.();
    this.#stop = undefined;
    this.#lookups.dispose();
    this.#runs.next();
  }

  /** Leaves a ready, estimating, failed or finished state for the form; false while a send is under way. */
  #beginEdit(): boolean {
    if (!this.editable) return false;
    this.#runs.next();
    this.#to('editing', CLEARED);
    return true;
  }

  #editFailed<T>(run: number, error: SendError): ResultAsync<T, SendError> {
    this.#runs.apply(run, () => this.#to('editing', { error, maxLoading: false }));
    return errAsync(error);
  }

  /**
   * The flow's one transition: its status and what changes with it (a field not named is kept). Every change
   * of `status`, `error`, `preview`, `transaction` and `maxLoading` goes through here, in this file.
   */
  #to(status: SendStatus, change: Partial<SendFlowState> = {}): void {
    this.status = status;
    Object.assign(this, change);
  }
}

/** Creates the send store and starts it (see SendStore.start); call `dispose` to stop it. */
export function createSendStore(deps: SendStoreDeps, options: SendStoreOptions = {}): SendStore {
  const store = new SendStore(deps, options);
  store.start();
  return store;
}
