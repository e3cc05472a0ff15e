import { describe, expect, it, vi } from 'vitest';
import {
  FixedPlatform,
  ManualClock,
  MemoryConnectorDiscovery,
  MemoryDataService,
  MemoryLogger,
  MemoryStorage,
} from '../../../testkits/index.js';
import { httpFailure } from '../../../testkits/MemoryDataService.js';
import { ids, METAMASK, REGISTRY, setup } from '../../../testkits/walletCatalogHarness.js';
import { SafeStorage } from '../../lib/storage/index.js';
import { createConnectionStore } from '../connections/index.js';
import { WALLET_SEARCH_LIMIT } from './constants.js';
import { createRegistryFetcher } from './createRegistryFetcher.js';
import { createWalletCatalogStore } from './createWalletCatalogStore.js';

describe('WalletCatalogStore: AllWallets', () => {
  it('pages through the registry 40 at a time, installed wallets first', async () => {
    const { store } = await setup();
    expect(store.allWallets).toMatchObject({
      page: 0,
      count: 130,
      hasMore: true,
      loading: false,
      error: undefined,
    });
    expect(ids(store.allWallets.recommended)).toEqual([
      'com.trustwallet.app',
      'me.rainbow',
      'com.coinbase.wallet',
      'app.phantom',
    ]);
    const loading = store.loadNextPage();
    expect(store.allWallets.loading).toBe(true);
    expect((await loading)._unsafeUnwrap()).toBe('loaded');
    expect(store.allWallets.items).toHaveLength(40);
    expect(store.allWallets.items[0]).toMatchObject({
      id: 'io.metamask',
      installed: true,
      kind: 'announced',
    });
    for (let page = 2; page <= 4; page++) await store.loadNextPage();
    expect(store.allWallets).toMatchObject({ page: 4, count: 130, hasMore: false });
    expect(ids(store.allWallets.items)).toEqual(ids(REGISTRY));
    expect((await store.loadNextPage())._unsafeUnwrap()).toBe('complete');
  });

  it('shares a page that is loading', async () => {
    const { store, data } = await setup();
    await store.loadNextPage();
    const release = data.hold('wallets.getWallets');
    const first = store.loadNextPage();
    expect(store.loadNextPage()).toBe(first);
    release();
    expect((await first)._unsafeUnwrap()).toBe('loaded');
    expect(store.allWallets.page).toBe(2);
    expect(
      data.callsOf('wallets.getWallets').filter((request) => JSON.stringify(request).includes('"page":2')),
    ).toHaveLength(1);
  });

  it("keeps loaded pages when one fails, shows the service's description, and retries it", async () => {
    const { store, data } = await setup();
    await store.loadNextPage();
    data.fail('wallets.getWallets', httpFailure(400, '/getWallets', 'Invalid page'), 1);
    const failed = await store.loadNextPage();
    expect(failed._unsafeUnwrapErr().message).toBe('Invalid page');
    expect(store.allWallets).toMatchObject({ page: 1, loading: false, hasMore: true });
    expect(store.allWallets.error?.code).toBe('DATA_SERVICE_ERROR');
    expect(store.allWallets.items).toHaveLength(40);
    expect((await store.retry())._unsafeUnwrap()).toBe('loaded');
    expect(store.allWallets).toMatchObject({ page: 2, error: undefined });
    expect(store.allWallets.items).toHaveLength(80);
  });

  it('gets the recommended wallets from the first page when the head failed', async () => {
    const clock = new ManualClock();
    const data = new MemoryDataService({ clock })
      .seedWallets(REGISTRY)
      .fail('wallets.getWallets', httpFailure(404), 1);
    const logger = new MemoryLogger();
    const discovery = new MemoryConnectorDiscovery([]);
    const connection = createConnectionStore({
      connectors: discovery,
      storage: new SafeStorage(new MemoryStorage(), logger),
      clock,
      scheduler: clock,
      logger,
    });
    const store = createWalletCatalogStore({
      discovery,
      registry: data.wallets,
      platform: new FixedPlatform(),
      connection,
      clock,
      scheduler: clock,
      logger,
      makeFetcher: createRegistryFetcher,
    });
    store.prefetch();
    // The failure's mapping is fetched by the first failure (core/lib/rpc).
    await vi.waitFor(() =>
      expect(logger.entries.map((entry) => entry.message)).toContain('wallet registry head failed'),
    );
    expect(store.connectRows).toEqual([]);
    await store.loadNextPage();
    expect(ids(store.allWallets.recommended)).toEqual(ids(REGISTRY.slice(0, 4)));
    expect(store.connectRows).toHaveLength(4);
  });
});

describe('WalletCatalogStore: search', () => {
  it('searches server-side, at most 100, and an empty query clears', async () => {
    const { store, data } = await setup();
    expect((await store.search('  filler 1'))._unsafeUnwrap()).toBe('searched');
    expect(data.callsOf('wallets.getWallets').at(-1)).toEqual({
      page: 1,
      entries: WALLET_SEARCH_LIMIT,
      search: 'filler 1',
    });
    expect(store.searchQuery).toBe('  filler 1');
    expect(store.searchResults.every((entry) => entry.name.toLowerCase().includes('filler 1'))).toBe(true);
    expect(store.searchResults.length).toBe(35);
    await store.search('filler');
    expect(store.searchResults).toHaveLength(100);
    expect((await store.search('   '))._unsafeUnwrap()).toBe('cleared');
    expect(store.searchResults).toEqual([]);
  });

  it('lists installed wallets first in the results', async () => {
    const { store } = await setup({
      connectors: [{ ...METAMASK, id: 'uuid-okx', name: 'OKX', rdns: 'com.okex.wallet' }],
    });
    await store.search('wallet');
    expect(ids(store.searchResults)).toEqual([
      'com.okex.wallet',
      'com.trustwallet.app',
      'com.coinbase.wallet',
    ]);
  });

  it('never lets a slower earlier search overwrite a newer one', async () => {
    const { store, data } = await setup();
    const releaseFirst = data.hold('wallets.getWallets');
    const first = store.search('rain');
    const releaseSecond = data.hold('wallets.getWallets');
    const second = store.search('trust');
    expect(store.searching).toBe(true);
    releaseSecond();
    expect((await second)._unsafeUnwrap()).toBe('searched');
    releaseFirst();
    expect((await first)._unsafeUnwrap()).toBe('superseded');
    expect(ids(store.searchResults)).toEqual(['com.trustwallet.app']);
    expect(store.searching).toBe(false);
  });

  it('exposes a failed search', async () => {
    const { store, data } = await setup();
    data.fail('wallets.getWallets', httpFailure(400, '/getWallets', 'Search too long'), 1);
    const result = await store.search('x');
    expect(result._unsafeUnwrapErr().message).toBe('Search too long');
    expect(store.searchError?.code).toBe('DATA_SERVICE_ERROR');
    expect(store.searchResults).toEqual([]);
    await store.search('x');
    expect(store.searchError).toBeUndefined();
  });
});
