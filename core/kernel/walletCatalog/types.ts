import type { ResultAsync } from 'neverthrow';
import type {
  Clock,
  ConnectorDiscovery,
  GetWalletsRequest,
  Logger,
  Platform,
  Scheduler,
  WalletListing,
  WalletRegistryApi,
} from '../../../ports/index.js';
import type { LatchError } from '../../lib/errors/index.js';
import type { ProviderFailureError } from '../../lib/rpc/index.js';
import type { ConnectionStore } from '../connections/index.js';
import type { ConnectorTypeOrderKey, Features } from '../options/index.js';

/** Where a wallet row comes from (the sections of SPEC §2, plus plain registry entries of AllWallets). */
export type WalletEntryKind =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'announced'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'
  | 'registry';

/** One wallet as the Connect and AllWallets views list it. */
export interface WalletEntry {
  /** The registry id when the wallet is known to the registry, else the connector id. */
  readonly id: string;
  readonly name: string;
  readonly imageUrl?: string;
  readonly rdns?: string;
  readonly kind: WalletEntryKind;
  /** Set when a live connector can connect this wallet directly. */
  readonly connectorId?: string;
  /** True when the wallet is installed in this browser (an injected or announced connector). */
  readonly installed: boolean;
  /** The registry (or custom) data: deep links, store links… */
  readonly listing?: WalletListing;
}

/** The Connect view's sections (SPEC §2 "Connector type order"). */
export type { ConnectorTypeOrderKey };

/** SPEC §2 connect methods. */
export type ConnectMethod = 'wallet' | 'email' | 'social';

/** What a registry call fails with: the data service's own description, or a mapped transport failure. */
export type WalletRegistryError =
  | LatchError<'DATA_SERVICE_ERROR'>
  | LatchError<'QUERY_DATA_UNDEFINED'>
  | ProviderFailureError;

/** A registry answer, sanitised: well-formed listings only, a finite count. */
export interface RegistryPage {
  readonly count: number;
  readonly data: readonly WalletListing[];
}

/** The AllWallets view's state. */
export interface AllWalletsState {
  /** Installed wallets first, then the registry order over the pages loaded; exclusions applied. */
  readonly items: readonly WalletEntry[];
  /** The first RECOMMENDED_COUNT registry wallets that are neither installed nor excluded (also in items). */
  readonly recommended: readonly WalletEntry[];
  /** How many wallets the registry holds (server count, server-side exclusions applied); 0 before any answer. */
  readonly count: number;
  /** Pages loaded so far (0 before the first). */
  readonly page: number;
  readonly loading: boolean;
  /** Why the last page failed; cleared when the next attempt starts. */
  readonly error: WalletRegistryError | undefined;
  readonly hasMore: boolean;
}

/** What loadNextPage did: loaded a page, found nothing more to load, or was dropped by dispose(). */
export type PageOutcome = 'loaded' | 'complete' | 'superseded';

/** What search did: showed results, cleared them (empty query), or was overtaken by a newer search. */
export type SearchOutcome = 'searched' | 'cleared' | 'superseded';

/**
 * Optional capability of the Platform adapter: whether an injected provider (`window.ethereum`) exists.
 * Without it, a listed Browser Wallet connector counts as installed (the injected discovery only lists it
 * for an existing legacy provider).
 */
export interface InjectedProviderProbe {
  hasInjectedProvider?(): boolean;
}

export interface WalletCatalogDeps {
  readonly discovery: ConnectorDiscovery;
  readonly registry: WalletRegistryApi;
  readonly platform: Platform & InjectedProviderProbe;
  /** Recent wallets and live connections (the ConnectionStore). */
  readonly connection: Pick<ConnectionStore, 'recentWallets' | 'connections'>;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  /**
   * Makes the registry fetcher. Default: createLazyRegistryFetcher (its code fetched with the first request); tests
   * whose clock is manual pass createRegistryFetcher itself.
   */
  readonly makeFetcher?: (
    deps: WalletCatalogDeps,
  ) => (request: GetWalletsRequest) => ResultAsync<RegistryPage, WalletRegistryError>;
}

export interface WalletCatalogOptions {
  /** Default: DEFAULT_FEATURES. */
  readonly features?: Pick<Features, 'email' | 'socials' | 'allWallets'>;
  /** Offer WalletConnect (QR code / deep link). Default true. */
  readonly enableWalletConnect?: boolean;
  /** Registry ids shown in the featured section, in this order. */
  readonly featuredWalletIds?: readonly string[];
  /** The host's own wallets, as data. */
  readonly customWallets?: readonly WalletListing[];
  /** Hidden wallets, matched (case-insensitively) on id, rdns or name. */
  readonly excludeWalletIds?: readonly string[];
  /** Sections listed here come first, in this order; the others follow in the default order. */
  readonly connectorTypeOrder?: readonly ConnectorTypeOrderKey[];
  /** CAIP-2 chains passed to the registry. */
  readonly chains?: readonly string[];
}
