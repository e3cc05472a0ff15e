import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { err, ok, okAsync, type Result, ResultAsync } from 'neverthrow';
import type { GetWalletsRequest, WalletListing } from '../../../ports/index.js';
import { ALL_WALLETS_PAGE_SIZE } from './constants.js';
import type { RegistryFetcher } from './createRegistryFetcher.js';
import type { PageOutcome, RegistryPage, WalletRegistryError } from './types.js';

export interface RegistryPagesDeps {
  readonly fetch: RegistryFetcher;
  /** The request of a page (1-based). */
  readonly request: (page: number) => GetWalletsRequest;
  /** Told every page that arrives. */
  readonly onPage: (page: number, listings: readonly WalletListing[]) => void;
}

/**
 * The registry in pages of ALL_WALLETS_PAGE_SIZE, loaded one after another: the listings so far (no
 * listing twice), the count, and the state of the page being loaded. A failed page keeps what was loaded.
 */
export class RegistryPages {
  listings: readonly WalletListing[] = [];
  /** Pages loaded (0 before the first). */
  page = 0;
  /** The registry's count, from the last answer (or the head, before the first page). */
  count = 0;
  loading = false;
  error: WalletRegistryError | undefined = undefined;
  /** A page came back empty: nothing more to load, whatever the count says. */
  exhausted = false;

  readonly #deps: RegistryPagesDeps;
  #flight: ResultAsync<PageOutcome, WalletRegistryError> | undefined = undefined;
  #disposed = false;

  constructor(deps: RegistryPagesDeps) {
    this.#deps = deps;
    makeAutoObservable(this, { listings: observableRef, error: observableRef }, { autoBind: true });
  }

  get hasMore(): boolean {
    return !this.exhausted && (this.page === 0 || this.page * ALL_WALLETS_PAGE_SIZE < this.count);
  }

  /** The head's count, until a page brings its own. */
  setHeadCount(count: number): void {
    if (this.page === 0) this.count = count;
  }

  /** Loads the next page; while one loads, further calls share it; a failed page is retried by calling again. */
  loadNext(): ResultAsync<PageOutcome, WalletRegistryError> {
    if (this.#disposed) return okAsync('superseded');
    if (this.#flight) return this.#flight;
    if (!this.hasMore) return okAsync('complete');
    const page = this.page + 1;
    this.loading = true;
    this.error = undefined;
    const flight = new ResultAsync(
      (async () => this.#settle(page, await this.#deps.fetch(this.#deps.request(page))))(),
    );
    this.#flight = flight;
    return flight;
  }

  /** Answers still in flight are dropped. */
  dispose(): void {
    this.#disposed = true;
    this.#flight = undefined;
    this.loading = false;
  }

  #settle(
    page: number,
    result: Result<RegistryPage, WalletRegistryError>,
  ): Result<PageOutcome, WalletRegistryError> {
    return runInAction(() => {
      if (this.#disposed) return ok<PageOutcome>('superseded');
      this.#flight = undefined;
      this.loading = false;
      if (result.isErr()) {
        this.error = result.error;
        return err(result.error);
      }
      const { data, count } = result.value;
      const loaded = new Set(this.listings.map((listing) => listing.id));
      this.listings = [...this.listings, ...data.filter((listing) => !loaded.has(listing.id))];
      this.page = page;
      this.count = count;
      if (data.length === 0) this.exhausted = true;
      this.#deps.onPage(page, data);
      return ok<PageOutcome>('loaded');
    });
  }
}
