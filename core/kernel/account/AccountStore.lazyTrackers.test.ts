import { describe, expect, it } from 'vitest';
import { A1, MAINNET, SEPOLIA, setup } from '../../../testkits/accountHarness.js';
import { flushMicrotasks } from '../../../testkits/index.js';
import { createAccountTrackers } from './accountTrackers.js';
import { type CreateAccountTrackers, loadAccountTrackers } from './createLazyAccountTrackers.js';

/** A fetch of the trackers' code that a test settles, counting the fetches. */
const manualLoad = () => {
  const fetches: { resolve: (create: CreateAccountTrackers) => void; reject: (cause: unknown) => void }[] =
    [];
  const load = (): Promise<CreateAccountTrackers> =>
    new Promise((resolve, reject) => {
      fetches.push({ resolve, reject });
    });
  const last = () => {
    const fetch = fetches.at(-1);
    if (fetch === undefined) throw new Error('not fetched');
    return fetch;
  };
  return { fetches, load, last };
};

describe('AccountStore: the balance and identity code, fetched once an account is connected', () => {
  it('is not fetched while no wallet is connected, even after hydrate or a refresh', async () => {
    const code = manualLoad();
    const { store } = setup({ loadTrackers: code.load });
    await store.hydrate();
    expect((await store.refreshBalance())._unsafeUnwrap()).toBeUndefined();
    expect((await store.refreshIdentity())._unsafeUnwrap()).toBeUndefined();
    await flushMicrotasks();
    expect(code.fetches).toHaveLength(0);
    expect(store.nativeBalance).toEqual({ status: 'idle' });
  });

  it('is fetched on the first connection, loading meanwhile, then reads as before; only once', async () => {
    const code = manualLoad();
    const { store, connect, evmReader, metamask } = setup({ loadTrackers: code.load });
    evmReader.setBalance(A1, 5_000_000_000_000_000_000n, 'eip155:1');
    await connect('io.metamask');
    expect(code.fetches).toHaveLength(1);
    expect(store.nativeBalance).toEqual({ status: 'loading', address: A1, caipNetworkId: 'eip155:1' });
    expect(store.identity).toBeUndefined();
    expect(evmReader.calls).toHaveLength(0);
    code.last().resolve(createAccountTrackers);
    await flushMicrotasks();
    expect(store.nativeBalance).toMatchObject({ status: 'ready', address: A1, formatted: '5.000' });
    expect(store.identity).toEqual({ name: null, avatar: null });
    metamask.emit('accountsChanged', ['0x00000000000000000000000000000000000000a2']);
    await flushMicrotasks();
    expect(code.fetches).toHaveLength(1);
  });

  it('a network that is not configured is unavailable while the code arrives, as before', async () => {
    const code = manualLoad();
    const { store, connect, metamask } = setup({ loadTrackers: code.load });
    await connect('io.metamask');
    metamask.emit('chainChanged', 'eip155:10');
    expect(store.nativeBalance).toMatchObject({
      status: 'unavailable',
      caipNetworkId: 'eip155:10',
      error: { code: 'TOKEN_BALANCE_UNAVAILABLE', data: { reason: 'unsupported-network' } },
    });
  });

  it('a failed fetch is logged and shows as unavailable; a refresh fetches again and reads', async () => {
    const code = manualLoad();
    const { store, connect, evmReader, logger } = setup({ loadTrackers: code.load });
    evmReader.setBalance(A1, 1_000_000_000_000_000_000n, 'eip155:1');
    await connect('io.metamask');
    const cause = new Error('chunk missing');
    code.last().reject(cause);
    await flushMicrotasks();
    expect(store.nativeBalance).toMatchObject({
      status: 'unavailable',
      address: A1,
      caipNetworkId: 'eip155:1',
      error: { code: 'TOKEN_BALANCE_UNAVAILABLE', data: { reason: 'failed' }, cause },
    });
    expect(store.identity).toBeUndefined();
    expect(logger.entries.map((entry) => entry.message)).toContain(
      'account balance and identity: code not loaded',
    );

    const refreshed = store.refreshBalance();
    expect(code.fetches).toHaveLength(2);
    code.last().resolve(createAccountTrackers);
    expect((await refreshed)._unsafeUnwrap()).toMatchObject({ status: 'ready', formatted: '1.000' });
    expect(store.nativeBalance).toMatchObject({ status: 'ready', formatted: '1.000' });
    expect(store.identity).toEqual({ name: null, avatar: null });
  });

  it('a refresh whose fetch fails answers unavailable; refreshIdentity answers no identity', async () => {
    const code = manualLoad();
    const { store, connect } = setup({ loadTrackers: code.load });
    await connect('io.metamask');
    code.last().reject(new Error('offline'));
    await flushMicrotasks();
    const balance = store.refreshBalance();
    code.last().reject(new Error('still offline'));
    expect((await balance)._unsafeUnwrapErr()).toMatchObject({
      code: 'TOKEN_BALANCE_UNAVAILABLE',
      data: { reason: 'failed', caipNetworkId: MAINNET.caipNetworkId },
    });
    const identity = store.refreshIdentity();
    code.last().reject(new Error('offline again'));
    expect((await identity)._unsafeUnwrap()).toBeUndefined();
    expect(code.fetches).toHaveLength(3);
  });

  it('the next network change after a failed fetch fetches again', async () => {
    const code = manualLoad();
    const { store, connect } = setup({ loadTrackers: code.load });
    await connect('io.metamask');
    code.last().reject(new Error('offline'));
    await flushMicrotasks();
    await store.switchNetwork(SEPOLIA);
    await flushMicrotasks();
    expect(code.fetches).toHaveLength(2);
    code.last().resolve(createAccountTrackers);
    await flushMicrotasks();
    expect(store.nativeBalance).toMatchObject({ status: 'ready', caipNetworkId: SEPOLIA.caipNetworkId });
  });

  it('caches stored before a reload show once the code arrives, when hydrate was asked first', async () => {
    const first = setup();
    first.evmReader.setBalance(A1, 42n);
    await first.connect('io.metamask');
    await flushMicrotasks();
    const code = manualLoad();
    const second = setup({ storage: first.storage, loadTrackers: code.load });
    await second.store.hydrate();
    await second.connect('io.metamask');
    code.last().resolve(createAccountTrackers);
    await flushMicrotasks();
    expect(second.store.nativeBalance).toMatchObject({ status: 'ready', value: 42n });
    expect(second.evmReader.calls).toHaveLength(0);
  });

  it('arriving after dispose, the trackers do not start', async () => {
    const code = manualLoad();
    const { store, connect, evmReader } = setup({ loadTrackers: code.load });
    await connect('io.metamask');
    store.dispose();
    code.last().resolve(createAccountTrackers);
    await flushMicrotasks();
    expect(evmReader.calls).toHaveLength(0);
  });

  it('loadAccountTrackers fetches the trackers module', async () => {
    expect(await loadAccountTrackers()).toBe(createAccountTrackers);
  });
});
