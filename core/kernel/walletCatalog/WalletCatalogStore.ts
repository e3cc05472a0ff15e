import { makeAutoObservable, observableRef, onBecomeObserved, runInAction } from 'mobx';
import type { ResultAsync } from 'neverthrow';
import type { ChainNamespace, ConnectorInfo, WalletListing } from '../../../ports/index.js';
import { buildAllWalletsItems } from './buildAllWalletsItems.js';
import { buildConnectRows } from './buildConnectRows.js';
import { buildSearchResults } from './buildSearchResults.js';
import {
  registryRequest,
  visibilityOf,
  walletConnectConnected,
  walletConnectServes,
  wantedRegistryIds,
} from './catalogFacts.js';
import { RECOMMENDED_COUNT, WALLET_SEARCH_LIMIT } from './constants.js';
import { createLazyRegistryFetcher } from './createLazyRegistryFetcher.js';
import type { RegistryFetcher } from './createRegistryFetcher.js';
import { RegistryLookups } from './RegistryLookups.js';
import { RegistryPages } from './RegistryPages.js';
import { RegistrySearch } from './RegistrySearch.js';
import { type ResolvedCatalogOptions, resolveCatalogOptions } from './resolveCatalogOptions.js';
import { resolveConnectMethods } from './resolveConnectMethods.js';
import type {
  AllWalletsState,
  ConnectMethod,
  PageOutcome,
  SearchOutcome,
  WalletCatalogDeps,
  WalletCatalogOptions,
  WalletEntry,
  WalletRegistryError,
} from './types.js';

/**
 * What the Connect and AllWallets views list (SPEC §2, §9; CONTRACTS §6): the Connect rows and methods, and
 * the AllWallets pages and search, from the discovered connectors, the ConnectionStore's recent wallets and
 * connections, and the wallet registry. Everything shown is derived (MobX computed), so late EIP-6963
 * announcements, new recent wallets, connections and registry answers show at once. It decides state
 * only; the views navigate.
 */
export class WalletCatalogStore {
  /** Every discovered connector, kept up to date (late EIP-6963 announcements). */
  connectors: readonly ConnectorInfo[] = [];
  /** Registry listings learned so far (pages, searches, id lookups), by id. */
  private known: ReadonlyMap<string, WalletListing> = new Map();
  /** The registry's first page: the recommended wallets come from it. */
  private head: readonly WalletListing[] = [];
  /**
   * The first page's request: asked for by prefetch(); 'failed' until a later prefetch asks again. Observed, so
   * the rows still awaited (awaitedRowsFor) follow it.
   */
  private headState: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';

  readonly #deps: WalletCatalogDeps;
  readonly #options: ResolvedCatalogOptions;
  readonly #fetch: RegistryFetcher;
  readonly #pages: RegistryPages;
  readonly #search: RegistrySearch;
  readonly #lookups: RegistryLookups;
  readonly #stops: (() => void)[] = [];
  #started = false;
  #disposed = false;

  constructor(deps: WalletCatalogDeps, options: WalletCatalogOptions = {}) {
    this.#deps = deps;
    this.#options = resolveCatalogOptions(options);
    // Its code (query cache, retry) is fetched with the first registry request (prefetch).
    this.#fetch = (deps.makeFetcher ?? createLazyRegistryFetcher)(deps);
    this.#pages = new RegistryPages({
      fetch: this.#fetch,
      request: (page) => registryRequest(page, this.#options),
      onPage: (page, listings) => {
        if (page === 1) this.head = listings;
        this.#learn(listings);
      },
    });
    this.#search = new RegistrySearch({
      fetch: this.#fetch,
      request: (search) => ({ ...registryRequest(1, this.#options), entries: WALLET_SEARCH_LIMIT, search }),
      onResults: (listings) => this.#learn(listings),
    });
    this.#lookups = new RegistryLookups({
      ...{ fetch: this.#fetch, logger: deps.logger, wanted: () => this.#wantedIds() },
      isKnown: (id) => this.known.has(id),
      onResults: (listings) => this.#learn(listings),
    });
    makeAutoObservable<this, 'known' | 'head' | 'headState'>(
      this,
      { connectors: observableRef, known: observableRef, head: observableRef, headState: true },
      { autoBind: true },
    );
  }

  /** SPEC §2: the Connect view's wallet rows, in section order, each wallet once. */
  get connectRows(): readonly WalletEntry[] {
    return this.connectRowsFor(undefined);
  }

  /** SPEC §2 connect methods, in order. */
  get connectMethods(): readonly ConnectMethod[] {
    return this.connectMethodsFor(undefined);
  }

  /** The "All Wallets" row: the allWallets feature, and WalletConnect to reach wallets not installed. */
  get showAllWallets(): boolean {
    return this.showAllWalletsFor(undefined);
  }

  /**
   * The Connect rows when the modal is opened for `namespace` (SPEC §3 modal state, §4 network switch): only
   * that namespace's connectors, and wallets reached through WalletConnect when it serves the namespace.
   * Undefined: every namespace (connectRows).
   */
  connectRowsFor(namespace: ChainNamespace | undefined): readonly WalletEntry[] {
    const options = this.#options;
    return buildConnectRows({
      connectors: this.connectors,
      visibility: visibilityOf(this.#deps.platform),
      walletConnectEnabled: options.enableWalletConnect,
      walletConnectConnected: walletConnectConnected(this.#deps.connection.connections),
      recentWallets: this.#deps.connection.recentWallets,
      featured: options.featuredWalletIds.flatMap((id) => this.known.get(id) ?? []),
      custom: options.customWallets,
      recommended: this.head,
      listings: this.listings,
      typeOrder: options.typeOrder,
      excludeWalletIds: options.excludeWalletIds,
      namespace,
    });
  }

  /**
   * How many more rows connectRowsFor(namespace) will list once the registry's first page answers: the
   * RECOMMENDED_COUNT recommended wallets and the featured wallets not known yet, while that page has not
   * answered (it was not asked yet, or is loading); 0 once it answered or failed, and when WalletConnect does
   * not serve `namespace`. The Connect list keeps their places, so the rows shown first do not move when these
   * arrive.
   */
  awaitedRowsFor(namespace: ChainNamespace | undefined): number {
    if (this.headState !== 'idle' && this.headState !== 'loading') return 0;
    if (namespace !== undefined && !walletConnectServes(this.connectors, namespace)) return 0;
    return RECOMMENDED_COUNT + this.#options.featuredWalletIds.filter((id) => !this.known.has(id)).length;
  }

  /** The connect methods over connectRowsFor(namespace). */
  connectMethodsFor(namespace: ChainNamespace | undefined): readonly ConnectMethod[] {
    return resolveConnectMethods(this.connectRowsFor(namespace), this.#options.features);
  }

  /** The "All Wallets" row for `namespace`: as showAllWallets, with WalletConnect serving that namespace. */
  showAllWalletsFor(namespace: ChainNamespace | undefined): boolean {
    const { features, enableWalletConnect } = this.#options;
    return features.allWallets && enableWalletConnect && walletConnectServes(this.connectors, namespace);
  }

  /** The AllWallets view (SPEC §9: pages of 40, 4 recommended). */
  get allWallets(): AllWalletsState {
    const pages = this.#pages;
    const { items, recommended } = buildAllWalletsItems({
      connectors: this.connectors,
      visibility: visibilityOf(this.#deps.platform),
      registry: pages.listings,
      head: this.head,
      listings: this.listings,
      excludeWalletIds: this.#options.excludeWalletIds,
    });
    const { count, page, loading, error, hasMore } = pages;
    return { items, recommended, count, page, loading, error, hasMore };
  }

  /** The search text as typed. */
  get searchQuery(): string {
    return this.#search.query;
  }

  /** A search is waiting for the registry. */
  get searching(): boolean {
    return this.#search.searching;
  }

  /** Why the current search failed. */
  get searchError(): WalletRegistryError | undefined {
    return this.#search.error;
  }

  /** The current search's wallets (installed first, at most WALLET_SEARCH_LIMIT); empty without a query. */
  get searchResults(): readonly WalletEntry[] {
    return buildSearchResults({
      connectors: this.connectors,
      visibility: visibilityOf(this.#deps.platform),
      results: this.#search.listings,
      excludeWalletIds: this.#options.excludeWalletIds,
      query: this.#search.query,
    });
  }

  /** Registry listings learned so far. */
  get listings(): readonly WalletListing[] {
    return [...this.known.values()];
  }

  /**
   * Starts following the discovered connectors. Called by createWalletCatalogStore; later calls do nothing. The
   * registry is not asked yet: prefetch() does, once the rows are first read or the modal is about to open.
   */
  start(): void {
    if (this.#started || this.#disposed) return;
    this.#started = true;
    const { discovery } = this.#deps;
    this.connectors = discovery.list().map((connector) => connector.info);
    // The first reader of the registry's answers (a Connect or AllWallets view) asks for them; after the
    // derivation that read them, not inside it.
    const prefetchSoon = () => {
      void Promise.resolve().then(() => this.prefetch());
    };
    this.#stops.push(
      discovery.subscribe((list) => runInAction(() => this.#setConnectors(list.map((item) => item.info)))),
      onBecomeObserved(this, 'head', prefetchSoon),
      onBecomeObserved(this, 'known', prefetchSoon),
    );
  }

  /**
   * Asks the registry for what the Connect view lists: its first page (the recommended wallets) and the listings
   * of the featured, recent and installed wallets (looked up again as they change). Nothing of it is fetched
   * with the page: the first read of the rows, the modal opening, or a pointer or focus on a Latch button (the
   * user is about to open it) calls this. Later calls do nothing, except ask again for a first page that failed.
   */
  prefetch(): void {
    if (!this.#started || this.#disposed) return;
    this.#lookups.start();
    if (this.headState === 'loading' || this.headState === 'loaded') return;
    this.headState = 'loading';
    void this.#fetch(registryRequest(1, this.#options)).then((result) =>
      runInAction(() => {
        if (result.isErr()) {
          this.headState = 'failed';
          this.#deps.logger.warn('wallet registry head failed', { code: result.error.code });
        } else if (!this.#disposed) {
          this.headState = 'loaded';
          this.head = result.value.data;
          this.#pages.setHeadCount(result.value.count);
          this.#learn(result.value.data);
        }
      }),
    );
  }

  /**
   * Loads the next AllWallets page (ALL_WALLETS_PAGE_SIZE). While one loads, further calls share it. A
   * failure keeps every page loaded and sets `allWallets.error`; calling again retries the same page.
   */
  loadNextPage(): ResultAsync<PageOutcome, WalletRegistryError> {
    return this.#pages.loadNext();
  }

  /** Retries the AllWallets page that failed (the same as loadNextPage). */
  retry(): ResultAsync<PageOutcome, WalletRegistryError> {
    return this.#pages.loadNext();
  }

  /**
   * Searches the registry (server-side, at most WALLET_SEARCH_LIMIT); an empty query clears the results.
   * The results shown always belong to the current query (none while it loads): an earlier search
   * answering later is dropped ('superseded').
   */
  search(query: string): ResultAsync<SearchOutcome, WalletRegistryError> {
    return this.#search.search(query);
  }

  /** Stops every subscription and reaction; answers still in flight are dropped. */
  dispose(): void {
    this.#disposed = true;
    this.#pages.dispose();
    this.#search.dispose();
    this.#lookups.dispose();
    for (const stop of this.#stops.splice(0)) stop();
  }

  #setConnectors(connectors: readonly ConnectorInfo[]): void {
    if (!this.#disposed) this.connectors = connectors;
  }

  /** Registry ids worth looking up: featured, recent and installed wallets. */
  #wantedIds(): string[] {
    const { featuredWalletIds: featured } = this.#options;
    return wantedRegistryIds({
      featured,
      recent: this.#deps.connection.recentWallets,
      connectors: this.connectors,
    });
  }

  #learn(listings: readonly WalletListing[]): void {
    if (this.#disposed || listings.length === 0) return;
    const known = new Map(this.known);
    for (const listing of listings) known.set(listing.id, listing);
    this.known = known;
  }
}
