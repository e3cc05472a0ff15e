import { createConnectionStore } from '../core/kernel/connections/index.js';
import {
  createRegistryFetcher,
  createWalletCatalogStore,
  type InjectedProviderProbe,
  type WalletCatalogOptions,
} from '../core/kernel/walletCatalog/index.js';
import { SafeStorage } from '../core/lib/storage/index.js';
import type { ConnectorInfo, WalletListing } from '../ports/index.js';
import { FixedPlatform } from './environment.js';
import { flushMicrotasks, ManualClock } from './ManualClock.js';
import { MemoryConnectorDiscovery } from './MemoryConnectorDiscovery.js';
import { MemoryDataService } from './MemoryDataService.js';
import { MemoryLogger } from './MemoryLogger.js';
import { MemoryStorage } from './MemoryStorage.js';
import { MemoryWalletConnector } from './MemoryWalletConnector.js';

// A ready WalletCatalogStore over in-memory adapters, shared by the wallet-catalog tests.
export const listing = (id: string, name: string): WalletListing => ({
  id,
  name,
  rdns: id,
  image_url: `https://img.latch.test/${id}.webp`,
});
export const NAMED = [
  listing('io.metamask', 'MetaMask'),
  listing('com.trustwallet.app', 'Trust Wallet'),
  listing('me.rainbow', 'Rainbow'),
  listing('com.coinbase.wallet', 'Coinbase Wallet'),
  listing('app.phantom', 'Phantom'),
  listing('com.okex.wallet', 'OKX Wallet'),
];
/** 6 named wallets, then filler up to 130 (pages 40 + 40 + 40 + 10). */
export const REGISTRY = [
  ...NAMED,
  ...Array.from({ length: 124 }, (_, n) => listing(`xyz.filler${String(n).padStart(3, '0')}`, `Filler ${n}`)),
];
export const WC: ConnectorInfo = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  namespace: 'eip155',
};
export const METAMASK: ConnectorInfo = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  namespace: 'eip155',
  rdns: 'io.metamask',
};

export interface Setup {
  readonly connectors?: readonly ConnectorInfo[];
  readonly registry?: readonly WalletListing[];
  readonly mobile?: boolean;
  readonly injected?: boolean;
  readonly options?: WalletCatalogOptions;
  /** false: the registry is not asked for up front (store.prefetch(), or a first observer of the rows, asks). */
  readonly prefetch?: boolean;
}

export const setup = async ({ connectors = [WC, METAMASK], registry = REGISTRY, ...rest }: Setup = {}) => {
  const clock = new ManualClock();
  const logger = new MemoryLogger();
  const data = new MemoryDataService({ clock }).seedWallets(registry);
  const wallets = connectors.map((info) => new MemoryWalletConnector(info));
  const discovery = new MemoryConnectorDiscovery(wallets);
  const storage = new SafeStorage(new MemoryStorage(), logger);
  const connection = createConnectionStore({
    connectors: discovery,
    storage,
    clock,
    scheduler: clock,
    logger,
  });
  const platform: FixedPlatform & InjectedProviderProbe = new FixedPlatform(rest.mobile ?? false);
  if (rest.injected !== undefined) platform.hasInjectedProvider = () => rest.injected ?? false;
  // The registry fetcher itself, not its lazily fetched form: the clock is manual, its code here already.
  const deps = {
    discovery,
    registry: data.wallets,
    platform,
    connection,
    clock,
    scheduler: clock,
    logger,
    makeFetcher: createRegistryFetcher,
  };
  const store = createWalletCatalogStore(deps, rest.options);
  // As the modal does when it is about to open (its rows are read here without an observer).
  if (rest.prefetch !== false) store.prefetch();
  await flushMicrotasks();
  return { clock, logger, data, discovery, connection, store, wallets };
};

export const ids = (entries: readonly { id: string }[]) => entries.map((entry) => entry.id);
