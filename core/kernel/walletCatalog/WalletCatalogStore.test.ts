import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { ConnectorInfo, GetWalletsRequest } from '../../../ports/index.js';
import { flushMicrotasks, MemoryWalletConnector, memoryNetwork } from '../../../testkits/index.js';
import { httpFailure } from '../../../testkits/MemoryDataService.js';
import { ids, METAMASK, setup, WC } from '../../../testkits/walletCatalogHarness.js';
import { ALL_WALLETS_PAGE_SIZE, RECOMMENDED_COUNT } from './constants.js';

const BROWSER: ConnectorInfo = {
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  namespace: 'eip155',
};
const kinds = (entries: readonly { kind: string; id: string }[]) =>
  entries.map((entry) => `${entry.kind}:${entry.id}`);

describe('WalletCatalogStore: Connect view', () => {
  it('lists WalletConnect, the announced wallet (one row, with the registry image) and 4 recommended', async () => {
    const { store } = await setup();
    expect(kinds(store.connectRows)).toEqual([
      'walletConnect:walletConnect',
      'announced:io.metamask',
      'recommended:com.trustwallet.app',
      'recommended:me.rainbow',
      'recommended:com.coinbase.wallet',
      'recommended:app.phantom',
    ]);
    expect(store.connectRows[1]).toMatchObject({
      installed: true,
      connectorId: 'io.metamask',
      imageUrl: 'https://img.latch.test/io.metamask.webp',
    });
    expect(store.connectRows.filter((row) => row.kind === 'recommended')).toHaveLength(RECOMMENDED_COUNT);
    expect(store.connectMethods).toEqual(['wallet', 'email', 'social']);
    expect(store.showAllWallets).toBe(true);
  });

  it('reacts to a late EIP-6963 announcement', async () => {
    const { store, discovery } = await setup({ connectors: [WC] });
    const seen: string[][] = [];
    const stop = autorun(() => {
      seen.push(ids(store.connectRows));
    });
    expect(store.connectMethods).toEqual(['email', 'social', 'wallet']);
    discovery.announce(
      new MemoryWalletConnector({ ...METAMASK, id: 'uuid-rainbow', name: 'Rainbow', rdns: 'me.rainbow' }),
    );
    await flushMicrotasks();
    expect(seen.at(-1)?.slice(0, 2)).toEqual(['walletConnect', 'me.rainbow']);
    expect(store.connectRows[1]).toMatchObject({
      kind: 'announced',
      connectorId: 'uuid-rainbow',
      installed: true,
    });
    expect(store.connectMethods).toEqual(['wallet', 'email', 'social']);
    stop();
  });

  it('shows recent wallets from the ConnectionStore, at most 2, pointing at the live connector when installed', async () => {
    const { store, connection, data } = await setup();
    connection.recordSuccess({ wallet: { id: 'xyz.filler100', name: 'Filler 100' } });
    connection.recordSuccess({ wallet: { id: 'io.metamask', name: 'MetaMask' } });
    await flushMicrotasks();
    const recent = store.connectRows.filter((row) => row.kind === 'recent');
    expect(ids(recent)).toEqual(['io.metamask', 'xyz.filler100']);
    expect(recent[0]).toMatchObject({ connectorId: 'io.metamask', installed: true });
    // The registry entry of a recent wallet outside the head was looked up by id.
    expect(recent[1]).toMatchObject({ installed: false, listing: { id: 'xyz.filler100' } });
    expect(data.callsOf('wallets.getWallets')).toContainEqual({
      page: 1,
      entries: 1,
      include: ['xyz.filler100'],
    });
    expect(store.connectRows.filter((row) => row.id === 'io.metamask')).toHaveLength(1);
  });

  it('resolves featured wallets through the registry, in the host order, and keeps custom wallets as data', async () => {
    const { store } = await setup({
      connectors: [WC],
      options: {
        featuredWalletIds: ['xyz.filler120', 'me.rainbow', 'unknown.wallet'],
        customWallets: [{ id: 'dev.mine', name: 'Mine', homepage: 'https://mine.test' }],
      },
    });
    await flushMicrotasks();
    expect(kinds(store.connectRows).slice(0, 4)).toEqual([
      'walletConnect:walletConnect',
      'featured:xyz.filler120',
      'featured:me.rainbow',
      'custom:dev.mine',
    ]);
    expect(ids(store.connectRows.filter((row) => row.kind === 'recommended'))).not.toContain('me.rainbow');
  });

  it('hides WalletConnect once connected with it, and follows an overridden type order', async () => {
    const { store, connection } = await setup({ options: { connectorTypeOrder: ['injected'] } });
    expect(kinds(store.connectRows).slice(0, 2)).toEqual([
      'announced:io.metamask',
      'walletConnect:walletConnect',
    ]);
    (await connection.connect('walletConnect', { network: memoryNetwork('eip155') }))._unsafeUnwrap();
    expect(store.connectRows.some((row) => row.kind === 'walletConnect')).toBe(false);
  });

  it('excludes wallets by id, rdns or name, and asks the registry to leave them out too', async () => {
    const { store, data, clock } = await setup({ options: { excludeWalletIds: ['io.metamask', 'rainbow'] } });
    expect(ids(store.connectRows)).toEqual([
      'walletConnect',
      'com.trustwallet.app',
      'com.coinbase.wallet',
      'app.phantom',
      'com.okex.wallet',
    ]);
    expect(data.callsOf('wallets.getWallets')[0]).toEqual({
      page: 1,
      entries: ALL_WALLETS_PAGE_SIZE,
      exclude: ['io.metamask', 'rainbow'],
    });
    expect(clock.pending).toBe(0);
  });

  it('applies the Browser Wallet rule with the platform capability', async () => {
    const rows = async (mobile: boolean, injected: boolean | undefined) =>
      ids(
        (await setup({ connectors: [BROWSER], mobile, ...(injected === undefined ? {} : { injected }) }))
          .store.connectRows,
      );
    expect(await rows(false, true)).not.toContain('injected');
    expect(await rows(true, false)).not.toContain('injected');
    expect(await rows(true, true)).toContain('injected');
    expect(await rows(true, undefined)).toContain('injected');
  });

  it('leaves out email and social when their features are off, and the All Wallets row without WalletConnect', async () => {
    const { store } = await setup({
      connectors: [METAMASK],
      options: { features: { email: false, socials: [], allWallets: true } },
    });
    expect(store.connectMethods).toEqual(['wallet']);
    expect(store.showAllWallets).toBe(false);
    const off = await setup({
      options: { features: { email: true, socials: ['google'], allWallets: false } },
    });
    expect(off.store.showAllWallets).toBe(false);
  });
  it('lists, for a namespace, only its connectors: methods and All Wallets follow', async () => {
    const PHANTOM: ConnectorInfo = {
      id: 'app.phantom.solana',
      name: 'Phantom',
      type: 'ANNOUNCED',
      namespace: 'solana',
      rdns: 'app.phantom',
    };
    const { store, discovery } = await setup({ connectors: [WC, METAMASK, PHANTOM] });
    expect(kinds(store.connectRowsFor('solana'))).toEqual(['announced:app.phantom']);
    expect(store.connectMethodsFor('solana')).toEqual(['wallet', 'email', 'social']);
    expect(store.showAllWalletsFor('solana')).toBe(false);
    expect(kinds(store.connectRowsFor('eip155')).slice(0, 2)).toEqual([
      'walletConnect:walletConnect',
      'announced:io.metamask',
    ]);
    expect(ids(store.connectRowsFor('eip155'))).not.toContain('app.phantom.solana');
    expect(store.showAllWalletsFor('eip155')).toBe(true);
    expect(store.connectRowsFor(undefined)).toEqual(store.connectRows);
    expect(store.showAllWalletsFor(undefined)).toBe(store.showAllWallets);

    const seen: string[][] = [];
    const stop = autorun(() => {
      seen.push(ids(store.connectRowsFor('solana')));
    });
    discovery.announce(new MemoryWalletConnector({ ...WC, id: 'walletConnect.solana', namespace: 'solana' }));
    await flushMicrotasks();
    expect(seen.at(-1)?.slice(0, 2)).toEqual(['walletConnect.solana', 'app.phantom']);
    expect(store.showAllWalletsFor('solana')).toBe(true);
    stop();
  });
});

describe('WalletCatalogStore: lifecycle', () => {
  it('dispose() removes every subscription and drops answers in flight', async () => {
    const { store, discovery, connection, data } = await setup();
    expect(discovery.listenerCount).toBe(1);
    const release = data.hold('wallets.getWallets');
    const page = store.loadNextPage();
    const search = store.search('rain');
    store.dispose();
    expect(discovery.listenerCount).toBe(0);
    release();
    expect((await page)._unsafeUnwrap()).toBe('superseded');
    expect((await search)._unsafeUnwrap()).toBe('superseded');
    expect(store.allWallets.items.filter((item) => !item.installed)).toEqual([]);
    const calls = data.callsOf('wallets.getWallets').length;
    connection.recordSuccess({ wallet: { id: 'xyz.filler099', name: 'F' } });
    discovery.announce(new MemoryWalletConnector({ ...METAMASK, id: 'late', rdns: 'xyz.filler098' }));
    await flushMicrotasks();
    expect(data.callsOf('wallets.getWallets')).toHaveLength(calls);
    expect(store.connectors.map((info) => info.id)).toEqual(['walletConnect', 'io.metamask']);
    expect((await store.loadNextPage())._unsafeUnwrap()).toBe('superseded');
    expect((await store.search('a'))._unsafeUnwrap()).toBe('cleared');
    store.start();
    expect(discovery.listenerCount).toBe(0);
  });

  it('asks the registry nothing until prefetch() or a first observer of the rows; then once', async () => {
    const { store, data, connection } = await setup({ prefetch: false });
    connection.recordSuccess({ wallet: { id: 'xyz.filler050', name: 'F50' } });
    await flushMicrotasks();
    expect(data.callsOf('wallets.getWallets')).toEqual([]);
    expect(store.connectRows.filter((row) => row.kind === 'recommended')).toEqual([]);
    await flushMicrotasks();
    // A read with no observer (e.g. the images prefetch) asks nothing; a view observing the rows does.
    expect(data.callsOf('wallets.getWallets')).toEqual([]);
    const stop = autorun(() => store.connectRows.length);
    await flushMicrotasks();
    const calls = data.callsOf('wallets.getWallets') as GetWalletsRequest[];
    expect(calls.filter((call) => call.include === undefined)).toHaveLength(1);
    expect(calls.filter((call) => call.include !== undefined).flatMap((call) => call.include)).toEqual([
      'io.metamask',
      'xyz.filler050',
    ]);
    expect(store.connectRows.filter((row) => row.kind === 'recommended')).toHaveLength(RECOMMENDED_COUNT);
    store.prefetch();
    await flushMicrotasks();
    expect(data.callsOf('wallets.getWallets')).toHaveLength(calls.length);
    stop();
  });

  it('asks again for a first page that failed, on the next prefetch()', async () => {
    const { store, data, logger } = await setup({ prefetch: false });
    data.fail('wallets.getWallets', httpFailure(404), 2);
    store.prefetch();
    // The failure's mapping is fetched by the first failure (core/lib/rpc), so the log comes a moment later.
    await vi.waitFor(() =>
      expect(logger.entries.map((entry) => entry.message)).toContain('wallet registry head failed'),
    );
    expect(store.connectRows.filter((row) => row.kind === 'recommended')).toEqual([]);
    store.prefetch();
    await vi.waitFor(() =>
      expect(store.connectRows.filter((row) => row.kind === 'recommended')).toHaveLength(RECOMMENDED_COUNT),
    );
  });

  it('counts the rows still awaited from the registry until its first page answers, so the list keeps their places', async () => {
    const { store, data } = await setup({
      prefetch: false,
      options: { featuredWalletIds: ['xyz.filler120', 'io.metamask'] },
    });
    const release = data.hold('wallets.getWallets');
    // Not asked yet: the recommended wallets and both featured ones are still to come.
    expect(store.awaitedRowsFor(undefined)).toBe(RECOMMENDED_COUNT + 2);
    store.prefetch();
    await flushMicrotasks();
    expect(store.awaitedRowsFor(undefined)).toBe(RECOMMENDED_COUNT + 2);
    // A namespace WalletConnect does not serve gets no registry rows, so none is awaited.
    expect(store.awaitedRowsFor('solana')).toBe(0);
    expect(store.awaitedRowsFor('eip155')).toBe(RECOMMENDED_COUNT + 2);
    release();
    await vi.waitFor(() => expect(store.awaitedRowsFor(undefined)).toBe(0));
    expect(store.connectRows.filter((row) => row.kind === 'recommended')).toHaveLength(RECOMMENDED_COUNT);
  });

  it('awaits nothing once the first page failed, and again while it is asked for anew', async () => {
    const { store, data, logger } = await setup({ prefetch: false });
    data.fail('wallets.getWallets', httpFailure(404), 2);
    store.prefetch();
    await vi.waitFor(() =>
      expect(logger.entries.map((entry) => entry.message)).toContain('wallet registry head failed'),
    );
    expect(store.awaitedRowsFor(undefined)).toBe(0);
    const release = data.hold('wallets.getWallets');
    store.prefetch();
    await flushMicrotasks();
    expect(store.awaitedRowsFor(undefined)).toBe(RECOMMENDED_COUNT);
    release();
    await vi.waitFor(() => expect(store.awaitedRowsFor(undefined)).toBe(0));
  });

  it('start() is idempotent', async () => {
    const { store, discovery, data } = await setup();
    const calls = data.callsOf('wallets.getWallets').length;
    store.start();
    expect(discovery.listenerCount).toBe(1);
    expect(data.callsOf('wallets.getWallets')).toHaveLength(calls);
  });

  it('logs a failed id lookup and asks again when the wanted ids change', async () => {
    const { store, data, connection, logger } = await setup({ connectors: [WC] });
    data.fail('wallets.getWallets', httpFailure(404), 1);
    connection.recordSuccess({ wallet: { id: 'xyz.filler050', name: 'F50' } });
    await flushMicrotasks();
    expect(logger.entries.map((entry) => entry.message)).toContain('wallet registry lookup failed');
    connection.recordSuccess({ wallet: { id: 'xyz.filler051', name: 'F51' } });
    await flushMicrotasks();
    expect(store.connectRows.filter((row) => row.kind === 'recent').map((row) => row.listing?.id)).toEqual([
      'xyz.filler051',
      'xyz.filler050',
    ]);
  });
});
