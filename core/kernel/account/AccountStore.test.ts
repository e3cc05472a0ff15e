import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import {
  A1,
  A2,
  MAINNET,
  NETWORKS,
  PHANTOM_ADDRESS,
  POLYGON,
  SEPOLIA,
  SOLANA,
  setup,
} from '../../../testkits/accountHarness.js';
import { flushMicrotasks, MemoryDataService } from '../../../testkits/index.js';

describe('AccountStore: networks and connection', () => {
  it('starts on the first configured network, disconnected, idle', () => {
    const { store } = setup();
    expect(store.networks).toEqual(NETWORKS);
    expect(store.activeNetwork).toBe(MAINNET);
    expect(store.activeNamespace).toBe('eip155');
    expect(store.networksOf('eip155')).toEqual([MAINNET, POLYGON, SEPOLIA]);
    expect(store.networksOf('solana')).toEqual([SOLANA]);
    expect(store.networksOf('cosmos')).toEqual([]);
    expect(store.isConnected).toBe(false);
    expect(store.address).toBeUndefined();
    expect(store.caipAddress).toBeUndefined();
    expect(store.allAccounts).toEqual([]);
    expect(store.connectorInfo).toBeUndefined();
    expect(store.walletNetworkId).toBeUndefined();
    expect(store.isUnsupportedChain).toBe(false);
    expect(store.nativeBalance).toEqual({ status: 'idle' });
    expect(store.identity).toBeUndefined();
    expect(store.switchingNamespace).toBe(false);
  });

  it('reads the account of the active namespace from its connection', async () => {
    const { store, connect, metamask } = setup();
    await connect('io.metamask', POLYGON);
    expect(store.isConnected).toBe(true);
    expect(store.address).toBe(A1);
    expect(store.caipAddress).toBe(`eip155:137:${A1}`);
    expect(store.allAccounts).toEqual([
      { namespace: 'eip155', address: A1 },
      { namespace: 'eip155', address: A2 },
    ]);
    expect(store.connectorInfo).toEqual(metamask.info);
    expect(store.walletNetworkId).toBe('eip155:137');
    expect(store.activeNetwork).toBe(POLYGON);
  });

  it('follows the wallet to a configured network; an unconfigured one shows UnsupportedChain', async () => {
    const { store, connect, metamask } = setup();
    await connect('io.metamask');
    metamask.emit('chainChanged', 'eip155:137');
    expect(store.activeNetwork).toBe(POLYGON);
    metamask.emit('chainChanged', 'eip155:10');
    expect(store.walletNetworkId).toBe('eip155:10');
    expect(store.isUnsupportedChain).toBe(true);
    expect(store.activeNetwork).toBe(POLYGON);
    expect(store.caipAddress).toBe(`eip155:10:${A1}`);
    metamask.emit('chainChanged', 'eip155:1');
    expect(store.isUnsupportedChain).toBe(false);
    expect(store.activeNetwork).toBe(MAINNET);
  });

  it('no UnsupportedChain when unsupported chains are allowed or switching is disabled', async () => {
    for (const options of [{ allowUnsupportedChain: true }, { enableNetworkSwitch: false }]) {
      const { store, connect, metamask } = setup(options);
      await connect('io.metamask');
      metamask.emit('chainChanged', 'eip155:10');
      expect(store.isUnsupportedChain).toBe(false);
    }
  });

  it('makes a connected namespace active when the active one has no wallet, and back on disconnect', async () => {
    const { store, connect, connection } = setup();
    await connect('app.phantom');
    expect(store.activeNamespace).toBe('solana');
    expect(store.activeNetwork).toBe(SOLANA);
    expect(store.address).toBe(PHANTOM_ADDRESS);
    expect(store.caipAddress).toBe(`solana:mainnet:${PHANTOM_ADDRESS}`);
    await connect('io.metamask', POLYGON);
    expect(store.activeNamespace).toBe('solana');
    await connection.disconnect('solana');
    expect(store.activeNamespace).toBe('eip155');
    expect(store.activeNetwork).toBe(POLYGON);
  });
});

describe('AccountStore: native balance', () => {
  it('loads, then is ready with value, formatted and symbol; zero is 0.000', async () => {
    const { store, connect, evmReader } = setup();
    evmReader.setBalance(A1, 2_000_000_000_000_000_000n, 'eip155:1');
    const seen: string[] = [];
    const stop = autorun(() => {
      seen.push(store.nativeBalance.status);
    });
    await connect('io.metamask');
    stop();
    expect(seen).toEqual(['idle', 'loading', 'ready']);
    expect(store.nativeBalance).toEqual({
      status: 'ready',
      address: A1,
      caipNetworkId: 'eip155:1',
      value: 2_000_000_000_000_000_000n,
      formatted: '2.000',
      symbol: 'ETH',
    });
    await store.switchNetwork(POLYGON);
    await flushMicrotasks();
    expect(store.nativeBalance).toMatchObject({
      status: 'ready',
      value: 0n,
      formatted: '0.000',
      symbol: 'POL',
    });
  });

  it('is unavailable (never zero) when the read fails, and logs it', async () => {
    const { store, connect, evmReader, logger } = setup();
    evmReader.fail('getNativeBalance', { code: -32603, message: 'Internal error' });
    await connect('io.metamask');
    await vi.waitFor(() => expect(store.nativeBalance.status).toBe('unavailable'));
    const state = store.nativeBalance;
    if (state.status !== 'unavailable') throw new Error(`expected unavailable, got ${state.status}`);
    expect(state.error.message).toBe('Token Balance Unavailable');
    expect(state.address).toBe(A1);
    expect(logger.entries.some((entry) => entry.message === 'native balance unavailable')).toBe(true);
  });

  it('is unavailable on an unconfigured wallet network, without reading', async () => {
    const { store, connect, metamask, evmReader } = setup({ allowUnsupportedChain: true });
    await connect('io.metamask');
    const reads = evmReader.calls.length;
    metamask.emit('chainChanged', 'eip155:10');
    expect(store.nativeBalance).toMatchObject({
      status: 'unavailable',
      caipNetworkId: 'eip155:10',
      address: A1,
    });
    const result = await store.refreshBalance();
    expect(result._unsafeUnwrapErr().data).toEqual({
      reason: 'unsupported-network',
      caipNetworkId: 'eip155:10',
    });
    expect(evmReader.calls.length).toBe(reads);
  });

  it('refreshBalance uses the 30 s cache unless forced, keeping the value shown meanwhile', async () => {
    const { store, connect, evmReader, clock } = setup();
    evmReader.setBalance(A1, 1n);
    await connect('io.metamask');
    evmReader.setBalance(A1, 5n);
    expect((await store.refreshBalance())._unsafeUnwrap()?.value).toBe(1n);
    expect(evmReader.calls).toHaveLength(1);
    const forced = store.refreshBalance({ force: true });
    expect(store.nativeBalance).toMatchObject({ status: 'ready', value: 1n });
    expect((await forced)._unsafeUnwrap()?.value).toBe(5n);
    expect(store.nativeBalance).toMatchObject({ status: 'ready', value: 5n });
    clock.advance(30_000);
    evmReader.setBalance(A1, 6n);
    await store.refreshBalance();
    expect(store.nativeBalance).toMatchObject({ value: 6n });
    expect(evmReader.calls).toHaveLength(3);
  });

  it('refetches on account change and drops the answer for the previous account', async () => {
    const { store, connect, metamask, evmReader } = setup();
    evmReader.setBalance(A1, 1n).setBalance(A2, 2n);
    await connect('io.metamask');
    metamask.emit('accountsChanged', [A2, A1]);
    expect(store.nativeBalance).toMatchObject({ status: 'loading', address: A2 });
    await flushMicrotasks();
    expect(store.nativeBalance).toMatchObject({ status: 'ready', address: A2, value: 2n });
    expect(await store.refreshBalance()).toBeDefined();
  });

  it('is idle without an account and refreshBalance answers undefined', async () => {
    const { store } = setup();
    expect((await store.refreshBalance())._unsafeUnwrap()).toBeUndefined();
  });

  it('shows a cached balance at once when coming back to a network', async () => {
    const { store, connect, evmReader } = setup();
    evmReader.setBalance(A1, 7n, 'eip155:1');
    await connect('io.metamask');
    await store.switchNetwork(POLYGON);
    await flushMicrotasks();
    void store.switchNetwork(MAINNET);
    await flushMicrotasks();
    expect(store.nativeBalance).toMatchObject({ status: 'ready', value: 7n, caipNetworkId: 'eip155:1' });
  });
});

describe('AccountStore: identity', () => {
  it('is fetched on eip155 mainnets, cleared on testnets and other namespaces', async () => {
    const { store, connect, data } = setup();
    data.seedIdentity(A1, { name: 'alice.eth', avatar: 'https://img.test/a.png' });
    await connect('io.metamask');
    expect(store.identity).toEqual({ name: 'alice.eth', avatar: 'https://img.test/a.png' });
    expect(store.profileName).toBe('alice.eth');
    expect(store.profileImage).toBe('https://img.test/a.png');
    await store.switchNetwork(SEPOLIA);
    expect(store.identity).toBeUndefined();
    expect(store.profileName).toBeUndefined();
    await store.switchNetwork(POLYGON);
    await flushMicrotasks();
    expect(store.identity?.name).toBe('alice.eth');
    expect(data.callsOf('identity.getIdentity')).toHaveLength(1);
  });

  it('when the identity lookup fails, the fallback name lookup gives the profile name', async () => {
    const { store, connect, data } = setup();
    data.fail('identity.getIdentity');
    data.seedName({
      name: 'alice.latch.id',
      registered_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      attributes: null,
      addresses: { '60': { address: A1, created_at: '2026-01-01T00:00:00.000Z' } },
    });
    await connect('io.metamask');
    expect(store.profileName).toBe('alice.latch.id');
    expect(store.profileImage).toBeUndefined();
  });

  it('a failed lookup (and fallback) clears the identity and is logged', async () => {
    const { store, connect, data, logger } = setup();
    data.fail('identity.getIdentity');
    data.fail('names.reverseLookup');
    await connect('io.metamask');
    expect(store.identity).toBeUndefined();
    expect(logger.entries.some((entry) => entry.message === 'identity lookup failed; identity cleared')).toBe(
      true,
    );
  });

  it('is not asked for networks the data service does not support', async () => {
    const chains = new MemoryDataService();
    chains.supportedChains = { http: ['eip155:137'], ws: [] };
    const { store, connect, data } = setup({ chainsApi: chains.chains });
    data.seedIdentity(A1, { name: 'alice.eth', avatar: null });
    await connect('io.metamask');
    expect(store.identity).toBeUndefined();
    expect(data.callsOf('identity.getIdentity')).toHaveLength(0);
    await store.switchNetwork(POLYGON);
    await flushMicrotasks();
    expect(store.identity).toEqual({ name: 'alice.eth', avatar: null });
    expect(store.profileImage).toBeUndefined();
  });

  it('drops an answer that arrives after the account changed', async () => {
    const { store, connect, data, metamask } = setup();
    data.seedIdentity(A1, { name: 'alice.eth', avatar: null });
    const release = data.hold('identity.getIdentity');
    await connect('io.metamask');
    metamask.emit('accountsChanged', [A2]);
    release();
    await flushMicrotasks();
    expect(store.address).toBe(A2);
    expect(store.identity).toEqual({ name: null, avatar: null });
  });
});

describe('AccountStore: core/lib/rpc failure mapping, fetched by the first failure', () => {
  // Each test is a fresh page: no module of it has fetched the mapping yet.
  const freshPage = async () => {
    vi.resetModules();
    const rpc = await import('../../lib/rpc/index.js');
    const harness = await import('../../../testkits/accountHarness.js');
    return { rpc, ...harness.setup() };
  };

  it('is not fetched when the store is made', async () => {
    const { rpc } = await freshPage();
    // Time enough for a fetch begun when it was made to have arrived (the module is there: no network).
    await import('../../lib/rpc/index.js');
    await flushMicrotasks();
    expect(rpc.mapProviderFailureLater({ code: 4001 })).toBeInstanceOf(Promise);
  });

  it('a failed read fetches it and the balance is unavailable with the same catalogue error as before', async () => {
    const { store, connect, evmReader } = await freshPage();
    evmReader.fail('getNativeBalance', { code: -32603, message: 'Internal error' });
    await connect('io.metamask');
    await vi.waitFor(() => expect(store.nativeBalance.status).toBe('unavailable'));
    const state = store.nativeBalance;
    if (state.status !== 'unavailable') throw new Error(`expected unavailable, got ${state.status}`);
    expect(state.error.code).toBe('TOKEN_BALANCE_UNAVAILABLE');
    expect(state.error.cause).toMatchObject({ code: 'INTERNAL_RPC_ERROR' });
  });
});
