import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { ok, okAsync, type Result, ResultAsync } from 'neverthrow';
import type { CaipNetworkId, Cancel, HistoryApi, Transaction } from '../../../ports/index.js';
import type { SupportedChainsCheck } from '../account/index.js';
import type { AnalyticsEventProperties, ErrorContext } from '../analytics/index.js';
import type { TransactionSection } from './groupedSections.js';
import type { HistoryTarget } from './resolveHistoryTarget.js';
import {
  createTransactionsStore,
  type FetchNextOutcome,
  HISTORY_NAMESPACES,
  type TransactionsFetchError,
  type TransactionsStore,
} from './TransactionsStore.js';

/** Where the error telemetry of a failed page goes (core/kernel/analytics AnalyticsService). */
export interface HistoryErrorReporter {
  trackError(error: unknown, context?: ErrorContext): void;
}

export interface HistoryStoreDeps {
  readonly history: HistoryApi;
  /** The account and network shown (undefined: nothing connected), read inside MobX tracking. */
  readonly target: () => HistoryTarget | undefined;
  /** SPEC §7: the data service is asked only for networks it lists (else the result is empty). */
  readonly isSupported: SupportedChainsCheck;
  readonly analytics: HistoryErrorReporter;
}

/**
 * What the history shows: 'idle' (nothing connected, or nothing asked yet), 'loading' (the first page),
 * 'ready' (transactions; more may be loading), 'empty' (no transaction to show), 'unsupported' (no
 * history for this network: not eip155, or not served by the data service), 'error' (a page failed).
 */
export type HistoryStatus = 'idle' | 'loading' | 'ready' | 'empty' | 'unsupported' | 'error';

/** SPEC §7 event of a failed history page (sent as error telemetry, rate-limited by the service). */
export const HISTORY_ERROR_EVENT = 'ERROR_FETCH_TRANSACTIONS';

const errorContext = (network: CaipNetworkId, cursor: string | undefined): ErrorContext => {
  const properties: AnalyticsEventProperties[typeof HISTORY_ERROR_EVENT] = { network, cursor: cursor ?? '' };
  return { event: HISTORY_ERROR_EVENT, properties };
};

/**
 * The history (activity) of the active account on the active network, for the History view and the
 * Account activity tab. Pages come through a TransactionsStore (spam and other chains filtered, merged
 * without duplicates, grouped by month); this store follows the account and network, asks the data
 * service only for networks it supports, keeps the error of a failed page ('Failed to fetch
 * transactions', SPEC §8: the list is emptied and the cursor cleared) and reports it as error telemetry.
 * A changed account or network clears the list and drops pages still loading for the old one.
 */
export class HistoryStore {
  /** The failure of the last page, until retry(), reset() or another account or network. */
  error: TransactionsFetchError | undefined = undefined;
  /** The active network has no history (SPEC §1 activity is eip155 only; SPEC §7 supported chains). */
  unsupported = false;
  /** Waiting for the supported-chains answer before the first request. */
  private checking = false;

  readonly #deps: HistoryStoreDeps;
  readonly #list: TransactionsStore;
  #generation = 0;
  #pending: ResultAsync<FetchNextOutcome, TransactionsFetchError> | undefined = undefined;
  #watchers = 0;
  #stop: Cancel | undefined = undefined;
  /** Aborts the page loading now (dropped by reset, or no view shows the history any more). */
  #abort: AbortController | undefined = undefined;

  constructor(deps: HistoryStoreDeps) {
    this.#deps = deps;
    this.#list = createTransactionsStore({ history: deps.history });
    makeAutoObservable<HistoryStore, 'checking'>(this, { checking: true, start: false }, { autoBind: true });
  }

  /** The account and network the list belongs to. */
  get target(): HistoryTarget | undefined {
    return this.#deps.target();
  }
  /** Displayed transactions (no spam, active chain only), arrival order, unique ids. */
  get transactions(): readonly Transaction[] {
    return this.#list.transactions;
  }
  /** Month sections, newest first, each newest first. */
  get sections(): readonly TransactionSection[] {
    return this.#list.sections;
  }
  /** A page is being asked for. */
  get loading(): boolean {
    return this.checking || this.#list.loading;
  }
  /** Another loadMore may bring more (false after the last page, on error and when unsupported). */
  get hasMore(): boolean {
    return this.target !== undefined && !this.unsupported && this.error === undefined && this.#list.hasMore;
  }
  get status(): HistoryStatus {
    if (this.target === undefined) return 'idle';
    if (this.error !== undefined) return 'error';
    if (this.unsupported) return 'unsupported';
    if (this.transactions.length > 0) return 'ready';
    if (this.loading) return 'loading';
    return this.#list.empty ? 'empty' : 'idle';
  }

  /**
   * Loads the next page for the current target (the first one after a reset). Calls made while a page
   * is loading share it, so a cursor is never asked twice; after the last page, an error or for an
   * unsupported network nothing is asked. A failure sets `error` and sends the error telemetry.
   */
  loadMore(): ResultAsync<FetchNextOutcome, TransactionsFetchError> {
    if (this.#pending !== undefined) return this.#pending;
    const target = this.target;
    if (target === undefined || this.unsupported) return okAsync('unsupported');
    if (!HISTORY_NAMESPACES.includes(target.network.chainNamespace)) {
      this.unsupported = true;
      return okAsync('unsupported');
    }
    if (!this.hasMore) return okAsync('complete');

    const generation = this.#generation;
    const cursor = this.#list.next;
    const { caipNetworkId } = target.network;
    this.checking = true;
    const abort = new AbortController();
    this.#abort = abort;
    const fetched: ResultAsync<FetchNextOutcome, TransactionsFetchError> = this.#deps
      .isSupported(caipNetworkId)
      .andThen((supported) => this.#fetch(generation, target, supported, abort.signal));
    const settled = Promise.resolve(fetched).then((result) =>
      this.#settle(generation, caipNetworkId, cursor, result),
    );
    const shared = new ResultAsync(settled);
    this.#pending = shared;
    return shared;
  }

  /** Starts over from the first page (after an error, or to see new transactions). */
  retry(): ResultAsync<FetchNextOutcome, TransactionsFetchError> {
    this.reset();
    return this.loadMore();
  }

  /** Clears the list, the error and the cursor; a page still loading is dropped (its request aborted). */
  reset(): void {
    this.#abort?.abort();
    this.#abort = undefined;
    this.#generation += 1;
    this.#pending = undefined;
    this.#list.reset();
    this.error = undefined;
    this.unsupported = false;
    this.checking = false;
  }

  /**
   * Marks the history as shown (a view is mounted): loads the first page if nothing was asked yet for
   * this target, or again after an error, and reloads when the account or network changes while
   * watched. Returns the function that stops watching: when the last view stops while a page loads, the
   * request is aborted and the list starts over at the next watch (no error, nothing half-loaded).
   */
  watch(): Cancel {
    this.#watchers += 1;
    if (this.error !== undefined) void this.retry();
    else if (this.status === 'idle') void this.loadMore();
    let watching = true;
    return () => {
      if (!watching) return;
      watching = false;
      this.#watchers -= 1;
      if (this.#watchers === 0 && this.#pending !== undefined) this.reset();
    };
  }

  /** Follows the target: another account or network clears the list. Idempotent; the factory calls it. */
  start(): void {
    if (this.#stop !== undefined) return;
    this.#stop = reaction(
      () => this.target?.key,
      () => {
        this.reset();
        if (this.#watchers > 0) void this.loadMore();
      },
    );
  }

  /** Stops following the target; the state stays as it is. */
  dispose(): void {
    this.#stop?.();
    this.#stop = undefined;
  }

  #fetch(
    generation: number,
    target: HistoryTarget,
    supported: boolean,
    signal: AbortSignal,
  ): ResultAsync<FetchNextOutcome, TransactionsFetchError> {
    if (generation !== this.#generation) return okAsync('superseded');
    // One action: `loading` stays true from the check into the request (no flash of another status).
    return runInAction(() => {
      this.checking = false;
      if (supported) return this.#list.fetchNext(target.address, target.network, { signal });
      this.unsupported = true;
      return okAsync<FetchNextOutcome, TransactionsFetchError>('unsupported');
    });
  }

  #settle(
    generation: number,
    network: CaipNetworkId,
    cursor: string | undefined,
    result: Result<FetchNextOutcome, TransactionsFetchError>,
  ): Result<FetchNextOutcome, TransactionsFetchError> {
    if (generation !== this.#generation) return ok('superseded');
    this.#pending = undefined;
    this.#abort = undefined;
    if (result.isOk()) return result;
    runInAction(() => {
      this.error = result.error;
    });
    this.#deps.analytics.trackError(result.error, errorContext(network, cursor));
    return result;
  }
}

/** Creates the history store for one modal and starts following the target (`dispose` stops it). */
export function createHistoryStore(deps: HistoryStoreDeps): HistoryStore {
  const store = new HistoryStore(deps);
  store.start();
  return store;
}
