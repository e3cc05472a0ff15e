import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  flushMicrotasks,
  ManualClock,
  MemoryLogger,
  MemoryStorage,
  memoryNetwork,
} from '../../../testkits/index.js';
import { MemoryConnectorDiscovery } from '../../../testkits/MemoryConnectorDiscovery.js';
import { sampleConnectors } from '../../../testkits/MemoryWalletConnector.js';
import { SafeStorage } from '../../lib/storage/index.js';
import { PAIRING_EXPIRY_MARGIN_MS } from '../../lib/validation/index.js';
import type { AnalyticsEvent } from '../analytics/index.js';
import { createConnectionStore, PAIRING_LIFETIME_MS } from '../connections/index.js';
import type { WalletEntry } from '../walletCatalog/index.js';
import { createConnectFlow } from './ConnectFlow.js';
import { PAIRING_HEARTBEAT_MS } from './constants.js';
import { PairingStore } from './PairingStore.js';

const EVM = memoryNetwork('eip155');
const SOLANA = memoryNetwork('solana');

const setup = ({ legalCheckbox = false } = {}) => {
  const clock = new ManualClock();
  const logger = new MemoryLogger();
  const connectors = sampleConnectors();
  const discovery = new MemoryConnectorDiscovery(Object.values(connectors));
  const connection = createConnectionStore({
    connectors: discovery,
    storage: new SafeStorage(new MemoryStorage(), logger),
    clock,
    scheduler: clock,
    logger,
  });
  const events: AnalyticsEvent[] = [];
  const switched: string[] = [];
  const flow = createConnectFlow({
    connection,
    analytics: { track: (event) => void events.push(event) },
    clock,
    scheduler: clock,
    logger,
    connectors: () => discovery.list().map((connector) => connector.info),
    activeNetwork: () => EVM,
    networks: [EVM, SOLANA],
    legalCheckbox,
    switchNetwork: (network) => {
      switched.push(network.caipNetworkId);
      return okAsync(
        network.chainNamespace === 'solana'
          ? { needsConnection: true as const, namespace: 'solana' as const }
          : { needsConnection: false as const },
      );
    },
  });
  return { clock, connectors, connection, flow, events, switched };
};

const entry = (partial: Partial<WalletEntry> & Pick<WalletEntry, 'id' | 'name'>): WalletEntry => ({
  kind: 'injected',
  installed: true,
  ...partial,
});

describe('ConnectFlow', () => {
  it('with the terms checkbox required, holds every connect method back until it is ticked', async () => {
    const { flow, connection, events } = setup({ legalCheckbox: true });
    const metamask = entry({ id: 'io.metamask', name: 'MetaMask', connectorId: 'io.metamask' });
    const walletConnect = entry({ kind: 'walletConnect', id: 'walletConnect', name: 'WalletConnect' });
    const registryWallet = entry({
      kind: 'recommended',
      id: 'me.rainbow',
      name: 'Rainbow',
      installed: false,
    });
    expect(flow.consent.blocked).toBe(true);
    for (const picked of [metamask, walletConnect, registryWallet]) {
      expect(flow.choose(picked, false)).toEqual({ kind: 'consentRequired' });
    }
    const direct = await flow.connect({ ...metamask, connectorId: 'io.metamask' });
    expect(direct._unsafeUnwrapErr()).toMatchObject({
      code: 'LEGAL_CONSENT_REQUIRED',
      message: 'Please agree to the terms to connect',
    });
    expect(events).toEqual([]);
    expect(connection.status).toBe('disconnected');

    flow.consent.setAccepted(true);
    expect(flow.consent.blocked).toBe(false);
    expect(flow.choose(metamask, false)).toEqual({ kind: 'external', connectorId: 'io.metamask' });
    await flushMicrotasks();
    expect(connection.status).toBe('connected');
  });

  it('without the terms checkbox nothing is held back', () => {
    const { flow } = setup();
    expect(flow.consent).toMatchObject({ required: false, blocked: false });
  });

  it('choosing a browser wallet asks it at once, records it as recent and reports browser', async () => {
    const { flow, connection, events } = setup();
    const connected: string[] = [];
    flow.onConnected((c) => connected.push(c.connector.id));
    const choice = flow.choose(
      entry({ id: 'io.metamask', name: 'MetaMask', connectorId: 'io.metamask' }),
      false,
    );
    expect(choice).toEqual({ kind: 'external', connectorId: 'io.metamask' });
    expect(flow.attempt('io.metamask')).toEqual({ status: 'pending' });
    await flushMicrotasks();
    expect(flow.attempt('io.metamask')).toEqual({ status: 'connected' });
    expect(connection.status).toBe('connected');
    expect(connection.recentWallets[0]).toEqual({ id: 'io.metamask', name: 'MetaMask' });
    expect(connected).toEqual(['io.metamask']);
    expect(events).toEqual([
      { event: 'SELECT_WALLET', properties: { name: 'MetaMask', platform: 'browser' } },
      { event: 'CONNECT_SUCCESS', properties: { method: 'browser', name: 'MetaMask' } },
    ]);
  });

  it('WalletConnect and wallets without a connector lead to the pairing', () => {
    const { flow } = setup();
    const wc = entry({ id: 'walletConnect', name: 'WalletConnect', kind: 'walletConnect' });
    expect(flow.choose(wc, false)).toEqual({ kind: 'walletConnect', mobile: false });
    expect(flow.choose(wc, true)).toEqual({ kind: 'walletConnect', mobile: true });
    expect(flow.choose(entry({ id: 'com.trustwallet.app', name: 'Trust', kind: 'registry' }), true)).toEqual({
      kind: 'pairing',
      walletId: 'com.trustwallet.app',
    });
  });

  it('a declined attempt says so; Try again shows the newest attempt, and its success connects', async () => {
    const { flow, connectors, events } = setup();
    connectors.metamask.connectBehaviour = 'reject';
    const wallet = {
      id: 'io.metamask',
      name: 'MetaMask',
      kind: 'injected' as const,
      installed: true,
      connectorId: 'io.metamask',
    };
    expect((await flow.connect(wallet))._unsafeUnwrapErr().code).toBe('USER_REJECTED');
    expect(flow.attempt('io.metamask')).toMatchObject({ status: 'rejected' });
    expect(events.at(-1)).toEqual({
      event: 'CONNECT_ERROR',
      properties: { message: 'User rejected the request.' },
    });
    connectors.metamask.connectBehaviour = 'approve';
    expect((await flow.connect(wallet)).isOk()).toBe(true);
    expect(flow.attempt('io.metamask')).toEqual({ status: 'connected' });
  });

  it('connects a connector of another namespace on its own first network', async () => {
    const { flow, connection } = setup();
    const wallet = {
      id: 'app.phantom',
      name: 'Phantom',
      kind: 'injected' as const,
      installed: true,
      connectorId: 'app.phantom',
    };
    await flow.connect(wallet);
    expect(connection.connections.get('solana')?.caipNetworkId).toBe(SOLANA.caipNetworkId);
    expect(flow.networkFor(undefined)).toBe(EVM);
  });

  it('disconnect and network switch report their analytics', async () => {
    const { flow, events, switched } = setup();
    await flow.connect({
      id: 'io.metamask',
      name: 'MetaMask',
      kind: 'injected',
      installed: true,
      connectorId: 'io.metamask',
    });
    expect((await flow.switchNetwork(EVM)).isOk()).toBe(true);
    expect((await flow.switchNetwork(SOLANA))._unsafeUnwrap()).toEqual({
      needsConnection: true,
      namespace: 'solana',
    });
    expect(switched).toEqual([EVM.caipNetworkId, SOLANA.caipNetworkId]);
    expect(events.filter((e) => e.event === 'SWITCH_NETWORK')).toHaveLength(1);
    expect((await flow.disconnect())._unsafeUnwrap()).toEqual(['eip155']);
    expect(events.at(-1)).toEqual({ event: 'DISCONNECT_SUCCESS' });
  });
});

describe('PairingStore', () => {
  it('shows a uri, refreshes it on the heartbeat once under 10 s are left, and gives it up when hidden', async () => {
    const { flow, clock, connectors, connection } = setup();
    connectors.walletConnect.connectBehaviour = 'hang';
    const pairing = flow.pairingWith(PairingStore);
    pairing.show({ id: 'com.trustwallet.app', name: 'Trust' });
    expect(pairing.uri).toBe(connectors.walletConnect.displayUri);
    expect(pairing.display(clock.now())).toBe('ready');
    expect(connection.status).toBe('connecting');
    pairing.show({ id: 'com.trustwallet.app', name: 'Trust' });
    expect(connectors.walletConnect.calls.connect).toBe(1);
    clock.advance(PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS);
    expect(pairing.display(clock.now())).toBe('ready');
    expect(connectors.walletConnect.calls.connect).toBe(1);
    clock.advance(1);
    expect(pairing.display(clock.now())).toBe('loading');
    clock.advance(PAIRING_HEARTBEAT_MS);
    expect(connectors.walletConnect.calls.connect).toBe(2);
    expect(pairing.display(clock.now())).toBe('ready');
    pairing.leave();
    pairing.show({ id: 'com.trustwallet.app', name: 'Trust' });
    clock.advance(1);
    expect(connectors.walletConnect.calls.connect).toBe(2);
    pairing.leave();
    clock.advance(1);
    expect(pairing.uri).toBeUndefined();
    expect(pairing.display(clock.now())).toBe('idle');
    expect(connection.status).toBe('disconnected');
    clock.advance(PAIRING_LIFETIME_MS);
    expect(connectors.walletConnect.calls.connect).toBe(2);
  });

  it('success through a deep link records the wallet and the link and reports mobile', async () => {
    const { flow, connection, events, connectors } = setup();
    connectors.walletConnect.connectBehaviour = 'hang';
    const connected: string[] = [];
    flow.onConnected((c) => connected.push(c.connector.id));
    flow.pairingWith(PairingStore).show({ id: 'com.trustwallet.app', name: 'Trust' });
    expect(
      flow.pairingWith(PairingStore).deepLink('javascript://%0Aalert(1)//', 'Trust')._unsafeUnwrapErr().code,
    ).toBe('URL_UNSAFE');
    expect(flow.pairingWith(PairingStore).linking).toBeUndefined();
    const href = flow.pairingWith(PairingStore).deepLink('trust://', 'Trust')._unsafeUnwrap();
    expect(href).toBe(`trust://wc?uri=${encodeURIComponent(connectors.walletConnect.displayUri ?? '')}`);
    connectors.walletConnect.settle();
    await flushMicrotasks();
    expect(connection.status).toBe('connected');
    expect(connection.deepLink).toEqual({ href, name: 'Trust' });
    expect(connection.recentWallets[0]).toEqual({ id: 'com.trustwallet.app', name: 'Trust' });
    expect(events.at(-1)).toEqual({
      event: 'CONNECT_SUCCESS',
      properties: { method: 'mobile', name: 'Trust' },
    });
    expect(connected).toEqual(['walletConnect']);
  });

  it("a web wallet's link opens its page on the pairing uri, http(s) only, and is not a deep-link choice", async () => {
    const { flow, connectors } = setup();
    connectors.walletConnect.connectBehaviour = 'hang';
    const pairing = flow.pairingWith(PairingStore);
    expect(pairing.webLink('https://app.wallet.test/')._unsafeUnwrapErr().code).toBe('PAIRING_EXPIRED');
    pairing.show({ id: 'io.wallet.web', name: 'Web' });
    const uri = encodeURIComponent(connectors.walletConnect.displayUri ?? '');
    expect(pairing.webLink(' https://app.wallet.test/?relay=r')._unsafeUnwrap()).toBe(
      `https://app.wallet.test/wc?relay=r&uri=${uri}`,
    );
    expect(pairing.webLink('web3wallet://')._unsafeUnwrapErr().code).toBe('URL_UNSAFE');
    expect(pairing.webLink('javascript:alert(1)//')._unsafeUnwrapErr().code).toBe('URL_UNSAFE');
    expect(pairing.linking).toBeUndefined();
    pairing.hide();
    expect(pairing.webLink('https://app.wallet.test/')._unsafeUnwrapErr().code).toBe('PAIRING_EXPIRED');
  });

  it('a failed pairing shows the failure and reports CONNECT_ERROR; a hidden one reports nothing', async () => {
    const { flow, events, connectors } = setup();
    connectors.walletConnect.connectBehaviour = 'reject';
    await flow.pairingWith(PairingStore).pair();
    expect(flow.pairingWith(PairingStore).failure).toEqual({
      kind: 'rejected',
      message: 'User rejected the request.',
    });
    expect(flow.pairingWith(PairingStore).display(0)).toBe('error');
    expect(events.filter((e) => e.event === 'CONNECT_ERROR')).toHaveLength(1);
    connectors.walletConnect.connectBehaviour = 'hang';
    flow.pairingWith(PairingStore).show();
    flow.onModalClosed();
    expect(events.filter((e) => e.event === 'CONNECT_ERROR')).toHaveLength(1);
    expect(flow.pairingWith(PairingStore).failure).toBeUndefined();
  });

  it('the pairing is built by the first pairingWith, once; closing or disposing before then is a no-op', () => {
    const { flow, connectors } = setup();
    expect(flow.pairing).toBeUndefined();
    flow.onModalClosed();
    connectors.walletConnect.connectBehaviour = 'hang';
    const pairing = flow.pairingWith(PairingStore);
    expect(flow.pairing).toBe(pairing);
    expect(flow.pairingWith(PairingStore)).toBe(pairing);
    pairing.show();
    expect(pairing.shown).toBe(true);
    flow.dispose();
    expect(pairing.shown).toBe(false);
    expect(setup().flow.dispose()).toBeUndefined();
  });

  it('without a WalletConnect connector the pairing fails with CONNECTOR_NOT_FOUND', async () => {
    const { connectors } = setup();
    const clock = new ManualClock();
    const logger = new MemoryLogger();
    const lonely = createConnectFlow({
      connection: createConnectionStore({
        connectors: [connectors.metamask],
        storage: new SafeStorage(new MemoryStorage(), logger),
        clock,
        scheduler: clock,
        logger,
      }),
      analytics: { track: () => undefined },
      clock,
      scheduler: clock,
      logger,
      connectors: () => [connectors.metamask.info],
      activeNetwork: () => EVM,
      networks: [EVM],
      switchNetwork: () => okAsync({ needsConnection: false as const }),
    });
    expect((await lonely.pairingWith(PairingStore).pair())._unsafeUnwrapErr().code).toBe(
      'CONNECTOR_NOT_FOUND',
    );
    expect(lonely.pairingWith(PairingStore).failure?.message).toBe('Connector not found: WalletConnect');
  });
});
