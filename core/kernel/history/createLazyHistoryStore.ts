import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ResultAsync } from 'neverthrow';
import type { Cancel, Logger, Transaction } from '../../../ports/index.js';
import { latchError } from '../../lib/errors/index.js';
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

/**
 * The history store (HistoryStore), whose code is fetched the first time the activity is shown (`watch`) or asked
 * for (`loadMore`, `retry`), not with the page. Until then nothing was asked: the state is the store's first one
 * ('idle', no transactions), and 'loading' once asked while the code arrives. `reset` before then has nothing to
 * clear. A failed fetch fails that request and shows as the fetch error (TRANSACTIONS_FETCH_FAILED, status
 * 'error', with Retry), never as an empty list; the next request fetches again.
 */
class LazyHistoryStore implements History {
  private built: HistoryStore | undefined = undefined;
  /** Asked for before the code arrived: the first page is on its way. */
  private asked = false;
  /** The code did not arrive: shown as the fetch error (with Retry), never as an empty list. */
  private failure: TransactionsFetchError | undefined = undefined;
  readonly #deps: HistoryStoreDeps;
  readonly #logger: Logger;
  readonly #load: () => Promise<CreateHistoryStore>;
  #loading: Promise<HistoryStore> | undefined = undefined;
  #disposed = false;

  constructor(deps: HistoryStoreDeps, logger: Logger, load: () => Promise<CreateHistoryStore>) {
    this.#deps = deps;
    this.#logger = logger;
    this.#load = load;
    makeAutoObservable<LazyHistoryStore, 'built' | 'asked' | 'failure'>(
      this,
      { built: observableRef, asked: true, failure: observableRef, dispose: false },
      { autoBind: true },
    );
  }

  get target(): HistoryTarget | undefined {
    return this.built === undefined ? this.#deps.target() : this.built.target;
  }
  get transactions(): readonly Transaction[] {
    return this.built?.transactions ?? NO_TRANSACTIONS;
  }
  get sections(): readonly TransactionSection[] {
    return this.built?.sections ?? NO_SECTIONS;
  }
  get loading(): boolean {
    return this.built === undefined ? this.asked && this.target !== undefined : this.built.loading;
  }
  get hasMore(): boolean {
    return this.built === undefined ? this.target !== undefined : this.built.hasMore;
  }
  get status(): HistoryStatus {
    if (this.built !== undefined) return this.built.status;
    if (this.loading) return 'loading';
    return this.failure !== undefined && this.target !== undefined ? 'error' : 'idle';
  }
  get error(): TransactionsFetchError | undefined {
    return this.built === undefined ? this.failure : this.built.error;
  }
  get unsupported(): boolean {
    return this.built?.unsupported ?? false;
  }

  loadMore(): ResultAsync<FetchNextOutcome, TransactionsFetchError> {
    return this.built?.loadMore() ?? this.#then((store) => store.loadMore());
  }

  retry(): ResultAsync<FetchNextOutcome, TransactionsFetchError> {
    return this.built?.retry() ?? this.#then((store) => store.retry());
  }

  /** Nothing was loaded before the code arrived: nothing to clear then. */
  reset(): void {
    this.built?.reset();
  }

  watch(): Cancel {
    if (this.built !== undefined) return this.built.watch();
    let stop: Cancel | undefined;
    let watching = true;
    this.asked = true;
    this.#real().then(
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
    this.#disposed = true;
    this.built?.dispose();
  }

  #then(
    next: (store: HistoryStore) => ResultAsync<FetchNextOutcome, TransactionsFetchError>,
  ): ResultAsync<FetchNextOutcome, TransactionsFetchError> {
    this.asked = true;
    return ResultAsync.fromPromise(this.#real(), (cause) =>
      latchError('TRANSACTIONS_FETCH_FAILED', { cause }),
    ).andThen(next);
  }

  #real(): Promise<HistoryStore> {
    this.#loading ??= this.#load().then(
      (create) =>
        runInAction(() => {
          this.failure = undefined;
          this.built ??= create(this.#deps);
          if (this.#disposed) this.built.dispose();
          return this.built;
        }),
      (cause: unknown) => {
        runInAction(() => {
          this.asked = false;
          this.failure = latchError('TRANSACTIONS_FETCH_FAILED', { cause });
        });
        this.#loading = undefined;
        throw cause;
      },
    );
    return this.#loading;
  }
}

/** The history store of one core, its code fetched when the activity is first needed (see LazyHistoryStore). */
export const createLazyHistoryStore = (
  deps: HistoryStoreDeps,
  logger: Logger,
  load: () => Promise<CreateHistoryStore> = loadHistoryStore,
): History => new LazyHistoryStore(deps, logger, load);
