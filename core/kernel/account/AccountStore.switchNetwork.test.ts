import { describe, expect, it } from 'vitest';
import {
  A1,
  MAINNET,
  network,
  PHANTOM_ADDRESS,
  POLYGON,
  SEPOLIA,
  SOLANA,
  setup,
} from '../../../testkits/accountHarness.js';
import { flushMicrotasks, MemoryStorage } from '../../../testkits/index.js';

const stored = (name: string, value: unknown): [string, string] => [
  `@latch/account.${name}`,
  JSON.stringify({ v: 1, d: value }),
];

describe('AccountStore.switchNetwork', () => {
  it("refuses a network that is not configured with 'Network not found', changing nothing", async () => {
    const { store, connect, metamask } = setup();
    await connect('io.metamask');
    const error = (await store.switchNetwork(network('eip155', '10', 'OP')))._unsafeUnwrapErr();
    expect(error.code).toBe('NETWORK_NOT_FOUND');
    expect(error.message).toBe('Network not found');
    expect(error.data).toEqual({ caipNetworkId: 'eip155:10' });
    expect(store.activeNetwork).toBe(MAINNET);
    expect(metamask.switched).toEqual([]);
  });

  it('without a wallet, just makes the network active (and the configured object, by id)', async () => {
    const { store } = setup();
    const outcome = await store.switchNetwork({ ...POLYGON, name: 'renamed' });
    expect(outcome._unsafeUnwrap()).toEqual({ needsConnection: false });
    expect(store.activeNetwork).toBe(POLYGON);
  });

  it('same namespace, connected: asks the wallet, and the network is active once it switched', async () => {
    const { store, connect, metamask } = setup();
    await connect('io.metamask');
    const pending = store.switchNetwork(POLYGON);
    expect(store.activeNetwork).toBe(MAINNET);
    expect((await pending)._unsafeUnwrap()).toEqual({ needsConnection: false });
    expect(metamask.switched).toEqual([POLYGON]);
    expect(store.activeNetwork).toBe(POLYGON);
    expect(store.walletNetworkId).toBe('eip155:137');
  });

  it('already there: no wallet call', async () => {
    const { store, connect, metamask } = setup();
    await connect('io.metamask');
    expect((await store.switchNetwork(MAINNET)).isOk()).toBe(true);
    expect(metamask.switched).toEqual([]);
  });

  it('a wallet refusal is mapped and changes nothing', async () => {
    const { store, connect, metamask } = setup();
    await connect('io.metamask');
    metamask.switchFailure = { code: 4001, message: 'User rejected the request.' };
    expect((await store.switchNetwork(POLYGON))._unsafeUnwrapErr().code).toBe('USER_REJECTED');
    metamask.switchFailure = { code: 4902, message: 'Unrecognized chain ID' };
    expect((await store.switchNetwork(POLYGON))._unsafeUnwrapErr().code).toBe('SWITCH_CHAIN_ERROR');
    expect(store.activeNetwork).toBe(MAINNET);
    expect(store.switchingNamespace).toBe(false);
  });

  it('a wallet without the capability: UNSUPPORTED_CAPABILITY', async () => {
    const { store, connect, metamask } = setup();
    metamask.canSwitch = false;
    await connect('io.metamask');
    const error = (await store.switchNetwork(POLYGON))._unsafeUnwrapErr();
    expect(error.code).toBe('UNSUPPORTED_CAPABILITY');
    expect(store.activeNetwork).toBe(MAINNET);
  });

  it('the active network follows a wallet that switched even without chainChanged', async () => {
    const { store, connection, metamask } = setup();
    (await connection.connect('io.metamask', { network: MAINNET }))._unsafeUnwrap();
    metamask.emit = () => undefined;
    expect((await store.switchNetwork(POLYGON)).isOk()).toBe(true);
    expect(store.activeNetwork).toBe(POLYGON);
  });

  it('another namespace with a wallet already there: that namespace is active at once', async () => {
    const { store, connect, phantom } = setup();
    await connect('io.metamask');
    await connect('app.phantom');
    expect(store.activeNamespace).toBe('eip155');
    const pending = store.switchNetwork(SOLANA);
    expect(store.activeNamespace).toBe('solana');
    expect((await pending)._unsafeUnwrap()).toEqual({ needsConnection: false });
    expect(phantom.switched).toEqual([]);
    expect(store.switchingNamespace).toBe(false);
    expect(store.address).toBe(PHANTOM_ADDRESS);
  });

  it('another namespace with a wallet on another of its networks: activates, then switches the wallet', async () => {
    const { store, connect, metamask } = setup();
    await connect('app.phantom');
    await connect('io.metamask', POLYGON);
    expect(store.activeNamespace).toBe('solana');
    const pending = store.switchNetwork(MAINNET);
    expect(store.activeNamespace).toBe('eip155');
    expect(store.activeNetwork).toBe(POLYGON);
    expect(store.switchingNamespace).toBe(true);
    expect((await pending).isOk()).toBe(true);
    expect(store.switchingNamespace).toBe(false);
    expect(metamask.switched).toEqual([MAINNET]);
    expect(store.activeNetwork).toBe(MAINNET);
  });

  it('another namespace without a wallet: needs a connection; completes once one connects', async () => {
    const { store, connect } = setup();
    await connect('io.metamask');
    const outcome = (await store.switchNetwork(SOLANA))._unsafeUnwrap();
    expect(outcome).toEqual({ needsConnection: true, namespace: 'solana' });
    expect(store.switchingNamespace).toBe(true);
    expect(store.pendingNetwork).toBe(SOLANA);
    expect(store.activeNamespace).toBe('eip155');
    await connect('app.phantom');
    expect(store.activeNamespace).toBe('solana');
    expect(store.activeNetwork).toBe(SOLANA);
    expect(store.switchingNamespace).toBe(false);
    expect(store.pendingNetwork).toBeUndefined();
  });

  it('a pending namespace switch can be cancelled, or is replaced by a switch in the active namespace', async () => {
    const { store } = setup();
    await store.switchNetwork(SOLANA);
    expect(store.switchingNamespace).toBe(true);
    store.cancelNamespaceSwitch();
    expect(store.switchingNamespace).toBe(false);
    expect(store.pendingNetwork).toBeUndefined();
    await store.switchNetwork(SOLANA);
    await store.switchNetwork(POLYGON);
    expect(store.switchingNamespace).toBe(false);
    expect(store.pendingNetwork).toBeUndefined();
    expect(store.activeNetwork).toBe(POLYGON);
  });

  it('of two overlapping switches, the later one wins', async () => {
    const { store, connect } = setup();
    await connect('io.metamask');
    const first = store.switchNetwork(POLYGON);
    const second = store.switchNetwork(SEPOLIA);
    await Promise.all([first, second]);
    expect(store.activeNetwork).toBe(SEPOLIA);
  });
});

describe('AccountStore: persistence', () => {
  it('persists the active namespace and network id (SPEC §3) on change', async () => {
    const { store, storage } = setup();
    await store.switchNetwork(SOLANA);
    store.cancelNamespaceSwitch();
    await store.switchNetwork(POLYGON);
    await store.flush();
    expect(storage.data.get('@latch/account.activeNamespace')).toBe(JSON.stringify({ v: 1, d: 'eip155' }));
    expect(storage.data.get('@latch/account.activeNetworkId')).toBe(
      JSON.stringify({ v: 1, d: 'eip155:137' }),
    );
  });

  it('hydrate restores a configured network, or the first of a stored namespace, else keeps the default', async () => {
    const cases = [
      [{ namespace: 'eip155', id: 'eip155:137' }, POLYGON],
      [{ namespace: 'solana', id: 'solana:devnet' }, SOLANA],
      [{ namespace: 'cosmos', id: 'eip155:10' }, MAINNET],
    ] as const;
    for (const [{ namespace, id }, expected] of cases) {
      const storage = new MemoryStorage(
        Object.fromEntries([stored('activeNamespace', namespace), stored('activeNetworkId', id)]),
      );
      const { store } = setup({ storage });
      await store.hydrate();
      expect(store.activeNetwork).toBe(expected);
      expect(store.activeNamespace).toBe(expected.chainNamespace);
    }
  });

  it('hydrate tolerates corrupt or failing storage', async () => {
    const storage = new MemoryStorage({ '@latch/account.activeNetworkId': '{not json' });
    const { store } = setup({ storage });
    await store.hydrate();
    expect(store.activeNetwork).toBe(MAINNET);
    storage.failReads = true;
    await store.hydrate();
    expect(store.activeNetwork).toBe(MAINNET);
  });

  it('a connected wallet wins over the stored network', async () => {
    const storage = new MemoryStorage(Object.fromEntries([stored('activeNetworkId', 'eip155:137')]));
    const { store, connect } = setup({ storage });
    await connect('io.metamask');
    await store.hydrate();
    expect(store.activeNetwork).toBe(MAINNET);
  });

  it('hydrate restores the balance cache, so a stored fresh balance shows without a read', async () => {
    const first = setup();
    first.evmReader.setBalance(A1, 42n);
    await first.connect('io.metamask');
    await flushMicrotasks();
    const second = setup({ storage: first.storage });
    await second.store.hydrate();
    await second.connect('io.metamask');
    expect(second.store.nativeBalance).toMatchObject({ status: 'ready', value: 42n });
    expect(second.evmReader.calls).toHaveLength(0);
  });

  it('dispose stops following wallets, reading and persisting', async () => {
    const { store, connect, metamask, evmReader, storage } = setup();
    store.start();
    store.dispose();
    store.dispose();
    await connect('io.metamask');
    metamask.emit('chainChanged', 'eip155:137');
    expect(store.activeNetwork).toBe(MAINNET);
    expect(evmReader.calls).toHaveLength(0);
    expect(storage.data.has('@latch/account.activeNetworkId')).toBe(false);
    store.start();
    expect(store.activeNetwork).toBe(POLYGON);
  });
});
