import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flushMicrotasks, ManualClock, MemoryLogger, MemoryStorage } from '../../../testkits/index.js';
import { SafeStorage } from '../../lib/storage/index.js';
import { createAccountCaches } from './createAccountCaches.js';

const setup = (storage = new MemoryStorage(), clock = new ManualClock(0)) => ({
  clock,
  storage,
  caches: createAccountCaches(clock, new SafeStorage(storage, new MemoryLogger())),
});

describe('createAccountCaches', () => {
  it('persists both caches under their keys and restores fresh entries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 0n, max: 2n ** 256n }),
        fc.record({ name: fc.option(fc.string()), avatar: fc.option(fc.webUrl()) }),
        async (value, identity) => {
          const first = setup();
          const stop = first.caches.autoPersist();
          first.caches.nativeBalance.set('eip155:1|0xa', value);
          first.caches.identity.set('0xa', identity);
          await flushMicrotasks();
          stop();
          expect([...first.storage.data.keys()].sort()).toEqual([
            '@latch/account.identityCache',
            '@latch/account.nativeBalanceCache',
          ]);
          const second = setup(first.storage, first.clock);
          await second.caches.hydrate();
          expect(second.caches.nativeBalance.peek('eip155:1|0xa')).toBe(value);
          expect(second.caches.identity.peek('0xa')).toEqual(identity);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('drops malformed stored entries and keeps the others', async () => {
    const storage = new MemoryStorage({
      '@latch/account.nativeBalanceCache': JSON.stringify({
        v: 1,
        d: {
          ok: { value: '12', storedAt: 0 },
          neg: { value: '-1', storedAt: 0 },
          num: { value: 3, storedAt: 0 },
        },
      }),
      '@latch/account.identityCache': JSON.stringify({
        v: 1,
        d: {
          ok: { value: { name: null, avatar: 'a' }, storedAt: 0 },
          bad: { value: { name: 1, avatar: null }, storedAt: 0 },
          missing: { value: { name: 'x' }, storedAt: 0 },
          scalar: { value: 'x', storedAt: 0 },
        },
      }),
    });
    const { caches } = setup(storage);
    await caches.hydrate();
    expect(caches.nativeBalance.values().map((entry) => entry.id)).toEqual(['ok']);
    expect(caches.nativeBalance.peek('ok')).toBe(12n);
    expect(caches.identity.values().map((entry) => entry.id)).toEqual(['ok']);
  });

  it('does not restore entries older than their TTL', async () => {
    const storage = new MemoryStorage({
      '@latch/account.nativeBalanceCache': JSON.stringify({ v: 1, d: { old: { value: '1', storedAt: 0 } } }),
    });
    const { caches } = setup(storage, new ManualClock(30_000));
    await caches.hydrate();
    expect(caches.nativeBalance.peek('old')).toBeUndefined();
  });
});
