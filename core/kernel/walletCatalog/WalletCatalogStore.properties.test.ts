import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConnectorInfo, WalletListing } from '../../../ports/index.js';
import {
  connectorsArb,
  excludeWalletIdsArb,
  walletRegistryArb,
  walletSearchArb,
} from '../../../testkits/arbitraries/wallets.js';
import {
  FixedPlatform,
  flushMicrotasks,
  ManualClock,
  MemoryConnectorDiscovery,
  MemoryDataService,
  MemoryLogger,
  MemoryStorage,
  MemoryWalletConnector,
} from '../../../testkits/index.js';
import { SafeStorage } from '../../lib/storage/index.js';
import { createConnectionStore } from '../connections/index.js';
import { ALL_WALLETS_PAGE_SIZE, WALLET_SEARCH_LIMIT } from './constants.js';
import { createRegistryFetcher } from './createRegistryFetcher.js';
import { createWalletCatalogStore } from './createWalletCatalogStore.js';
import { walletKeys } from './walletKeys.js';

const setup = async (
  registry: readonly WalletListing[],
  connectors: readonly ConnectorInfo[],
  excludeWalletIds: readonly string[],
  mobile = false,
) => {
  const clock = new ManualClock();
  const logger = new MemoryLogger();
  const data = new MemoryDataService({ clock }).seedWallets(registry);
  const discovery = new MemoryConnectorDiscovery(connectors.map((info) => new MemoryWalletConnector(info)));
  const connection = createConnectionStore({
    connectors: discovery,
    storage: new SafeStorage(new MemoryStorage(), logger),
    clock,
    scheduler: clock,
    logger,
  });
  const store = createWalletCatalogStore(
    {
      discovery,
      registry: data.wallets,
      platform: new FixedPlatform(mobile),
      connection,
      clock,
      scheduler: clock,
      logger,
      makeFetcher: createRegistryFetcher,
    },
    { excludeWalletIds },
  );
  await flushMicrotasks();
  return { store, data };
};

const loadAll = async (store: Awaited<ReturnType<typeof setup>>['store'], registrySize: number) => {
  const snapshots: string[][] = [store.allWallets.items.map((item) => item.id)];
  for (let n = 0; n < Math.ceil(registrySize / ALL_WALLETS_PAGE_SIZE) + 2 && store.allWallets.hasMore; n++) {
    (await store.loadNextPage())._unsafeUnwrap();
    snapshots.push(store.allWallets.items.map((item) => item.id));
  }
  return snapshots;
};

describe('WalletCatalogStore properties', () => {
  it('AllWallets pages never overlap and concatenate to the registry order minus exclusions', async () => {
    await fc.assert(
      fc.asyncProperty(
        walletRegistryArb({ maxLength: 130 }).chain((registry) =>
          fc.tuple(fc.constant(registry), excludeWalletIdsArb(registry, [])),
        ),
        async ([registry, excludeWalletIds]) => {
          const { store } = await setup(registry, [], excludeWalletIds);
          const snapshots = await loadAll(store, registry.length);
          for (let n = 1; n < snapshots.length; n++) {
            const before = snapshots[n - 1] ?? [];
            const after = snapshots[n] ?? [];
            expect(after.slice(0, before.length)).toEqual(before);
            const added = after.slice(before.length);
            expect(added.length).toBeLessThanOrEqual(ALL_WALLETS_PAGE_SIZE);
            expect(added.filter((id) => before.includes(id))).toEqual([]);
          }
          const excluded = new Set(walletKeys(...excludeWalletIds));
          const expected = registry
            .filter(
              (listing) =>
                !walletKeys(listing.id, listing.rdns, listing.name).some((key) => excluded.has(key)),
            )
            .map((listing) => listing.id);
          expect(snapshots.at(-1)).toEqual(expected);
          expect(store.allWallets.hasMore).toBe(false);
          expect(store.allWallets.count).toBe(
            registry.filter((listing) => !excludeWalletIds.includes(listing.id)).length,
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('AllWallets lists installed wallets first and every registry wallet exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(
        walletRegistryArb({ maxLength: 90 }).chain((registry) =>
          fc.tuple(fc.constant(registry), connectorsArb(registry), fc.boolean()),
        ),
        async ([registry, connectors, mobile]) => {
          const { store } = await setup(registry, connectors, [], mobile);
          await loadAll(store, registry.length);
          const items = store.allWallets.items;
          const firstOther = items.findIndex((item) => !item.installed);
          if (firstOther >= 0) expect(items.slice(firstOther).filter((item) => item.installed)).toEqual([]);
          const ids = items.map((item) => item.id);
          for (const listing of registry) expect(ids.filter((id) => id === listing.id)).toHaveLength(1);
          expect(new Set(ids).size).toBe(ids.length);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('search never shows stale results, whatever order the answers arrive in', async () => {
    await fc.assert(
      fc.asyncProperty(
        walletRegistryArb({ minLength: 1, maxLength: 40 }).chain((registry) =>
          fc.tuple(
            fc.constant(registry),
            fc
              .array(walletSearchArb(registry), { minLength: 1, maxLength: 5 })
              .chain((queries) =>
                fc.tuple(
                  fc.constant(queries),
                  fc.shuffledSubarray([...queries.keys()], { minLength: queries.length }),
                ),
              ),
          ),
        ),
        async ([registry, [queries, releaseOrder]]) => {
          const { store, data } = await setup(registry, [], []);
          const expectedFor = (query: string) => {
            const term = query.trim().toLowerCase();
            if (term === '') return [];
            return registry
              .filter((listing) => listing.name.toLowerCase().includes(term))
              .slice(0, WALLET_SEARCH_LIMIT)
              .map((listing) => listing.id);
          };
          const releases = queries.map((query) => {
            const release = data.hold('wallets.getWallets');
            void store.search(query);
            return release;
          });
          const latest = queries.at(-1) ?? '';
          for (const index of releaseOrder) {
            releases[index]?.();
            await flushMicrotasks();
            const shown = store.searchResults.map((entry) => entry.id);
            expect(store.searchQuery).toBe(latest);
            // Either nothing yet, or exactly the latest query's results: never an earlier query's.
            if (shown.length > 0) expect(shown).toEqual(expectedFor(latest));
          }
          expect(store.searchResults.map((entry) => entry.id)).toEqual(expectedFor(latest));
          expect(store.searching).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
  });
});
