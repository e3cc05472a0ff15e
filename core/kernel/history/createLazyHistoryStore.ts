import { makeAutoObservable, observableRef } from 'mobx';
import type { ResultAsync } from 'neverthrow';
import type { Cancel, Logger, Transaction } from '../../../ports/index.js';
import { latchError } from '../../lib/errors/index.js';
import { type LazyStore, laterResult, lazyStore } from '../../lib/lazy/index.js';
import type { TransactionSection } from './groupedSections.js';
import type { HistoryStatus, HistoryStore, HistoryStoreDeps } from './HistoryStore.js';
import type { HistoryTarget } from './resolveHistoryTarget.js';
import type { FetchNextOutcome, TransactionsFetchError } from './TransactionsStore.js';

/** What the core and the views use of the history store. */
export type History = Pick<
  HistoryStore,
  | 'target'
  | 'transactions'
  | 'sections'
  | 'loading'
  | 'hasMore'
  | 'status'
  | 'error'
  | 'unsupported'
  | 'loadMore'
  | 'retry'
  | 'reset'
  | 'watch'
  | 'dispose'
>;

type CreateHistoryStore = (deps: HistoryStoreDeps) => HistoryStore;

/** Fetches the store's code (its own chunk, store.ts). */
export const loadHistoryStore = (): Promise<CreateHistoryStore> =>
  import('./store.js').then((module) => module.createHistoryStore);

const NO_TRANSACTIONS: readonly Transaction[] = [];
const NO_SECTIONS: readonly TransactionSection[] = [];
const NOT_ASKED = Symbol('not asked');

/**
 * The history store (HistoryStore), whose code is fetched the first time the activity is shown (`watch`) or asked
 * for (`loadMore`, `retry`), not with the page. Until then nothing was asked: the state is the store's first one
 * ('idle', no transactions), and 'loading' once asked while the code arrives. `reset` before then has nothing to
 * clear. A failed fetch fails that request and shows as the fetch error (TRANSACTIONS_FETCH_FAILED, status
 * 'error', with Retry), never as an empty list; the next request fetches again.
 */
class LazyHistoryStore implements History {
  /** The load failure when it was last asked for (none: undefined); not asked, or failed since: NOT_ASKED. */
  private askedWith: { readonly cause: unknown } | undefined | typeof NOT_ASKED = NOT_ASKED;
  readonly #deps: HistoryStoreDeps;
  readonly #logger: Logger;
  readonly #store: LazyStore<HistoryStore>;

  constructor(deps: HistoryStoreDeps, logger: Logger, load: () => Promise<CreateHistoryStore>) {
    this.#deps = deps;
    this.#logger = logger;
    this.#store = lazyStore(() => load().then((create) => create(deps)));
    makeAutoObservable<LazyHistoryStore, 'askedWith'>(
      this,
      { askedWith: observableRef, dispose: false },
      { autoBind: true },
    );
  }

  get target(): HistoryTarget | undefined {
    const { built } = this.#store;
    return built === undefined ? this.#deps.target() : built.target;
  }
  get transactions(): readonly Transaction[] {
    return this.#store.built?.transactions ?? NO_TRANSACTIONS;
  }
  get sections(): readonly TransactionSection[] {
    return this.#store.built?.sections ?? NO_SECTIONS;
  }
  get loading(): boolean {
    const { built, failure } = this.#store;
    // Asked for, and no load failed since: the first page is on its way.
    return built === undefined ? this.askedWith === failure && this.target !== undefined : built.loading;
  }
  get hasMore(): boolean {
    const { built } = this.#store;
    return built === undefined ? this.target !== undefined : built.hasMore;
  }
  get status(): HistoryStatus {
    const { built } = this.#store;
    if (built !== undefined) return built.status;
    if (this.loading) return 'loading';
    return this.error !== undefined && this.target !== undefined ? 'error' : 'idle';
  }
  /** The code did not arrive: shown as the fetch error (with Retry), never as an empty list. */
  get error(): TransactionsFetchError | undefined {
    const { built, failure } = this.#store;
    if (built !== undefined) return built.error;
    return failure === undefined
      ? undefined
      : latchError('TRANSACTIONS_FETCH_FAILED', { cause: failure.cause });
  }
  get unsupported(): boolean {
    return this.#store.built?.unsupported ?? false;
  }

  loadMore(): ResultAsync<FetchNextOutcome, TransactionsFetchError> {
    return this.#store.built?.loadMore() ?? this.#then((store) => store.loadMore());
  }

  retry(): ResultAsync<FetchNextOutcome, TransactionsFetchError> {
    return this.#store.built?.retry() ?? this.#then((store) => store.retry());
  }

  /** Nothing was loaded before the code arrived: nothing to clear then. */
  reset(): void {
    this.#store.built?.reset();
  }

  watch(): Cancel {
    const { built } = this.#store;
    if (built !== undefined) return built.watch();
    let stop: Cancel | undefined;
    let watching = true;
    this.#ask();
    this.#store().then(
      (store) => {
        if (watching) stop = store.watch();
      },
      (cause: unknown) => this.#logger.warn('history: code not loaded', { cause }),
    );
    return () => {
      watching = false;
      stop?.();
      stop = undefined;
    };
  }

  dispose(): void {
    this.#store.end((store) => store.dispose());
  }

  #ask(): void {
    this.askedWith = this.#store.failure;
  }

  #then(
    next: (store: HistoryStore) => ResultAsync<FetchNextOutcome, TransactionsFetchError>,
  ): ResultAsync<FetchNextOutcome, TransactionsFetchError> {
    this.#ask();
    return laterResult(this.#store, (cause) => latchError('TRANSACTIONS_FETCH_FAILED', { cause }))(next);
  }
}

/** The history store of one core, its code fetched when the activity is first needed (see LazyHistoryStore). */
export const createLazyHistoryStore = (
  deps: HistoryStoreDeps,
  logger: Logger,
  load: () => Promise<CreateHistoryStore> = loadHistoryStore,
): History => new LazyHistoryStore(deps, logger, load);
