import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ManualClock, MemoryLogger, MemoryStorage } from '../../../testkits/index.js';
import { MemoryConnectorDiscovery } from '../../../testkits/MemoryConnectorDiscovery.js';
import {
  MemoryWalletConnector,
  memoryNetwork,
  sampleConnectors,
} from '../../../testkits/MemoryWalletConnector.js';
import { rpcError } from '../../lib/errors/index.js';
import { SafeStorage } from '../../lib/storage/index.js';
import { createConnectionStore } from './ConnectionStore.js';
import {
  DISCONNECT_TIMEOUT_MS,
  PAIRING_LIFETIME_MS,
  RECENT_WALLETS_LIMIT,
  STORED_CONNECTOR_WAIT_MS,
} from './constants.js';
import { createCancellation } from './createCancellation.js';
import type { ConnectionStatus, ConnectionStoreDeps } from './types.js';

const EVM = memoryNetwork('eip155');
const SOLANA = memoryNetwork('solana');

const setup = (
  options: { storage?: MemoryStorage; mapFailure?: ConnectionStoreDeps['mapFailure']; list?: boolean } = {},
) => {
  const clock = new ManualClock();
  const logger = new MemoryLogger();
  const storage = options.storage ?? new MemoryStorage();
  const connectors = sampleConnectors();
  const discovery = new MemoryConnectorDiscovery(Object.values(connectors));
  const store = createConnectionStore({
    connectors: options.list ? Object.values(connectors) : discovery,
    storage: new SafeStorage(storage, logger),
    clock,
    scheduler: clock,
    logger,
    ...(options.mapFailure ? { mapFailure: options.mapFailure } : {}),
  });
  return { clock, logger, storage, connectors, discovery, store };
};

describe('ConnectionStore', () => {
  it('starts disconnected with nothing remembered', () => {
    const { store } = setup();
    expect(store.status).toBe('disconnected');
    expect(store.connections.size).toBe(0);
    expect(store.currentConnector).toBeNull();
    expect(store.deepLink).toBeUndefined();
    expect(store.recentWallets).toEqual([]);
    expect(PAIRING_LIFETIME_MS).toBe(240_000);
    expect(RECENT_WALLETS_LIMIT).toBe(2);
    expect(DISCONNECT_TIMEOUT_MS).toBe(3000);
  });

  it('connects: connecting, then connected with the wallet as current connector', async () => {
    const { store, connectors } = setup();
    const statuses: ConnectionStatus[] = [];
    const stop = autorun(() => {
      statuses.push(store.status);
    });
    const pending = store.connect('io.metamask', { network: EVM });
    expect(store.status).toBe('connecting');
    const connection = (await pending)._unsafeUnwrap();
    stop();
    expect(statuses).toEqual(['disconnected', 'connecting', 'connected']);
    expect(connection).toEqual({
      connector: connectors.metamask.info,
      accounts: connectors.metamask.accounts,
      caipNetworkId: 'eip155:1',
    });
    expect(store.connections.get('eip155')).toEqual(connection);
    expect(store.currentConnector).toEqual(connectors.metamask.info);
    expect(store.connectorIds).toEqual({ eip155: 'io.metamask' });
    expect(store.recentConnectorId).toBe('io.metamask');
    expect(store.session('eip155')?.connector).toBe(connectors.metamask.info);
    expect(connectors.metamask.listenerCount('display_uri')).toBe(0);
    expect(connectors.metamask.listenerCount()).toBe(3);
  });

  it('maps a 4001 rejection to USER_REJECTED and goes back to disconnected', async () => {
    const { store, connectors } = setup();
    connectors.metamask.connectBehaviour = 'reject';
    const error = (await store.connect('io.metamask', { network: EVM }))._unsafeUnwrapErr();
    expect(error.code).toBe('USER_REJECTED');
    expect(error.message).toBe('User rejected the request.');
    expect(store.status).toBe('disconnected');
    expect(connectors.metamask.listenerCount()).toBe(0);
  });

  it('stays connected when a second namespace fails to connect', async () => {
    const { store, connectors } = setup();
    await store.connect('io.metamask', { network: EVM });
    connectors.phantom.connectBehaviour = 'reject';
    connectors.phantom.rejection = new Error('wallet crashed');
    const error = (await store.connect('app.phantom', { network: SOLANA }))._unsafeUnwrapErr();
    expect(error.code).toBe('INTERNAL_SDK_ERROR');
    expect(store.status).toBe('connected');
  });

  it('holds the companion sessions of one approval beside it (WalletConnect with solana), never over a live one', async () => {
    const { store, connectors, discovery } = setup();
    const solanaSide = new MemoryWalletConnector(
      { id: 'walletConnect:solana', name: 'WalletConnect', type: 'WALLET_CONNECT', namespace: 'solana' },
      { accounts: ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'] },
    );
    const unlisted = new MemoryWalletConnector({ id: 'unlisted', namespace: 'solana' });
    const approve = connectors.walletConnect.connect.bind(connectors.walletConnect);
    let companions = [unlisted.session(SOLANA)];
    connectors.walletConnect.connect = async (params) => ({ ...(await approve(params)), companions });
    await store.connect('walletConnect', { network: EVM });
    expect(store.connections.has('solana')).toBe(false);
    discovery.announce(solanaSide);
    companions = [solanaSide.session(SOLANA)];
    await store.connect('walletConnect', { network: EVM });
    expect(store.connections.get('solana')).toMatchObject({
      connector: { id: 'walletConnect:solana' },
      accounts: ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'],
      caipNetworkId: SOLANA.caipNetworkId,
    });
    expect(store.currentConnector?.id).toBe('walletConnect');
    expect(store.connectorIds).toEqual({ eip155: 'walletConnect', solana: 'walletConnect:solana' });
    expect(store.session('solana')?.signer.namespace).toBe('solana');
    solanaSide.emit('disconnect', {});
    expect([...store.connections.keys()]).toEqual(['eip155']);
    await store.connect('app.phantom', { network: SOLANA });
    await store.connect('walletConnect', { network: EVM });
    expect(store.connections.get('solana')?.connector.id).toBe('app.phantom');
  });

  it('uses an injected failure mapper', async () => {
    const { store, connectors } = setup({ mapFailure: () => rpcError('UNAUTHORIZED') });
    connectors.metamask.connectBehaviour = 'reject';
    expect((await store.connect('io.metamask', { network: EVM }))._unsafeUnwrapErr().code).toBe(
      'UNAUTHORIZED',
    );
  });

  it('reports an unknown connector', async () => {
    const { store } = setup();
    const error = (await store.connect('nope', { network: EVM }))._unsafeUnwrapErr();
    expect(error.code).toBe('CONNECTOR_NOT_FOUND');
    expect(error.message).toBe('Connector not found: nope');
    expect(store.status).toBe('disconnected');
  });

  it('finds wallets announced late, and works from a plain list too', async () => {
    const { store, discovery } = setup();
    const late = new MemoryWalletConnector({ id: 'me.rainbow', name: 'Rainbow', type: 'ANNOUNCED' });
    expect((await store.connect('me.rainbow', { network: EVM }))._unsafeUnwrapErr().code).toBe(
      'CONNECTOR_NOT_FOUND',
    );
    discovery.announce(late);
    expect((await store.connect('me.rainbow', { network: EVM })).isOk()).toBe(true);
    const fromList = setup({ list: true });
    expect((await fromList.store.connect('app.phantom', { network: SOLANA })).isOk()).toBe(true);
  });

  it('passes the pairing uris of display_uri to the attempt while it runs, then stops listening', async () => {
    const { store, connectors } = setup();
    const uris: string[] = [];
    const uri = connectors.walletConnect.displayUri;
    const connected = await store.connect(
      'walletConnect',
      { network: EVM },
      { onDisplayUri: (u) => uris.push(u) },
    );
    expect(connected.isOk()).toBe(true);
    expect(uris).toEqual([uri]);
    expect(connectors.walletConnect.listenerCount('display_uri')).toBe(0);
  });

  it('a cancelled attempt no longer counts as connecting; its late approval is let go (disconnected)', async () => {
    const { store, connectors } = setup();
    connectors.walletConnect.connectBehaviour = 'hang';
    const cancellation = createCancellation();
    const pending = store.connect('walletConnect', { network: EVM }, { cancellation });
    expect(store.status).toBe('connecting');
    cancellation.cancel();
    expect(store.status).toBe('disconnected');
    expect(store.pendingConnects).toBe(0);
    connectors.walletConnect.settle();
    const outcome = await pending;
    expect(outcome._unsafeUnwrapErr().code).toBe('REQUEST_ABORTED');
    expect(store.connections.size).toBe(0);
    expect(connectors.walletConnect.calls.disconnect).toBe(1);
  });

  it('a cancelled attempt superseded by a newer one on the same connector leaves the wallet to it', async () => {
    const { store, connectors } = setup();
    connectors.walletConnect.connectBehaviour = 'hang';
    const first = createCancellation();
    const older = store.connect('walletConnect', { network: EVM }, { cancellation: first });
    first.cancel();
    const newer = store.connect('walletConnect', { network: EVM });
    connectors.walletConnect.settle();
    expect((await older)._unsafeUnwrapErr().code).toBe('REQUEST_ABORTED');
    expect((await newer).isOk()).toBe(true);
    expect(connectors.walletConnect.calls.disconnect).toBe(0);
    expect(store.status).toBe('connected');
  });

  it('reset forgets pending attempts and the stored deep link', async () => {
    const { store, storage } = setup();
    store.recordSuccess({ deepLink: { href: 'metamask://', name: 'MetaMask' } });
    await store.flush();
    expect(storage.data.has('@latch/connection.deepLink')).toBe(true);
    void store.connect('walletConnect', { network: EVM });
    store.reset();
    expect(store.status).toBe('disconnected');
    expect(store.deepLink).toBeUndefined();
    await store.flush();
    expect(storage.data.has('@latch/connection.deepLink')).toBe(false);
  });

  it('recordSuccess saves the deep link and the recent wallet, and a reload finds them', async () => {
    const { store, storage, logger } = setup();
    store.recordSuccess({
      wallet: { id: 'me.rainbow', name: 'Rainbow' },
      deepLink: { href: 'rainbow://', name: 'Rainbow' },
    });
    expect(store.deepLink).toEqual({ href: 'rainbow://', name: 'Rainbow' });
    expect(store.recentWallets).toEqual([{ id: 'me.rainbow', name: 'Rainbow' }]);
    await store.flush();
    const again = setup({ storage });
    await again.store.hydrate();
    expect(again.store.deepLink).toEqual({ href: 'rainbow://', name: 'Rainbow' });
    expect(again.store.recentWallets).toEqual([{ id: 'me.rainbow', name: 'Rainbow' }]);
    expect(logger.entries).toEqual([]);
  });

  it('recordSuccess keeps the two latest wallets and leaves the deep link alone without one', () => {
    const { store } = setup();
    store.recordSuccess({ wallet: { id: 'a', name: 'A' } });
    store.recordSuccess({ wallet: { id: 'b', name: 'B' } });
    store.recordSuccess({ wallet: { id: 'c', name: 'C' } });
    expect(store.recentWallets.map((w) => w.id)).toEqual(['c', 'b']);
    expect(store.deepLink).toBeUndefined();
  });

  it('reconnects the stored connector first; the first authorised becomes current', async () => {
    const first = setup();
    await first.store.connect('com.coinbase.wallet', { network: EVM });
    await first.store.flush();
    const { store, connectors } = setup({ storage: first.storage });
    await store.hydrate();
    connectors.metamask.authorised = true;
    connectors.coinbase.authorised = true;
    connectors.phantom.authorised = true;
    const pending = store.reconnect([SOLANA, EVM, memoryNetwork('solana', 'devnet')]);
    expect(store.status).toBe('reconnecting');
    expect(await pending).toEqual(['solana', 'eip155']);
    expect(store.status).toBe('connected');
    expect(store.connections.get('eip155')?.connector.id).toBe('com.coinbase.wallet');
    expect(connectors.metamask.calls.reconnect).toBe(0);
    expect(store.currentConnector?.id).toBe('app.phantom');
    expect(store.recentConnectorId).toBe('app.phantom');
    expect(connectors.phantom.calls.reconnect).toBe(1);
  });

  it('reconnect waits for a stored connector that a discovery lists late (a Wallet Standard wallet on reload)', async () => {
    const first = setup();
    await first.store.connect('io.metamask', { network: EVM });
    await first.store.connect('app.phantom', { network: SOLANA });
    await first.store.flush();
    const { clock, logger, storage } = first;
    const metamask = new MemoryWalletConnector({ id: 'io.metamask', name: 'MetaMask' });
    const phantom = new MemoryWalletConnector(
      { id: 'app.phantom', name: 'Phantom', namespace: 'solana' },
      { accounts: ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'] },
    );
    metamask.authorised = true;
    phantom.authorised = true;
    // The page's first discovery lists the EVM wallet at once; the Solana one only once its code has loaded.
    const discovery = new MemoryConnectorDiscovery([metamask]);
    const loaded = discovery.loading();
    const store = createConnectionStore({
      connectors: discovery,
      storage: new SafeStorage(storage, logger),
      clock,
      scheduler: clock,
      logger,
    });
    await store.hydrate();
    const pending = store.reconnect([EVM, SOLANA]);
    await clock.advanceAsync(STORED_CONNECTOR_WAIT_MS - 1);
    expect(store.status).toBe('reconnecting');
    discovery.announce(phantom);
    loaded();
    expect(await pending).toEqual(['eip155', 'solana']);
    expect(store.connections.get('solana')?.connector.id).toBe('app.phantom');
    expect(store.connections.get('eip155')?.connector.id).toBe('io.metamask');
    expect(discovery.listenerCount).toBe(0);
    expect(clock.pending).toBe(0);
  });

  it('reconnect waits for a late stored connector at most STORED_CONNECTOR_WAIT_MS, then restores the rest', async () => {
    const first = setup();
    await first.store.connect('io.metamask', { network: EVM });
    await first.store.connect('app.phantom', { network: SOLANA });
    await first.store.flush();
    const { clock, logger, storage } = first;
    const metamask = new MemoryWalletConnector({ id: 'io.metamask', name: 'MetaMask' });
    metamask.authorised = true;
    const discovery = new MemoryConnectorDiscovery([metamask]);
    discovery.loading();
    const store = createConnectionStore({
      connectors: discovery,
      storage: new SafeStorage(storage, logger),
      clock,
      scheduler: clock,
      logger,
    });
    await store.hydrate();
    let settled = false;
    const pending = store.reconnect([EVM, SOLANA]).finally(() => {
      settled = true;
    });
    await clock.advanceAsync(STORED_CONNECTOR_WAIT_MS - 1);
    expect(settled).toBe(false);
    await clock.advanceAsync(1);
    expect(await pending).toEqual(['eip155']);
    expect(discovery.listenerCount).toBe(0);
  });

  it('reconnect stops waiting for a stored connector once the discovery is ready without it (wallet gone)', async () => {
    const first = setup();
    await first.store.connect('app.phantom', { network: SOLANA });
    await first.store.flush();
    const { clock, logger, storage } = first;
    const discovery = new MemoryConnectorDiscovery([]);
    const loaded = discovery.loading();
    const store = createConnectionStore({
      connectors: discovery,
      storage: new SafeStorage(storage, logger),
      clock,
      scheduler: clock,
      logger,
    });
    await store.hydrate();
    const pending = store.reconnect([SOLANA]);
    await clock.advanceAsync(10);
    expect(store.status).toBe('reconnecting');
    loaded();
    expect(await pending).toEqual([]);
    expect(store.status).toBe('disconnected');
    expect(discovery.listenerCount).toBe(0);
    expect(clock.pending).toBe(0);
  });

  it('reconnect does not wait when the stored connectors are listed, nor for a namespace with none stored', async () => {
    const { store, connectors, discovery, clock } = setup();
    connectors.metamask.authorised = true;
    await store.connect('io.metamask', { network: EVM });
    expect(await store.reconnect([EVM, SOLANA])).toEqual(['eip155']);
    expect(discovery.listenerCount).toBe(0);
    expect(clock.pending).toBe(0);
  });

  it('reconnect with nobody authorised ends disconnected with no connections', async () => {
    const { store, connectors, logger } = setup();
    await store.connect('io.metamask', { network: EVM });
    connectors.metamask.authorised = false;
    connectors.coinbase.failReconnect = true;
    expect(await store.reconnect([EVM])).toEqual([]);
    expect(store.status).toBe('disconnected');
    expect(store.connections.size).toBe(0);
    expect(store.currentConnector).toBeNull();
    expect(connectors.metamask.listenerCount()).toBe(0);
    expect(logger.entries.map((e) => e.message)).toEqual(['wallet reconnect failed']);
  });

  it('shares one reconnect between concurrent calls', async () => {
    const { store, connectors } = setup();
    connectors.metamask.authorised = true;
    const [a, b] = await Promise.all([store.reconnect([EVM]), store.reconnect([EVM])]);
    expect(a).toBe(b);
    expect(connectors.metamask.calls.reconnect).toBe(1);
  });

  it('disconnects one namespace: the first remaining connector becomes current and recent', async () => {
    const { store, connectors } = setup();
    await store.connect('app.phantom', { network: SOLANA });
    await store.connect('io.metamask', { network: EVM });
    expect(store.currentConnector?.id).toBe('io.metamask');
    expect((await store.disconnect('eip155'))._unsafeUnwrap()).toEqual(['eip155']);
    expect(store.currentConnector?.id).toBe('app.phantom');
    expect(store.recentConnectorId).toBe('app.phantom');
    expect(store.connectorIds).toEqual({ solana: 'app.phantom' });
    expect(store.status).toBe('connected');
    expect(connectors.metamask.listenerCount()).toBe(0);
    expect(connectors.metamask.calls.disconnect).toBe(1);
    expect((await store.disconnect())._unsafeUnwrap()).toEqual(['solana']);
    expect(store.status).toBe('disconnected');
    expect(store.currentConnector).toBeNull();
    expect(store.connectorIds).toEqual({});
    expect((await store.disconnect('bip122'))._unsafeUnwrap()).toEqual([]);
  });

  it("reports 'Failed to disconnect' when the wallet refuses, removing the connection anyway", async () => {
    const { store, connectors } = setup();
    await store.connect('io.metamask', { network: EVM });
    connectors.metamask.disconnectBehaviour = 'reject';
    const error = (await store.disconnect())._unsafeUnwrapErr();
    expect(error.code).toBe('DISCONNECT_FAILED');
    expect(error.message).toBe('Failed to disconnect');
    expect(error.cause).toEqual({ code: 4001, message: 'User rejected the request.' });
    expect(store.status).toBe('disconnected');
  });

  it('gives a hanging wallet exactly DISCONNECT_TIMEOUT_MS, having removed it locally at once', async () => {
    const { store, clock, connectors } = setup();
    await store.connect('io.metamask', { network: EVM });
    connectors.metamask.disconnectBehaviour = 'hang';
    let outcome: string | undefined;
    void store.disconnect().match(
      () => {
        outcome = 'ok';
      },
      (error) => {
        outcome = error.details;
      },
    );
    expect(store.status).toBe('disconnected');
    expect(connectors.metamask.listenerCount()).toBe(0);
    await clock.advanceAsync(DISCONNECT_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await clock.advanceAsync(1);
    expect(outcome).toBe('no answer within 3000 ms');
  });

  it('follows wallet events: accounts, chain, disconnect', async () => {
    const { store, connectors, logger } = setup();
    await store.connect('io.metamask', { network: EVM });
    connectors.metamask.emit('accountsChanged', ['0x00000000000000000000000000000000000000aa']);
    expect(store.connections.get('eip155')?.accounts).toEqual(['0x00000000000000000000000000000000000000aa']);
    connectors.metamask.emit('chainChanged', 'eip155:10');
    expect(store.connections.get('eip155')?.caipNetworkId).toBe('eip155:10');
    connectors.metamask.emit('chainChanged', 'solana:mainnet');
    expect(store.connections.get('eip155')?.caipNetworkId).toBe('eip155:10');
    expect(logger.entries.map((e) => e.message)).toEqual(['chainChanged to another namespace ignored']);
    connectors.metamask.emit('disconnect', { code: 4900 });
    expect(store.status).toBe('disconnected');
    expect(store.connectorIds).toEqual({});
    expect(connectors.metamask.listenerCount()).toBe(0);
  });

  it('treats an empty accounts list as a disconnect', async () => {
    const { store, connectors } = setup();
    await store.connect('io.metamask', { network: EVM });
    connectors.metamask.emit('accountsChanged', []);
    expect(store.connections.size).toBe(0);
    expect(store.currentConnector).toBeNull();
  });

  it('replacing a namespace connection drops the previous wallet listeners', async () => {
    const { store, connectors } = setup();
    await store.connect('io.metamask', { network: EVM });
    await store.connect('com.coinbase.wallet', { network: EVM });
    expect(connectors.metamask.listenerCount()).toBe(0);
    expect(connectors.coinbase.listenerCount()).toBe(3);
    connectors.metamask.emit('disconnect', {});
    expect(store.status).toBe('connected');
  });

  it('dispose stops listening without disconnecting', async () => {
    const { store, connectors } = setup();
    await store.connect('io.metamask', { network: EVM });
    store.dispose();
    expect(connectors.metamask.listenerCount()).toBe(0);
    expect(store.status).toBe('connected');
  });

  it('hydrates tolerantly: corrupt values read as empty and are logged', async () => {
    const storage = new MemoryStorage({
      '@latch/connection.recentWallets': '{not json',
      '@latch/connection.connectorIds': JSON.stringify({ v: 1, d: { eip155: 7 } }),
      '@latch/connection.status': JSON.stringify({ v: 1, d: 'dancing' }),
      '@latch/connection.namespaces': JSON.stringify({ v: 9, d: ['eip155'] }),
    });
    const { store, logger } = setup({ storage });
    await store.hydrate();
    expect(store.recentWallets).toEqual([]);
    expect(store.connectorIds).toEqual({});
    expect(store.restored).toEqual({ status: 'disconnected', namespaces: [] });
    expect(logger.entries.filter((e) => e.level === 'warn')).toHaveLength(4);
  });

  it('survives a failing storage', async () => {
    const { store, storage } = setup();
    storage.failWrites = true;
    await store.connect('io.metamask', { network: EVM });
    await store.flush();
    storage.failReads = true;
    await store.hydrate();
    expect(store.status).toBe('connected');
  });
});
