import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flushMicrotasks, ManualClock, MemoryLogger, MemoryStorage } from '../../../testkits/index.js';
import { SafeStorage } from '../storage/index.js';
import { createPersistentCacheBinding } from './createPersistentCacheBinding.js';
import { createQueryCache } from './createQueryCache.js';

const TTL = 30_000;
const STORED = '@latch/balanceCache';
const decodeBigint = (raw: unknown): bigint | undefined =>
  typeof raw === 'string' && /^-?\d+$/.test(raw) ? BigInt(raw) : undefined;

const setup = (storage = new MemoryStorage(), start = 0) => {
  const clock = new ManualClock(start);
  const logger = new MemoryLogger();
  const cache = createQueryCache<string, bigint, never>({ clock, ttlMs: TTL });
  const binding = createPersistentCacheBinding({
    cache,
    storage: new SafeStorage(storage, logger),
    name: 'balanceCache',
    version: 1,
    encode: (value: bigint) => value.toString(),
    decode: decodeBigint,
  });
  return { clock, cache, binding, storage, logger };
};

describe('createPersistentCacheBinding', () => {
  it('writes { id: { value, storedAt } } under a versioned key', async () => {
    const { cache, binding, storage, clock } = setup();
    cache.set('0xabc', 12n);
    clock.advance(5);
    cache.set('0xdef', -3n);
    expect((await binding.persist())._unsafeUnwrap()).toBe(true);
    expect(JSON.parse(storage.data.get(STORED) ?? '')).toEqual({
      v: 1,
      d: { '0xabc': { value: '12', storedAt: 0 }, '0xdef': { value: '-3', storedAt: 5 } },
    });
  });

  it('re-hydrates exactly the stored entries that are still fresh', async () => {
    const ages = fc.uniqueArray(
      fc.record({ id: fc.string(), age: fc.integer({ min: -5_000, max: 60_000 }) }),
      {
        selector: (entry) => entry.id,
        maxLength: 8,
      },
    );
    await fc.assert(
      fc.asyncProperty(ages, async (entries) => {
        const now = 100_000;
        const data = Object.fromEntries(
          entries.map(({ id, age }) => [id, { value: '7', storedAt: now - age }]),
        );
        const storage = new MemoryStorage({ [STORED]: JSON.stringify({ v: 1, d: data }) });
        const { cache, binding } = setup(storage, now);
        const taken = (await binding.hydrate())._unsafeUnwrap();
        const fresh = entries.filter(({ age }) => age >= 0 && age < TTL);
        expect(taken).toBe(fresh.length);
        expect(
          cache
            .values()
            .map((entry) => entry.id)
            .sort(),
        ).toEqual(fresh.map((entry) => entry.id).sort());
      }),
    );
  });

  it('keeps an entry whose id is "__proto__" (ids are arbitrary strings)', async () => {
    const first = setup();
    first.cache.set('__proto__', 5n);
    await first.binding.persist();
    const second = setup(first.storage, 10);
    expect((await second.binding.hydrate())._unsafeUnwrap()).toBe(1);
    expect(second.cache.peek('__proto__')).toBe(5n);
  });

  it('survives a reload: persist in one session, hydrate in the next', async () => {
    const first = setup();
    first.cache.set('a', 1n);
    await first.binding.persist();
    const second = setup(first.storage, 29_999);
    expect((await second.binding.hydrate())._unsafeUnwrap()).toBe(1);
    expect(second.cache.peek('a')).toBe(1n);
    second.clock.advance(1);
    expect(second.cache.peek('a')).toBeUndefined();
  });

  it('reads any corrupt stored data as nothing, keeping the well-formed entries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.json()), async (raw) => {
        const { binding } = setup(new MemoryStorage({ [STORED]: raw }));
        expect((await binding.hydrate())._unsafeUnwrap()).toBeGreaterThanOrEqual(0);
      }),
    );
    const mixed = { good: { value: '5', storedAt: 0 }, bad: { value: 'x', storedAt: 0 }, worse: 3, nan: {} };
    const { binding, cache } = setup(new MemoryStorage({ [STORED]: JSON.stringify({ v: 1, d: mixed }) }));
    expect((await binding.hydrate())._unsafeUnwrap()).toBe(1);
    expect(cache.peek('good')).toBe(5n);
  });

  it('drops an entry whose codec throws, and keeps the rest', async () => {
    const clock = new ManualClock(0);
    const storage = new MemoryStorage();
    const safe = new SafeStorage(storage, new MemoryLogger());
    const cache = createQueryCache<string, string, never>({ clock, ttlMs: TTL });
    const fussy = (value: string): string => {
      if (value === 'boom') throw new Error('codec');
      return value;
    };
    const binding = createPersistentCacheBinding({
      cache,
      storage: safe,
      name: 'c',
      version: 1,
      encode: fussy,
      decode: (raw) => fussy(String(raw)),
    });
    cache.set('a', 'ok');
    cache.set('b', 'boom');
    await binding.persist();
    expect(JSON.parse(storage.data.get('@latch/c') ?? '').d).toEqual({ a: { value: 'ok', storedAt: 0 } });
    storage.data.set('@latch/c', JSON.stringify({ v: 1, d: { a: { value: 'boom', storedAt: 0 } } }));
    cache.clear();
    expect((await binding.hydrate())._unsafeUnwrap()).toBe(0);
  });

  it('persists as is without an encoder', async () => {
    const clock = new ManualClock(0);
    const storage = new MemoryStorage();
    const cache = createQueryCache<string, number, never>({ clock, ttlMs: TTL });
    const decode = (raw: unknown) => (typeof raw === 'number' ? raw : undefined);
    const binding = createPersistentCacheBinding({
      cache,
      storage: new SafeStorage(storage, new MemoryLogger()),
      name: 'n',
      version: 2,
      decode,
    });
    cache.set('a', 4);
    await binding.persist();
    expect(storage.data.get('@latch/n')).toBe('{"v":2,"d":{"a":{"value":4,"storedAt":0}}}');
  });

  it('logs and ignores storage failures', async () => {
    const { cache, binding, storage, logger } = setup();
    storage.failWrites = true;
    storage.failReads = true;
    cache.set('a', 1n);
    expect((await binding.persist())._unsafeUnwrap()).toBe(false);
    expect((await binding.hydrate())._unsafeUnwrap()).toBe(0);
    expect(logger.entries.map((entry) => entry.message)).toEqual([
      'storage write failed',
      'storage read failed',
    ]);
  });

  it('auto-persists after changes until stopped, one queued write covering a burst of changes', async () => {
    const { cache, binding, storage } = setup();
    let writes = 0;
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key, value) => {
      writes += 1;
      return setItem(key, value);
    };
    const stop = binding.autoPersist();
    cache.set('a', 1n);
    cache.set('b', 2n);
    cache.set('c', 3n);
    await flushMicrotasks();
    expect(writes).toBe(1);
    expect(Object.keys(JSON.parse(storage.data.get(STORED) ?? '').d)).toEqual(['a', 'b', 'c']);
    cache.invalidate('a');
    await flushMicrotasks();
    expect(writes).toBe(2);
    expect(Object.keys(JSON.parse(storage.data.get(STORED) ?? '').d)).toEqual(['b', 'c']);
    stop();
    cache.clear();
    await flushMicrotasks();
    expect(writes).toBe(2);
  });

  it('keeps the latest state when writes overlap with slow storage', async () => {
    const { cache, binding, storage } = setup();
    const setItem = storage.setItem.bind(storage);
    let delay = 5;
    storage.setItem = async (key, value) => {
      const mine = delay;
      delay = 0;
      for (let i = 0; i < mine; i++) await Promise.resolve();
      return setItem(key, value);
    };
    cache.set('a', 1n);
    const first = binding.persist();
    await flushMicrotasks(2); // the first write is now under way with the old state
    cache.set('a', 2n);
    const second = binding.persist();
    await Promise.all([first, second]);
    expect(JSON.parse(storage.data.get(STORED) ?? '').d.a.value).toBe('2');
  });
});
