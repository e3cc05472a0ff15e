import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChainReader, Identity, IdentityApi, Network, WalletSession } from '../../../ports/index.js';
import {
  flushMicrotasks,
  identifierArbs,
  ManualClock,
  MemoryChainReader,
  MemoryLogger,
  MemoryStorage,
  MemoryWalletConnector,
  memoryNetwork,
} from '../../../testkits/index.js';
import { SafeStorage } from '../../lib/storage/index.js';
import { createConnectionStore } from '../connections/index.js';
import { type AccountStore, createAccountStore } from './AccountStore.js';
import { createAccountTrackers } from './accountTrackers.js';
import { supportsIdentity } from './supportsIdentity.js';

const net = (namespace: 'eip155' | 'solana', reference: string, testnet = false): Network => ({
  ...memoryNetwork(namespace, reference),
  ...(testnet ? { testnet } : {}),
});
const MAINNET = net('eip155', '1');
const POLYGON = net('eip155', '137');
const SEPOLIA = net('eip155', '11155111', true);
const SOLANA = net('solana', 'mainnet');
const NETWORKS = [MAINNET, POLYGON, SEPOLIA, SOLANA] as const;
const ADDRESSES = [
  '0x00000000000000000000000000000000000000a1',
  '0x00000000000000000000000000000000000000a2',
  '0x00000000000000000000000000000000000000a3',
] as const;
const PHANTOM_ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

/** The balance a (gated) reader answers: a pure function of address and network, so a mix-up shows. */
const balanceOf = (address: string, caipNetworkId: string): bigint =>
  BigInt(
    [...`${address}|${caipNetworkId}`].reduce(
      (sum, char, index) => sum + char.charCodeAt(0) * (index + 1),
      0,
    ),
  );

/** A wallet whose sessions switch networks (after a tick) and then emit chainChanged. */
class SwitchingWallet extends MemoryWalletConnector {
  readonly switched: Network[] = [];
  override session(target?: Network): WalletSession {
    return {
      ...super.session(target),
      switchNetwork: async (next) => {
        this.switched.push(next);
        await Promise.resolve();
        this.emit('chainChanged', next.caipNetworkId);
      },
    };
  }
}

interface Pending<A, V> {
  readonly args: A;
  readonly resolve: (value: V) => void;
  readonly reject: (reason: unknown) => void;
}

/** An eip155 reader whose answers the test releases, in any order. */
class GatedReader implements ChainReader {
  readonly namespace = 'eip155' as const;
  readonly pending: Pending<{ address: string; network: Network }, bigint>[] = [];
  getNativeBalance(args: { address: string; network: Network }): Promise<bigint> {
    return new Promise((resolve, reject) => this.pending.push({ args, resolve, reject }));
  }
  waitForTransaction(): Promise<never> {
    return Promise.reject(new Error('not used'));
  }
}

const setup = (options: { networks?: readonly [Network, ...Network[]]; storage?: MemoryStorage } = {}) => {
  const clock = new ManualClock(0);
  const logger = new MemoryLogger();
  const storage = options.storage ?? new MemoryStorage();
  const safe = new SafeStorage(storage, logger);
  const metamask = new SwitchingWallet({ id: 'io.metamask' }, { accounts: [...ADDRESSES] });
  const phantom = new SwitchingWallet(
    { id: 'app.phantom', namespace: 'solana' },
    { accounts: [PHANTOM_ADDRESS] },
  );
  const connection = createConnectionStore({
    connectors: [metamask, phantom],
    storage: safe,
    clock,
    scheduler: clock,
    logger,
  });
  const evmReader = new GatedReader();
  const identityCalls: { address: string; activeNetwork: Network }[] = [];
  const identityPending: Pending<{ address: string }, Identity>[] = [];
  let store: AccountStore | undefined;
  const identityApi: IdentityApi = {
    getIdentity: (args) => {
      if (store) identityCalls.push({ address: args.address, activeNetwork: store.activeNetwork });
      return new Promise((resolve, reject) => identityPending.push({ args, resolve, reject }));
    },
  };
  store = createAccountStore(
    {
      connection,
      chainReaders: { eip155: evmReader, solana: new MemoryChainReader('solana') },
      identityApi,
      // The fallback finds no name either: a failed identity stays cleared.
      namesApi: { reverseLookup: () => Promise.reject(new Error('name service down')) },
      storage: safe,
      clock,
      logger,
    },
    { networks: options.networks ?? NETWORKS },
    () => Promise.resolve(createAccountTrackers),
  );
  return { clock, storage, metamask, phantom, connection, evmReader, identityCalls, identityPending, store };
};

type Harness = ReturnType<typeof setup>;

const opArb = fc.oneof(
  fc.record({
    kind: fc.constant('accounts' as const),
    order: fc.shuffledSubarray([...ADDRESSES], { minLength: 1 }),
  }),
  fc.record({
    kind: fc.constant('chain' as const),
    id: fc.constantFrom('eip155:1', 'eip155:137', 'eip155:11155111', 'eip155:10'),
  }),
  fc.record({ kind: fc.constant('switch' as const), network: fc.constantFrom(...NETWORKS) }),
  fc.record({ kind: fc.constant('resolve' as const), index: fc.nat(), fail: fc.boolean() }),
  fc.record({ kind: fc.constant('identity' as const), index: fc.nat(), fail: fc.boolean() }),
  fc.record({ kind: fc.constant('refresh' as const), force: fc.boolean() }),
  fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 40_000 }) }),
  fc.record({
    kind: fc.constant('toggle' as const),
    namespace: fc.constantFrom('eip155' as const, 'solana' as const),
  }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

const take = <T>(list: T[], index: number): T | undefined =>
  list.length === 0 ? undefined : list.splice(index % list.length, 1)[0];

const play = async (h: Harness, op: Op): Promise<void> => {
  if (op.kind === 'accounts') h.metamask.emit('accountsChanged', op.order);
  else if (op.kind === 'chain') h.metamask.emit('chainChanged', op.id);
  else if (op.kind === 'switch') void h.store.switchNetwork(op.network);
  else if (op.kind === 'refresh') void h.store.refreshBalance({ force: op.force });
  else if (op.kind === 'advance') h.clock.advance(op.ms);
  else if (op.kind === 'resolve') {
    const call = take(h.evmReader.pending, op.index);
    if (op.fail) call?.reject({ code: -32603, message: 'Internal error' });
    else call?.resolve(balanceOf(call.args.address, call.args.network.caipNetworkId));
  } else if (op.kind === 'identity') {
    const call = take(h.identityPending, op.index);
    if (op.fail) call?.reject({ kind: 'HttpFailure', status: 500, url: 'https://data.test' });
    else call?.resolve({ name: call.args.address, avatar: null, resolvedAt: '2026-01-01T00:00:00.000Z' });
  } else {
    const connector = op.namespace === 'eip155' ? 'io.metamask' : 'app.phantom';
    if (h.connection.connections.has(op.namespace)) await h.connection.disconnect(op.namespace);
    else await h.connection.connect(connector, { network: op.namespace === 'eip155' ? MAINNET : SOLANA });
  }
  await flushMicrotasks();
};

describe('AccountStore properties', () => {
  it('the balance and identity shown always belong to the current address and network', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 40 }), async (ops) => {
        const h = setup();
        await play(h, { kind: 'toggle', namespace: 'eip155' });
        for (const op of ops) {
          await play(h, op);
          const { store } = h;
          const state = store.nativeBalance;
          if (store.address === undefined) expect(state.status).toBe('idle');
          if (state.status === 'idle') continue;
          expect(state.address).toBe(store.address);
          if (state.status === 'ready') {
            expect(state.caipNetworkId).toBe(store.activeNetwork.caipNetworkId);
            if (store.activeNamespace === 'eip155')
              expect(state.value).toBe(balanceOf(state.address, state.caipNetworkId));
          }
          const onUnconfigured =
            store.walletNetworkId !== undefined &&
            !NETWORKS.some((n) => n.caipNetworkId === store.walletNetworkId);
          expect(state.caipNetworkId).toBe(
            onUnconfigured ? store.walletNetworkId : store.activeNetwork.caipNetworkId,
          );
          const identity = store.identity;
          if (identity !== undefined) {
            expect(identity.name).toBe(store.address);
            expect(supportsIdentity(store.activeNetwork)).toBe(true);
          }
        }
        h.store.dispose();
      }),
      { numRuns: 150 },
    );
  });

  it('zero and unavailable are always told apart', async () => {
    const outcome = fc.oneof(
      fc.constant<bigint | 'fail'>(0n),
      fc.bigInt({ min: 0n, max: 10n ** 24n }),
      fc.constant<bigint | 'fail'>('fail'),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(outcome, { minLength: 1, maxLength: 6 }), async (outcomes) => {
        const h = setup();
        await play(h, { kind: 'toggle', namespace: 'eip155' });
        for (const value of outcomes) {
          void h.store.refreshBalance({ force: true });
          for (const call of h.evmReader.pending.splice(0)) {
            if (value === 'fail') call.reject({ code: -32603, message: 'Internal error' });
            else call.resolve(value);
          }
          await flushMicrotasks();
          const state = h.store.nativeBalance;
          if (value === 'fail') {
            expect(state.status).toBe('unavailable');
            if (state.status === 'unavailable') expect(state.error.message).toBe('Token Balance Unavailable');
          } else {
            expect(state).toMatchObject({ status: 'ready', value });
            // Zero shows 0.000; dust (below 0.001) '<0.001', never 0.000 beside a fiat value.
            if (state.status === 'ready') expect(state.formatted === '0.000').toBe(value === 0n);
            if (state.status === 'ready')
              expect(state.formatted === '<0.001').toBe(value > 0n && value < 10n ** 15n);
          }
        }
        h.store.dispose();
      }),
    );
  });

  it('switching to a network that is not configured never changes anything', async () => {
    const configured = new Set<string>(NETWORKS.map((n) => n.caipNetworkId));
    const foreign = identifierArbs
      .caipNetworkParts()
      .map(({ namespace, reference }) => memoryNetwork(namespace, reference))
      .filter((network) => !configured.has(network.caipNetworkId));
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { maxLength: 8 }), foreign, async (ops, network) => {
        const h = setup();
        for (const op of ops) await play(h, op);
        await h.store.flush();
        const { store } = h;
        const snapshot = () => ({
          namespace: store.activeNamespace,
          network: store.activeNetwork,
          switching: store.switchingNamespace,
          pending: store.pendingNetwork,
          balance: store.nativeBalance,
          identity: store.identity,
          reads: h.evmReader.pending.length,
          switched: [...h.metamask.switched, ...h.phantom.switched],
          stored: [...h.storage.data.entries()],
        });
        const before = snapshot();
        const error = (await store.switchNetwork(network))._unsafeUnwrapErr();
        await flushMicrotasks();
        await store.flush();
        expect(error.code).toBe('NETWORK_NOT_FOUND');
        expect(snapshot()).toEqual(before);
        store.dispose();
      }),
      { numRuns: 60 },
    );
  });

  it('a persisted active network is restored only while it is configured', async () => {
    const pool = [...NETWORKS, net('eip155', '10'), net('solana', 'devnet', true)];
    const storedValue = fc.oneof(
      fc.constantFrom(...pool.map((n) => n.caipNetworkId)),
      identifierArbs.caipNetworkId(),
      fc.string(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(pool, { minLength: 1 }),
        fc.option(fc.oneof(identifierArbs.chainNamespace(), fc.string()), { nil: undefined }),
        fc.option(storedValue, { nil: undefined }),
        async (networks, namespace, networkId) => {
          const [first, ...rest] = networks;
          if (first === undefined) return;
          const data: Record<string, string> = {};
          if (namespace !== undefined)
            data['@latch/account.activeNamespace'] = JSON.stringify({ v: 1, d: namespace });
          if (networkId !== undefined)
            data['@latch/account.activeNetworkId'] = JSON.stringify({ v: 1, d: networkId });
          const { store } = setup({ networks: [first, ...rest], storage: new MemoryStorage(data) });
          await store.hydrate();
          expect(networks).toContain(store.activeNetwork);
          expect(store.activeNamespace).toBe(store.activeNetwork.chainNamespace);
          const expected =
            networks.find((n) => n.caipNetworkId === networkId) ??
            networks.find((n) => n.chainNamespace === namespace) ??
            first;
          expect(store.activeNetwork).toBe(expected);
          store.dispose();
        },
      ),
    );
  });

  it('identity is asked for and shown only on eip155 networks that are not testnets', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...NETWORKS), { minLength: 1, maxLength: 8 }),
        async (targets) => {
          const h = setup();
          await play(h, { kind: 'toggle', namespace: 'solana' });
          await play(h, { kind: 'toggle', namespace: 'eip155' });
          for (const target of targets) {
            await h.store.switchNetwork(target);
            await flushMicrotasks();
            for (const call of h.identityPending.splice(0)) {
              call.resolve({ name: 'name.eth', avatar: null, resolvedAt: '2026-01-01T00:00:00.000Z' });
            }
            await flushMicrotasks();
            const eligible = supportsIdentity(h.store.activeNetwork);
            expect(h.store.identity !== undefined).toBe(eligible);
          }
          for (const call of h.identityCalls) expect(supportsIdentity(call.activeNetwork)).toBe(true);
          h.store.dispose();
        },
      ),
      { numRuns: 60 },
    );
  });
});
