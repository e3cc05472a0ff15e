import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChainNamespace } from '../../../ports/index.js';
import { type CatalogScenario, catalogScenarioArb } from '../../../testkits/arbitraries/wallets.js';
import { RECENT_WALLETS_LIMIT } from '../connections/index.js';
import { buildConnectRows } from './buildConnectRows.js';
import { RECOMMENDED_COUNT } from './constants.js';
import { entryKeys } from './dedupeEntries.js';
import { isBrowserWallet, isConnectorVisible } from './isConnectorVisible.js';
import { resolveConnectorTypeOrder } from './resolveConnectorTypeOrder.js';
import type { ConnectorTypeOrderKey, WalletEntry, WalletEntryKind } from './types.js';
import { walletKeys } from './walletKeys.js';

const rowsOf = (
  scenario: CatalogScenario,
  overrides: { excludeWalletIds?: string[]; namespace?: ChainNamespace } = {},
) =>
  buildConnectRows({
    connectors: scenario.connectors,
    visibility: { mobile: scenario.mobile, injectedProviderPresent: scenario.injectedProviderPresent },
    walletConnectEnabled: true,
    walletConnectConnected: scenario.walletConnectConnected,
    recentWallets: scenario.recentWallets,
    featured: scenario.registry.filter((listing) => scenario.featuredWalletIds.includes(listing.id)),
    custom: scenario.customWallets,
    recommended: scenario.registry,
    listings: scenario.registry,
    typeOrder: resolveConnectorTypeOrder(scenario.connectorTypeOrder),
    excludeWalletIds: overrides.excludeWalletIds ?? scenario.excludeWalletIds,
    namespace: overrides.namespace,
  });

const SECTION: Record<WalletEntryKind, ConnectorTypeOrderKey> = {
  walletConnect: 'walletConnect',
  recent: 'recent',
  injected: 'injected',
  announced: 'injected',
  featured: 'featured',
  custom: 'custom',
  external: 'external',
  recommended: 'recommended',
  registry: 'recommended',
};

const count = (rows: readonly WalletEntry[], kind: WalletEntryKind) =>
  rows.filter((row) => row.kind === kind).length;

describe('buildConnectRows properties', () => {
  it('never shows a wallet twice', () => {
    fc.assert(
      fc.property(catalogScenarioArb(), (scenario) => {
        const keys = rowsOf(scenario).flatMap(entryKeys);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });

  it('never shows an excluded wallet (by id, rdns or name, any casing)', () => {
    fc.assert(
      fc.property(catalogScenarioArb(), (scenario) => {
        const excluded = new Set(walletKeys(...scenario.excludeWalletIds));
        for (const row of rowsOf(scenario)) {
          const connector = scenario.connectors.find((info) => info.id === row.connectorId);
          const shown = walletKeys(
            row.id,
            row.rdns,
            row.name,
            row.listing?.id,
            row.listing?.rdns,
            row.listing?.name,
            connector?.id,
            connector?.rdns,
            connector?.name,
          );
          expect(shown.filter((key) => excluded.has(key))).toEqual([]);
        }
      }),
    );
  });

  it('respects the connector type order for any mix of connectors, announced after injected', () => {
    fc.assert(
      fc.property(catalogScenarioArb(), (scenario) => {
        const order = resolveConnectorTypeOrder(scenario.connectorTypeOrder);
        const rows = rowsOf(scenario);
        const positions = rows.map((row) => order.indexOf(SECTION[row.kind]));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        const injectedKinds = rows.filter((row) => SECTION[row.kind] === 'injected').map((row) => row.kind);
        expect(injectedKinds).toEqual(
          [...injectedKinds].sort((a, b) => (a === b ? 0 : a === 'injected' ? -1 : 1)),
        );
      }),
    );
  });

  it('shows at most 2 recent and 4 recommended wallets, and one WalletConnect row when it may', () => {
    fc.assert(
      fc.property(catalogScenarioArb(), (scenario) => {
        const rows = rowsOf(scenario);
        expect(count(rows, 'recent')).toBeLessThanOrEqual(RECENT_WALLETS_LIMIT);
        expect(count(rows, 'recommended')).toBeLessThanOrEqual(RECOMMENDED_COUNT);
        const wc = scenario.connectors.some((info) => info.type === 'WALLET_CONNECT');
        const excluded = new Set(walletKeys(...scenario.excludeWalletIds));
        const wcExcluded = walletKeys('walletConnect', 'WalletConnect').some((key) => excluded.has(key));
        expect(count(rows, 'walletConnect')).toBe(
          wc && !scenario.walletConnectConnected && !wcExcluded ? 1 : 0,
        );
      }),
    );
  });

  it('links rows only to visible direct connectors, installed exactly for injected / announced ones', () => {
    fc.assert(
      fc.property(catalogScenarioArb(), (scenario) => {
        const visibility = {
          mobile: scenario.mobile,
          injectedProviderPresent: scenario.injectedProviderPresent,
        };
        for (const row of rowsOf(scenario)) {
          const connector = scenario.connectors.find((info) => info.id === row.connectorId);
          if (row.connectorId !== undefined) expect(connector).toBeDefined();
          if (connector === undefined) {
            expect(row.installed).toBe(false);
            continue;
          }
          expect(isConnectorVisible(connector, visibility)).toBe(true);
          if (!scenario.mobile) expect(isBrowserWallet(connector)).toBe(false);
          expect(connector.type === 'WALLET_CONNECT').toBe(row.kind === 'walletConnect');
          expect(row.installed).toBe(['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN'].includes(connector.type));
        }
      }),
    );
  });

  it('without exclusions, shows every visible wallet connector and every featured and custom wallet', () => {
    fc.assert(
      fc.property(catalogScenarioArb(), (scenario) => {
        const visibility = {
          mobile: scenario.mobile,
          injectedProviderPresent: scenario.injectedProviderPresent,
        };
        const rows = rowsOf(scenario, { excludeWalletIds: [] });
        const shown = new Set(rows.flatMap(entryKeys));
        const present = (...values: (string | undefined)[]) =>
          walletKeys(...values).some((key) => shown.has(key));
        for (const info of scenario.connectors) {
          if (info.type === 'WALLET_CONNECT' || !isConnectorVisible(info, visibility)) continue;
          expect(present(info.id, info.rdns, info.explorerId)).toBe(true);
        }
        for (const id of scenario.featuredWalletIds)
          if (scenario.registry.some((listing) => listing.id === id)) expect(present(id)).toBe(true);
        for (const custom of scenario.customWallets) expect(present(custom.id)).toBe(true);
      }),
    );
  });

  it("for a namespace, lists only its connectors' wallets, and the others only when WalletConnect serves it", () => {
    fc.assert(
      fc.property(
        catalogScenarioArb(),
        fc.constantFrom<ChainNamespace>('eip155', 'solana'),
        (scenario, ns) => {
          const visibility = {
            mobile: scenario.mobile,
            injectedProviderPresent: scenario.injectedProviderPresent,
          };
          const rows = rowsOf(scenario, { excludeWalletIds: [], namespace: ns });
          const walletConnect = scenario.connectors.some(
            (info) => info.type === 'WALLET_CONNECT' && info.namespace === ns,
          );
          for (const row of rows) {
            const connector = scenario.connectors.find((info) => info.id === row.connectorId);
            if (connector !== undefined) expect(connector.namespace).toBe(ns);
            else expect(walletConnect).toBe(true);
          }
          const shown = new Set(rows.flatMap(entryKeys));
          const present = (...values: (string | undefined)[]) =>
            walletKeys(...values).some((key) => shown.has(key));
          for (const info of scenario.connectors) {
            if (
              info.type === 'WALLET_CONNECT' ||
              info.namespace !== ns ||
              !isConnectorVisible(info, visibility)
            )
              continue;
            expect(present(info.id, info.rdns, info.explorerId)).toBe(true);
          }
          if (walletConnect)
            for (const custom of scenario.customWallets) expect(present(custom.id)).toBe(true);
        },
      ),
    );
  });
});
