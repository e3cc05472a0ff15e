import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChainNamespace } from '../../../ports/index.js';
import {
  evmAddressArb,
  recentWalletArb,
  walletBehaviourArb,
} from '../../../testkits/arbitraries/connectors.js';
import { ManualClock, MemoryLogger, MemoryStorage } from '../../../testkits/index.js';
import {
  type MemoryWalletConnector,
  memoryNetwork,
  sampleConnectors,
  type WalletBehaviour,
} from '../../../testkits/MemoryWalletConnector.js';
import { SafeStorage } from '../../lib/storage/index.js';
import { type ConnectionStore, createConnectionStore } from './ConnectionStore.js';
import { DISCONNECT_TIMEOUT_MS, RECENT_WALLETS_LIMIT } from './constants.js';

type ConnectorKey = keyof ReturnType<typeof sampleConnectors>;
const KEYS: readonly ConnectorKey[] = ['metamask', 'coinbase', 'walletConnect', 'phantom'];

type Op =
  | { kind: 'connect'; key: ConnectorKey; behaviour: WalletBehaviour }
  | { kind: 'disconnect'; namespace: ChainNamespace | undefined; behaviour: WalletBehaviour }
  | { kind: 'reconnect'; authorised: readonly boolean[] }
  | { kind: 'accounts'; key: ConnectorKey; accounts: readonly string[] }
  | { kind: 'chain'; key: ConnectorKey; reference: string; otherNamespace: boolean }
  | { kind: 'walletDisconnect'; key: ConnectorKey }
  | { kind: 'reset' }
  | { kind: 'success'; wallet: { id: string; name: string; imageUrl?: string }; deepLink: boolean };

const keyArb = fc.constantFrom(...KEYS);

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('connect' as const),
      key: keyArb,
      behaviour: walletBehaviourArb,
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('disconnect' as const),
      namespace: fc.constantFrom<ChainNamespace | undefined>('eip155', 'solana', undefined),
      behaviour: walletBehaviourArb,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('reconnect' as const),
      authorised: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('accounts' as const),
      key: keyArb,
      accounts: fc.array(evmAddressArb, { maxLength: 2 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('chain' as const),
      key: keyArb,
      reference: fc.constantFrom('1', '10', '8453'),
      otherNamespace: fc.boolean(),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('walletDisconnect' as const), key: keyArb }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'reset' as const }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('success' as const),
      wallet: recentWalletArb,
      deepLink: fc.boolean(),
    }),
    weight: 2,
  },
);

const setup = (storage = new MemoryStorage()) => {
  const clock = new ManualClock();
  const logger = new MemoryLogger();
  const connectors = sampleConnectors();
  const store = createConnectionStore({
    connectors: Object.values(connectors),
    storage: new SafeStorage(storage, logger),
    clock,
    scheduler: clock,
    logger,
  });
  return { clock, storage, connectors, store };
};

type Setup = ReturnType<typeof setup>;

const run = async ({ store, clock, connectors }: Setup, op: Op, hung: Map<MemoryWalletConnector, number>) => {
  switch (op.kind) {
    case 'connect': {
      const connector = connectors[op.key];
      connector.connectBehaviour = op.behaviour;
      const result = store.connect(
        connector.info.id,
        { network: memoryNetwork(connector.info.namespace) },
        { onDisplayUri: () => undefined },
      );
      if (op.behaviour === 'hang') hung.set(connector, (hung.get(connector) ?? 0) + 1);
      else expect((await result).isOk()).toBe(op.behaviour === 'approve');
      return;
    }
    case 'disconnect': {
      for (const connector of Object.values(connectors)) connector.disconnectBehaviour = op.behaviour;
      const had = store.connections.size;
      const result = store.disconnect(op.namespace);
      await clock.advanceAsync(DISCONNECT_TIMEOUT_MS);
      const outcome = await result;
      const removed = had - store.connections.size;
      expect(outcome.isOk()).toBe(op.behaviour === 'approve' || removed === 0);
      if (op.namespace) expect(store.connections.has(op.namespace)).toBe(false);
      else expect(store.connections.size).toBe(0);
      return;
    }
    case 'reconnect':
      KEYS.forEach((key, index) => {
        connectors[key].authorised = op.authorised[index] ?? false;
      });
      await store.reconnect([memoryNetwork('eip155'), memoryNetwork('solana')]);
      return;
    case 'accounts':
      connectors[op.key].emit('accountsChanged', op.accounts);
      return;
    case 'chain': {
      const namespace = op.otherNamespace ? 'bip122' : connectors[op.key].info.namespace;
      connectors[op.key].emit('chainChanged', `${namespace}:${op.reference}`);
      return;
    }
    case 'walletDisconnect':
      connectors[op.key].emit('disconnect', { code: 4900 });
      return;
    case 'reset':
      store.reset();
      return;
    case 'success':
      store.recordSuccess({
        wallet: op.wallet,
        ...(op.deepLink ? { deepLink: { href: `${op.wallet.id}://`, name: op.wallet.name } } : {}),
      });
      expect(store.recentWallets[0]).toEqual(op.wallet);
      if (op.deepLink) expect(store.deepLink?.href).toBe(`${op.wallet.id}://`);
  }
};

const checkInvariants = (
  store: ConnectionStore,
  connectors: Setup['connectors'],
  hung: Map<MemoryWalletConnector, number>,
) => {
  const connections = [...store.connections.values()];
  expect(store.status === 'connected').toBe(connections.length >= 1);
  if (store.currentConnector === null) expect(connections).toHaveLength(0);
  else expect(connections.map((c) => c.connector)).toContain(store.currentConnector);
  expect(store.recentWallets.length).toBeLessThanOrEqual(RECENT_WALLETS_LIMIT);
  expect(new Set(store.recentWallets.map((w) => w.id)).size).toBe(store.recentWallets.length);
  for (const [namespace, connection] of store.connections) {
    expect(connection.connector.namespace).toBe(namespace);
    expect(connection.caipNetworkId.startsWith(`${namespace}:`)).toBe(true);
    expect(store.connectorIds[namespace]).toBe(connection.connector.id);
    expect(store.session(namespace)?.connector).toBe(connection.connector);
  }
  for (const connector of Object.values(connectors)) {
    const live = connections.filter((c) => c.connector.id === connector.info.id).length;
    expect(connector.listenerCount('accountsChanged')).toBe(live);
    expect(connector.listenerCount('chainChanged')).toBe(live);
    expect(connector.listenerCount('disconnect')).toBe(live);
    expect(connector.listenerCount('display_uri')).toBe(hung.get(connector) ?? 0);
  }
};

describe('ConnectionStore invariants', () => {
  it('random connects, disconnects, reconnects and wallet events keep the state consistent and leak no listener', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { maxLength: 25 }), async (ops) => {
        const context = setup();
        const hung = new Map<MemoryWalletConnector, number>();
        for (const op of ops) {
          await run(context, op, hung);
          checkInvariants(context.store, context.connectors, hung);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('persisted state re-hydrates to the same observable state', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { maxLength: 25 }), async (ops) => {
        const context = setup();
        const hung = new Map<MemoryWalletConnector, number>();
        for (const op of ops) await run(context, op, hung);
        await context.store.flush();
        const before = context.store.persistedState;
        const reloaded = setup(context.storage).store;
        await reloaded.hydrate();
        expect(reloaded.recentWallets).toEqual(before.recentWallets);
        expect(reloaded.connectorIds).toEqual(before.connectorIds);
        expect(reloaded.recentConnectorId).toBe(before.recentConnectorId);
        expect(reloaded.deepLink).toEqual(before.deepLink);
        expect(reloaded.restored).toEqual({ status: before.status, namespaces: before.namespaces });
      }),
      { numRuns: 100 },
    );
  });
});
