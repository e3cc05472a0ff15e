import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { err, ok, okAsync, type Result, ResultAsync } from 'neverthrow';
import type { GetWalletsRequest, WalletListing } from '../../../ports/index.js';
import { WALLET_SEARCH_LIMIT } from './constants.js';
import type { RegistryFetcher } from './createRegistryFetcher.js';
import type { RegistryPage, SearchOutcome, WalletRegistryError } from './types.js';

export interface RegistrySearchDeps {
  readonly fetch: RegistryFetcher;
  /** The request of a search for `term` (trimmed, non-empty). */
  readonly request: (term: string) => GetWalletsRequest;
  /** Told every answer that is shown. */
  readonly onResults: (listings: readonly WalletListing[]) => void;
}

/**
 * A server-side registry search with stale-response protection: the listings shown always belong to the
 * current query (none while it loads); an earlier search answering later is dropped.
 */
export class RegistrySearch {
  /** The query as typed. */
  query = '';
  listings: readonly WalletListing[] = [];
  searching = false;
  error: WalletRegistryError | undefined = undefined;

  readonly #deps: RegistrySearchDeps;
  #generation = 0;
  #disposed = false;

  constructor(deps: RegistrySearchDeps) {
    this.#deps = deps;
    makeAutoObservable(this, { listings: observableRef, error: observableRef }, { autoBind: true });
  }

  /** Searches for `query`; an empty (or blank) query clears the results without a request. */
  search(query: string): ResultAsync<SearchOutcome, WalletRegistryError> {
    const generation = ++this.#generation;
    this.query = query;
    this.error = undefined;
    this.listings = [];
    const term = query.trim();
    if (term === '' || this.#disposed) {
      this.searching = false;
      return okAsync('cleared');
    }
    this.searching = true;
    const request = this.#deps.request(term);
    return new ResultAsync((async () => this.#settle(generation, await this.#deps.fetch(request)))());
  }

  /** Answers still in flight are dropped. */
  dispose(): void {
    this.#disposed = true;
    this.#generation += 1;
    this.searching = false;
  }

  #settle(
    generation: number,
    result: Result<RegistryPage, WalletRegistryError>,
  ): Result<SearchOutcome, WalletRegistryError> {
    if (generation !== this.#generation) return ok('superseded');
    return runInAction(() => {
      this.searching = false;
      if (result.isErr()) {
        this.error = result.error;
        return err(result.error);
      }
      this.listings = result.value.data.slice(0, WALLET_SEARCH_LIMIT);
      this.#deps.onResults(result.value.data);
      return ok<SearchOutcome>('searched');
    });
  }
}
