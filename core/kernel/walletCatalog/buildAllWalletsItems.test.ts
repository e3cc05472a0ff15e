import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConnectorInfo, WalletListing } from '../../../ports/index.js';
import { catalogScenarioArb } from '../../../testkits/arbitraries/wallets.js';
import { type AllWalletsInput, buildAllWalletsItems } from './buildAllWalletsItems.js';
import { entryKeys } from './dedupeEntries.js';
import { walletKeys } from './walletKeys.js';

const listing = (id: string, name = id): WalletListing => ({
  id,
  name,
  rdns: id,
  image_url: `https://img/${id}`,
});
const REGISTRY = ['a.one', 'b.two', 'c.three', 'd.four', 'e.five', 'f.six'].map((id) =>
  listing(id, (id.split('.')[1] ?? id).toUpperCase()),
);
const ANNOUNCED: ConnectorInfo = {
  id: 'uuid-d',
  name: 'Four',
  type: 'ANNOUNCED',
  namespace: 'eip155',
  rdns: 'd.four',
};
const UNKNOWN: ConnectorInfo = { id: 'x.unlisted', name: 'Unlisted', type: 'INJECTED', namespace: 'eip155' };
const WC: ConnectorInfo = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  namespace: 'eip155',
};

const input = (overrides: Partial<AllWalletsInput> = {}): AllWalletsInput => ({
  connectors: [WC, ANNOUNCED, UNKNOWN],
  visibility: { mobile: false, injectedProviderPresent: undefined },
  registry: REGISTRY,
  head: REGISTRY,
  listings: REGISTRY,
  excludeWalletIds: [],
  ...overrides,
});

describe('buildAllWalletsItems', () => {
  it('lists installed wallets first (matched by rdns), then the registry order, each once', () => {
    const { items, recommended } = buildAllWalletsItems(input());
    expect(items.map((item) => `${item.kind}:${item.id}:${item.installed}`)).toEqual([
      'announced:d.four:true',
      'injected:x.unlisted:true',
      'registry:a.one:false',
      'registry:b.two:false',
      'registry:c.three:false',
      'registry:e.five:false',
      'registry:f.six:false',
    ]);
    expect(items[0]).toMatchObject({
      connectorId: 'uuid-d',
      imageUrl: 'https://img/d.four',
      listing: REGISTRY[3],
    });
    expect(recommended.map((item) => item.id)).toEqual(['a.one', 'b.two', 'c.three', 'e.five']);
  });

  it('applies exclusions to installed and registry wallets, and to the recommended ones', () => {
    const { items, recommended } = buildAllWalletsItems(
      input({ excludeWalletIds: ['D.FOUR', 'two', 'Unlisted'] }),
    );
    expect(items.map((item) => item.id)).toEqual(['a.one', 'c.three', 'e.five', 'f.six']);
    expect(recommended.map((item) => item.id)).toEqual(['a.one', 'c.three', 'e.five', 'f.six']);
  });

  it('is empty before any page, apart from installed wallets', () => {
    const { items, recommended } = buildAllWalletsItems(input({ registry: [], head: [], listings: [] }));
    expect(items.map((item) => item.id)).toEqual(['uuid-d', 'x.unlisted']);
    expect(recommended).toEqual([]);
  });

  it('keeps every installed row first, no wallet twice, no excluded wallet, the registry order otherwise', () => {
    fc.assert(
      fc.property(catalogScenarioArb(), (scenario) => {
        const { items, recommended } = buildAllWalletsItems({
          connectors: scenario.connectors,
          visibility: { mobile: scenario.mobile, injectedProviderPresent: scenario.injectedProviderPresent },
          registry: scenario.registry,
          head: scenario.registry.slice(0, 40),
          listings: scenario.registry,
          excludeWalletIds: scenario.excludeWalletIds,
        });
        const firstOther = items.findIndex((item) => !item.installed);
        if (firstOther >= 0) expect(items.slice(firstOther).every((item) => !item.installed)).toBe(true);
        const keys = items.flatMap(entryKeys);
        expect(new Set(keys).size).toBe(keys.length);
        const excluded = new Set(walletKeys(...scenario.excludeWalletIds));
        for (const item of [...items, ...recommended])
          expect(
            walletKeys(item.id, item.rdns, item.name, item.listing?.name).some((key) => excluded.has(key)),
          ).toBe(false);
        const registryIds = scenario.registry.map((entry) => entry.id);
        const shown = items
          .filter((item) => item.kind === 'registry')
          .map((item) => registryIds.indexOf(item.id));
        expect(shown).toEqual([...shown].sort((a, b) => a - b));
        expect(recommended.length).toBeLessThanOrEqual(4);
        expect(
          recommended.every((item) => !item.installed && items.some((shownItem) => shownItem.id === item.id)),
        ).toBe(true);
      }),
    );
  });
});
