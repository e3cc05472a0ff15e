import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recentWalletArb } from '../../../testkits/arbitraries/connectors.js';
import { MemoryLogger, MemoryStorage } from '../../../testkits/index.js';
import { CHAIN_NAMESPACES } from '../../lib/caip/index.js';
import { SafeStorage } from '../../lib/storage/index.js';
import { addRecentWallet } from './addRecentWallet.js';
import { loadConnectionState } from './loadConnectionState.js';
import { saveConnectionState } from './saveConnectionState.js';
import { CONNECTION_KEYS } from './storageKeys.js';
import { CONNECTION_STATUSES, type PersistedConnectionState } from './types.js';

const stateArb: fc.Arbitrary<PersistedConnectionState> = fc.record({
  recentWallets: fc
    .array(recentWalletArb, { maxLength: 4 })
    .map((wallets) =>
      wallets.reduce<PersistedConnectionState['recentWallets']>((l, w) => addRecentWallet(l, w), []),
    ),
  connectorIds: fc.dictionary(fc.constantFrom(...CHAIN_NAMESPACES), fc.string(), { maxKeys: 3 }),
  recentConnectorId: fc.option(fc.string(), { nil: undefined }),
  deepLink: fc.option(fc.record({ href: fc.webUrl(), name: fc.string() }), { nil: undefined }),
  status: fc.constantFrom(...CONNECTION_STATUSES),
  namespaces: fc.uniqueArray(fc.constantFrom(...CHAIN_NAMESPACES)),
});

const safe = (storage = new MemoryStorage()) => ({
  storage,
  safe: new SafeStorage(storage, new MemoryLogger()),
});

describe('connection persistence', () => {
  it('round-trips any state', async () => {
    await fc.assert(
      fc.asyncProperty(stateArb, async (state) => {
        const { safe: storage } = safe();
        await saveConnectionState(storage, state);
        expect(await loadConnectionState(storage)).toEqual(state);
      }),
    );
  });

  it('reads an empty storage as the empty state', async () => {
    expect(await loadConnectionState(safe().safe)).toEqual({
      recentWallets: [],
      connectorIds: {},
      recentConnectorId: undefined,
      deepLink: undefined,
      status: 'disconnected',
      namespaces: [],
    });
  });

  it('removes absent optional values', async () => {
    const { storage, safe: store } = safe();
    await saveConnectionState(store, {
      recentWallets: [],
      connectorIds: {},
      recentConnectorId: 'x',
      deepLink: { href: 'a://', name: 'A' },
      status: 'connected',
      namespaces: ['eip155'],
    });
    await saveConnectionState(store, {
      recentWallets: [],
      connectorIds: {},
      recentConnectorId: undefined,
      deepLink: undefined,
      status: 'disconnected',
      namespaces: [],
    });
    expect([...storage.data.keys()].sort()).toEqual([
      '@latch/connection.connectorIds',
      '@latch/connection.namespaces',
      '@latch/connection.recentWallets',
      '@latch/connection.status',
    ]);
  });

  it('never lets corrupt data through', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const wallets = CONNECTION_KEYS.recentWallets.decode(value);
        if (wallets) {
          expect(wallets.length).toBeLessThanOrEqual(2);
          for (const wallet of wallets) expect(typeof wallet.id).toBe('string');
        }
        const ids = CONNECTION_KEYS.connectorIds.decode(value);
        if (ids) for (const key of Object.keys(ids)) expect(CHAIN_NAMESPACES).toContain(key);
        const namespaces = CONNECTION_KEYS.namespaces.decode(value);
        if (namespaces) for (const namespace of namespaces) expect(CHAIN_NAMESPACES).toContain(namespace);
        const link = CONNECTION_KEYS.deepLink.decode(value);
        if (link) expect(Object.keys(link).sort()).toEqual(['href', 'name']);
      }),
    );
  });

  it('normalises stored recent wallets: newest first, unique, at most two', () => {
    const decode = CONNECTION_KEYS.recentWallets.decode;
    expect(
      decode([
        { id: 'a', name: 'A', imageUrl: 'https://a.png' },
        { id: 'b', name: 'B' },
        { id: 'a', name: 'older A' },
        { id: 'c', name: 'C' },
      ]),
    ).toEqual([
      { id: 'a', name: 'A', imageUrl: 'https://a.png' },
      { id: 'b', name: 'B' },
    ]);
    expect(decode([{ id: 'a', name: 'A', imageUrl: 3 }])).toBeUndefined();
    expect(decode([{ id: 'a' }])).toBeUndefined();
    expect(decode('a')).toBeUndefined();
    expect(CONNECTION_KEYS.connectorIds.decode({ tron: 'x' })).toBeUndefined();
    expect(CONNECTION_KEYS.connectorIds.decode('x')).toBeUndefined();
    expect(CONNECTION_KEYS.namespaces.decode(['eip155', 'eip155'])).toEqual(['eip155']);
    expect(CONNECTION_KEYS.namespaces.decode(['tron'])).toBeUndefined();
    expect(CONNECTION_KEYS.namespaces.decode({})).toBeUndefined();
    expect(CONNECTION_KEYS.deepLink.decode({ href: 1, name: 'x' })).toBeUndefined();
  });
});
