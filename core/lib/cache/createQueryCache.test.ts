import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  type ScriptedFailure,
  ScriptedLoaders,
  type TimedValue,
} from '../../../testkits/arbitraries/timelines.js';
import { flushMicrotasks, ManualClock } from '../../../testkits/index.js';
import { isLatchError } from '../errors/index.js';
import { BALANCE_TTL_MS, FAILED_BALANCE_RETRY_MS } from './constants.js';
import { createQueryCache } from './createQueryCache.js';

const setup = (failureTtlMs?: number, maxEntries?: number) => {
  const clock = new ManualClock(0);
  const loaders = new ScriptedLoaders(clock);
  const cache = createQueryCache<string, TimedValue, ScriptedFailure>({
    clock,
    ttlMs: BALANCE_TTL_MS,
    ...(failureTtlMs === undefined ? {} : { failureTtlMs }),
    ...(maxEntries === undefined ? {} : { maxEntries }),
  });
  /** Fetches with a scripted loader of no latency and lets it settle. */
  const load = async (key: string, outcome: 'ok' | 'err') => {
    const pending = cache.fetch(key, loaders.loader(key, outcome, 0));
    await clock.advanceAsync(0);
    return pending;
  };
  return { clock, loaders, cache, load };
};

describe('createQueryCache', () => {
  it('serves a fresh value without calling the loader, and reloads once it expires', async () => {
    const { clock, loaders, cache, load } = setup();
    const first = await load('a', 'ok');
    expect(first._unsafeUnwrap().seq).toBe(1);
    clock.advance(BALANCE_TTL_MS - 1);
    expect((await load('a', 'ok'))._unsafeUnwrap().seq).toBe(1);
    expect(cache.peek('a')?.seq).toBe(1);
    clock.advance(1);
    expect(cache.peek('a')).toBeUndefined();
    expect((await load('a', 'ok'))._unsafeUnwrap().seq).toBe(2);
    expect(loaders.calls.get('a')).toBe(2);
  });

  it('shares one loader call between concurrent fetches of a key', async () => {
    const { clock, loaders, cache } = setup();
    const pending = [1, 2, 3].map(() => cache.fetch('a', loaders.loader('a', 'ok', 100)));
    const other = cache.fetch('b', loaders.loader('b', 'ok', 100));
    await clock.advanceAsync(100);
    const values = await Promise.all(pending);
    expect(new Set(values.map((result) => result._unsafeUnwrap().seq)).size).toBe(1);
    expect((await other).isOk()).toBe(true);
    expect(loaders.calls.get('a')).toBe(1);
    expect(loaders.calls.get('b')).toBe(1);
  });

  it('removes the in-flight entry when a load fails, so the next fetch loads again', async () => {
    const { clock, loaders, cache } = setup();
    const failed = cache.fetch('a', loaders.loader('a', 'reject', 10));
    await clock.advanceAsync(10);
    expect(isLatchError((await failed)._unsafeUnwrapErr(), 'INTERNAL_SDK_ERROR')).toBe(true);
    const retried = cache.fetch('a', loaders.loader('a', 'ok', 10));
    await clock.advanceAsync(10);
    expect((await retried).isOk()).toBe(true);
    expect(loaders.calls.get('a')).toBe(2);
  });

  it('caches a failure for failureTtlMs when asked (SPEC: failed token balance not retried within 30 s)', async () => {
    const { clock, loaders, cache, load } = setup(FAILED_BALANCE_RETRY_MS);
    const error = (await load('a', 'err'))._unsafeUnwrapErr();
    clock.advance(FAILED_BALANCE_RETRY_MS - 1);
    expect((await load('a', 'ok'))._unsafeUnwrapErr()).toBe(error);
    expect(cache.peek('a')).toBeUndefined();
    clock.advance(1);
    expect((await load('a', 'ok')).isOk()).toBe(true);
    expect(loaders.calls.get('a')).toBe(2);
  });

  it('turns undefined data and synchronous throws into errors the caller can tell apart', async () => {
    const { cache, loaders } = setup();
    const undefinedData = (await cache.fetch('a', () => okAsync(undefined)))._unsafeUnwrapErr();
    expect(isLatchError(undefinedData, 'QUERY_DATA_UNDEFINED')).toBe(true);
    const thrown = (await cache.fetch('a', loaders.loader('a', 'throw', 0)))._unsafeUnwrapErr();
    expect(isLatchError(thrown, 'INTERNAL_SDK_ERROR')).toBe(true);
    const typed = (
      await cache.fetch('a', () => errAsync({ kind: 'ScriptedFailure', key: 'a', seq: 0 }))
    )._unsafeUnwrapErr();
    expect(typed).toEqual({ kind: 'ScriptedFailure', key: 'a', seq: 0 });
  });

  it('does not let a load that settles after invalidate, clear or set repopulate the cache', async () => {
    const { clock, loaders, cache } = setup();
    for (const forget of [
      () => cache.invalidate('a'),
      () => cache.clear(),
      () => cache.set('a', loaders.value('a')),
    ]) {
      cache.invalidate('a');
      const late = cache.fetch('a', loaders.loader('a', 'ok', 50));
      forget();
      const kept = cache.peek('a');
      await clock.advanceAsync(50);
      const lateValue = (await late)._unsafeUnwrap();
      expect(cache.peek('a')).toBe(kept);
      expect(cache.peek('a')).not.toBe(lateValue);
    }
  });

  it('starts a new load after invalidate even while the old one is in flight', async () => {
    const { clock, loaders, cache } = setup();
    const old = cache.fetch('a', loaders.loader('a', 'ok', 100));
    cache.invalidate('a');
    const fresh = cache.fetch('a', loaders.loader('a', 'ok', 10));
    await clock.advanceAsync(100);
    expect((await old)._unsafeUnwrap().seq).toBe(1);
    expect((await fresh)._unsafeUnwrap().seq).toBe(2);
    expect(cache.peek('a')?.seq).toBe(2);
  });

  it('serves a value stored with set and evicts past maxEntries', async () => {
    const { loaders, cache, load } = setup(undefined, 2);
    cache.set('a', loaders.value('a'));
    cache.set('b', loaders.value('b'));
    expect((await load('a', 'ok'))._unsafeUnwrap().seq).toBe(1);
    cache.set('c', loaders.value('c'));
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')?.seq).toBe(1);
    expect(loaders.totalCalls).toBe(0);
  });

  it('does not serve a value stored "in the future" after the clock jumps backwards', () => {
    let now = 10_000;
    const cache = createQueryCache<string, number, never>({ clock: { now: () => now }, ttlMs: 1_000 });
    cache.set('a', 1);
    now = 9_999;
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.restore({ id: 'b', value: 2, storedAt: 10_000 })).toBe(false);
  });

  it('keys objects and bigints by their JSON form unless keyOf is given', async () => {
    const clock = new ManualClock(0);
    const cache = createQueryCache<{ chain: number; amount: bigint }, string, never>({ clock, ttlMs: 10 });
    cache.set({ chain: 1, amount: 5n }, 'x');
    expect(cache.peek({ chain: 1, amount: 5n })).toBe('x');
    expect(cache.values()).toEqual([{ id: '{"chain":1,"amount":"5n"}', value: 'x', storedAt: 0 }]);
    const custom = createQueryCache<number, string, never>({ clock, ttlMs: 10, keyOf: (n) => `n${n % 2}` });
    custom.set(1, 'odd');
    expect(custom.peek(3)).toBe('odd');
    const undefinedKey = createQueryCache<undefined, string, never>({ clock, ttlMs: 10 });
    undefinedKey.set(undefined, 'u');
    expect(undefinedKey.values()[0]?.id).toBe('undefined');
  });

  it('restores only fresh values that are newer than what it holds, and notifies listeners', async () => {
    const { clock, cache, loaders } = setup();
    const changes: number[] = [];
    const stop = cache.subscribe(() => changes.push(clock.now()));
    clock.advance(BALANCE_TTL_MS);
    const older = { key: 'a', seq: 0, producedAt: 1 };
    expect(cache.restore({ id: 'a', value: older, storedAt: 0 })).toBe(false);
    expect(cache.restore({ id: 'a', value: older, storedAt: 1 })).toBe(true);
    expect(cache.restore({ id: 'a', value: older, storedAt: 1 })).toBe(false);
    expect(cache.restore({ id: 'a', value: older, storedAt: clock.now() + 1 })).toBe(false);
    cache.set('b', loaders.value('b'));
    expect(cache.restore({ id: 'b', value: older, storedAt: 2 })).toBe(false);
    cache.invalidate('b');
    cache.invalidate('b');
    cache.clear();
    cache.clear();
    stop();
    cache.set('c', loaders.value('c'));
    expect(changes.length).toBe(4);
    await flushMicrotasks();
  });
});
