import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { err, ok, okAsync, type Result, ResultAsync } from 'neverthrow';
import type {
  CaipNetworkId,
  GetHistoryRequest,
  HistoryApi,
  HistoryPage,
  Network,
  Transaction,
} from '../../../ports/index.js';
import { type LatchError, latchError } from '../../lib/errors/index.js';
import { filterTransactions } from './filterTransactions.js';
import { groupedSections, type TransactionSection } from './groupedSections.js';
import { EMPTY_GROUPING, mergeTransactionPage, type TransactionsByYear } from './mergeTransactionPage.js';

export type TransactionsFetchError = LatchError<'TRANSACTIONS_FETCH_FAILED'>;

/**
 * What a fetchNext call did: 'fetched' a page; found the history 'complete' (no further cursor);
 * 'unsupported' (activity is eip155 only, or no account: empty result, no call); 'superseded' (the
 * account or network changed, or reset() ran, while the page was loading: its answer was dropped).
 */
export type FetchNextOutcome = 'fetched' | 'complete' | 'unsupported' | 'superseded';

export interface TransactionsStoreDeps {
  readonly history: HistoryApi;
}

/** SPEC §1: activity (history) exists for eip155 only. */
export const HISTORY_NAMESPACES: readonly string[] = ['eip155'];

const statusOf = (cause: unknown): Readonly<Record<string, unknown>> =>
  typeof cause === 'object' &&
  cause !== null &&
  'kind' in cause &&
  cause.kind === 'HttpFailure' &&
  'status' in cause
    ? { status: cause.status }
    : {};

/**
 * SPEC §3 "Transaction list state" for the History view, paged through the HistoryApi port.
 * The store only decides state; on failure the caller shows the toast and sends the error event.
 */
export class TransactionsStore {
  /** Displayed transactions (no spam, active chain only), arrival order, unique ids. */
  transactions: readonly Transaction[] = [];
  transactionsByYear: TransactionsByYear = {};
  loading = false;
  /** True once a fetch for the current view found nothing to show (or failed). */
  empty = false;
  /** Cursor of the next page; undefined before the first page and after the last one. */
  next: string | undefined = undefined;
  lastNetworkInView: CaipNetworkId | undefined = undefined;

  readonly #history: HistoryApi;
  #account: string | undefined = undefined;
  /** Whether a page (or failure) arrived for the current view (observable, so hasMore reacts). */
  private started = false;
  #generation = 0;
  #inFlight: ResultAsync<FetchNextOutcome, TransactionsFetchError> | undefined = undefined;

  constructor(deps: TransactionsStoreDeps) {
    this.#history = deps.history;
    makeAutoObservable(
      this,
      { transactions: observableRef, transactionsByYear: observableRef },
      { autoBind: true },
    );
  }

  /** Month sections, newest first. */
  get sections(): TransactionSection[] {
    return groupedSections(this.transactionsByYear);
  }

  /** Whether another fetchNext may bring more: until the first answer, then while a cursor remains. */
  get hasMore(): boolean {
    return !this.started || this.next !== undefined;
  }

  /**
   * Loads the next page for this account and network. A different account or network first clears
   * the state. While a page is loading, further calls share it instead of fetching the same cursor.
   * `signal` goes with the request: aborting it (the view closed) cancels the request where the adapter can.
   */
  fetchNext(
    account: string,
    network: Network,
    options: { readonly signal?: AbortSignal } = {},
  ): ResultAsync<FetchNextOutcome, TransactionsFetchError> {
    if (account !== this.#account || network.caipNetworkId !== this.lastNetworkInView) {
      this.#clear();
      this.#account = account;
      this.lastNetworkInView = network.caipNetworkId;
    }
    if (account === '' || !HISTORY_NAMESPACES.includes(network.chainNamespace)) {
      this.started = true;
      this.empty = true;
      return okAsync('unsupported');
    }
    if (this.#inFlight) return this.#inFlight;
    if (!this.hasMore) return okAsync('complete');

    const generation = this.#generation;
    const cursor = this.next;
    const request: GetHistoryRequest = {
      account,
      chainId: network.caipNetworkId,
      ...(cursor === undefined ? {} : { cursor }),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    };
    this.loading = true;
    const chain = network.caipNetworkId;
    const call = this.#request(request).then(
      (page) => this.#settle(generation, chain, cursor, ok(page)),
      (cause: unknown) =>
        this.#settle(
          generation,
          chain,
          cursor,
          err(
            latchError('TRANSACTIONS_FETCH_FAILED', { cause, data: { ...statusOf(cause), chainId: chain } }),
          ),
        ),
    );
    const shared = new ResultAsync(call);
    this.#inFlight = shared;
    return shared;
  }

  /** Shows another network: a different one clears the list (SPEC §3 lastNetworkInView). */
  setLastNetworkInView(caipNetworkId: CaipNetworkId | undefined): void {
    if (caipNetworkId === this.lastNetworkInView) return;
    this.#clear();
    this.lastNetworkInView = caipNetworkId;
  }

  /** Clears the list so the next fetchNext starts from the first page; a loading page is dropped. */
  reset(): void {
    this.#clear();
  }

  #request(request: GetHistoryRequest): Promise<HistoryPage> {
    try {
      return this.#history.getHistory(request);
    } catch (cause) {
      return Promise.reject(cause);
    }
  }

  #settle(
    generation: number,
    chain: CaipNetworkId,
    cursor: string | undefined,
    result: Result<HistoryPage, TransactionsFetchError>,
  ): Result<FetchNextOutcome, TransactionsFetchError> {
    if (generation !== this.#generation) return ok('superseded');
    return runInAction(() => {
      this.#inFlight = undefined;
      this.loading = false;
      this.started = true;
      if (result.isErr()) {
        this.transactions = EMPTY_GROUPING.transactions;
        this.transactionsByYear = EMPTY_GROUPING.transactionsByYear;
        this.next = undefined;
        this.empty = true;
        return err(result.error);
      }
      const merged = mergeTransactionPage(
        { transactions: this.transactions, transactionsByYear: this.transactionsByYear },
        filterTransactions(result.value.data, chain),
      );
      this.transactions = merged.transactions;
      this.transactionsByYear = merged.transactionsByYear;
      const next = result.value.next;
      // A server repeating the cursor it was given would make paging loop forever: treat it as the end.
      this.next = next === null || next === '' || next === cursor ? undefined : next;
      this.empty = merged.transactions.length === 0;
      return ok<FetchNextOutcome>('fetched');
    });
  }

  #clear(): void {
    this.#generation += 1;
    this.#inFlight = undefined;
    this.#account = undefined;
    this.started = false;
    this.transactions = EMPTY_GROUPING.transactions;
    this.transactionsByYear = EMPTY_GROUPING.transactionsByYear;
    this.loading = false;
    this.empty = false;
    this.next = undefined;
  }
}

/** Creates the store for one modal (state by factory: two modals never share a list). */
export const createTransactionsStore = (deps: TransactionsStoreDeps): TransactionsStore =>
  new TransactionsStore(deps);
