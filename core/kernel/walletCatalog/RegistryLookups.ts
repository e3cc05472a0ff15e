import { reaction, runInAction } from 'mobx';
import type { Logger, WalletListing } from '../../../ports/index.js';
import { ALL_WALLETS_PAGE_SIZE } from './constants.js';
import type { RegistryFetcher } from './createRegistryFetcher.js';

export interface RegistryLookupsDeps {
  readonly fetch: RegistryFetcher;
  readonly logger: Logger;
  /** The registry ids worth looking up (see wantedRegistryIds), read inside MobX tracking. */
  readonly wanted: () => readonly string[];
  /** A listing of `id` is known already. */
  readonly isKnown: (id: string) => boolean;
  /** Told the listings a lookup found. */
  readonly onResults: (listings: readonly WalletListing[]) => void;
}

/**
 * The registry lookups of the wallets the Connect view names (featured, recent, installed): once started, the
 * wanted ids not known yet are looked up (GET /getWallets?include=…, in requests of at most a page), again as
 * the wanted ids change. An id asked is not asked again, unless its lookup failed.
 */
export class RegistryLookups {
  readonly #deps: RegistryLookupsDeps;
  /** Ids looked up in the registry (or being looked up): not asked again. */
  readonly #asked = new Set<string>();
  #stop: (() => void) | undefined;

  constructor(deps: RegistryLookupsDeps) {
    this.#deps = deps;
  }

  /** Starts looking up (now, and as the wanted ids change). Later calls do nothing. */
  start(): void {
    this.#stop ??= reaction(
      () => this.#deps.wanted().join('\n'),
      () => this.#lookUpMissing(),
      { fireImmediately: true },
    );
  }

  /** Stops following the wanted ids (lookups in flight still report). */
  dispose(): void {
    this.#stop?.();
  }

  #lookUpMissing(): void {
    const { fetch, logger, isKnown } = this.#deps;
    const missing = this.#deps.wanted().filter((id) => !isKnown(id) && !this.#asked.has(id));
    for (let start = 0; start < missing.length; start += ALL_WALLETS_PAGE_SIZE) {
      const include = missing.slice(start, start + ALL_WALLETS_PAGE_SIZE);
      for (const id of include) this.#asked.add(id);
      void fetch({ page: 1, entries: include.length, include }).then((result) =>
        runInAction(() => {
          if (result.isOk()) return this.#deps.onResults(result.value.data);
          for (const id of include) this.#asked.delete(id);
          logger.warn('wallet registry lookup failed', { ids: include, code: result.error.code });
        }),
      );
    }
  }
}
