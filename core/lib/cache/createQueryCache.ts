import { errAsync, okAsync, type Result, ResultAsync } from 'neverthrow';
import type { Cancel, Clock } from '../../../ports/index.js';
import { LruMap } from './LruMap.js';
import { type QueryLoadError, type QueryLoader, runQueryLoader } from './runQueryLoader.js';

/** Any value but `undefined`, which a query may not produce (SPEC §8). */
export type Defined = NonNullable<unknown> | null;

export interface QueryCacheOptions<K> {
  readonly clock: Clock;
  /** How long a loaded value is served without reloading. */
  readonly ttlMs: number;
  /** When set, a failed key answers with the same error without reloading for this long. */
  readonly failureTtlMs?: number;
  /** Least recently used keys are dropped past this many entries (default: unbounded). */
  readonly maxEntries?: number;
  /** Turns a key into its cache id (default: strings as is, anything else as JSON, bigints allowed). */
  readonly keyOf?: (key: K) => string;
}

/** A fresh cached value, as seen by persistence. `id` is `keyOf(key)`. */
export interface CachedValue<V> {
  readonly id: string;
  readonly value: V;
  readonly storedAt: number;
}

export interface QueryCache<K, V extends Defined, E> {
  /**
   * A fresh value (or, with negative caching, a fresh failure) without calling `loader`; otherwise
   * joins the load already in flight for `key`, or starts one. Never rejects.
   */
  fetch(key: K, loader: QueryLoader<V, E>): ResultAsync<V, E | QueryLoadError>;
  /** The fresh value for `key`, or undefined. */
  peek(key: K): V | undefined;
  /** Stores `value` as loaded now; a load in flight for `key` will no longer be stored. */
  set(key: K, value: V): void;
  /** Forgets `key`; a load in flight for it will no longer be stored. */
  invalidate(key: K): void;
  /** Forgets every key; loads in flight will no longer be stored. */
  clear(): void;
  /** Fresh values, least recently used first (for persistence). */
  values(): CachedValue<V>[];
  /** Stores a value loaded at `storedAt` (for hydration) if it is still fresh and newer than what is held. */
  restore(entry: CachedValue<V>): boolean;
  /** Calls `listener` after stored values change. */
  subscribe(listener: () => void): Cancel;
}

type Entry<V, E> =
  | { readonly kind: 'value'; readonly value: V; readonly at: number }
  | { readonly kind: 'failure'; readonly error: E; readonly at: number };

interface Flight<V, E> {
  readonly settled: Promise<Result<V, E>>;
}

const defaultKeyOf = (key: unknown): string =>
  typeof key === 'string'
    ? key
    : (JSON.stringify(key, (_, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value)) ??
      String(key));

/**
 * The one TTL cache + in-flight de-duplication used by every balance, identity and name fetch
 * (STYLE.md #11). Expiry is checked on access, so the cache needs no timers; an in-flight entry is
 * removed as soon as its load settles, whatever the outcome.
 */
export function createQueryCache<K, V extends Defined, E>(
  options: QueryCacheOptions<K>,
): QueryCache<K, V, E> {
  type Failure = E | QueryLoadError;
  const { clock, ttlMs } = options;
  const failureTtlMs = options.failureTtlMs ?? 0;
  const keyOf: (key: K) => string = options.keyOf ?? defaultKeyOf;
  const entries = new LruMap<string, Entry<V, Failure>>(options.maxEntries ?? Number.POSITIVE_INFINITY);
  const flights = new Map<string, Flight<V, Failure>>();
  const listeners = new Set<() => void>();

  const notify = (): void => {
    for (const listener of [...listeners]) listener();
  };

  const isFresh = (entry: Entry<V, Failure>, now: number): boolean => {
    const age = now - entry.at;
    return age >= 0 && age < (entry.kind === 'value' ? ttlMs : failureTtlMs);
  };

  /** The fresh entry for `id`; a stale one is dropped on the way. */
  const freshEntry = (id: string): Entry<V, Failure> | undefined => {
    const entry = entries.get(id);
    if (entry === undefined) return undefined;
    if (isFresh(entry, clock.now())) return entry;
    entries.delete(id);
    return undefined;
  };

  const settle = (id: string, flight: Flight<V, Failure>, result: Result<V, Failure>): void => {
    if (flights.get(id) !== flight) return; // invalidated, cleared or overwritten meanwhile
    flights.delete(id);
    const at = clock.now();
    if (result.isOk()) entries.set(id, { kind: 'value', value: result.value, at });
    else if (failureTtlMs > 0) entries.set(id, { kind: 'failure', error: result.error, at });
    else entries.delete(id);
    notify();
  };

  return {
    fetch(key, loader) {
      const id = keyOf(key);
      const hit = freshEntry(id);
      if (hit?.kind === 'value') return okAsync(hit.value);
      if (hit?.kind === 'failure') return errAsync(hit.error);
      const running = flights.get(id);
      if (running) return new ResultAsync(running.settled);
      const loaded = runQueryLoader(loader);
      const flight: Flight<V, Failure> = {
        settled: Promise.resolve(
          loaded.then<Result<V, Failure>, never>((result) => {
            settle(id, flight, result);
            return result;
          }),
        ),
      };
      flights.set(id, flight);
      return new ResultAsync(flight.settled);
    },

    peek(key) {
      const hit = freshEntry(keyOf(key));
      return hit?.kind === 'value' ? hit.value : undefined;
    },

    set(key, value) {
      const id = keyOf(key);
      flights.delete(id);
      entries.set(id, { kind: 'value', value, at: clock.now() });
      notify();
    },

    invalidate(key) {
      const id = keyOf(key);
      flights.delete(id);
      if (entries.delete(id)) notify();
    },

    clear() {
      flights.clear();
      const had = entries.size > 0;
      entries.clear();
      if (had) notify();
    },

    values() {
      const now = clock.now();
      const out: CachedValue<V>[] = [];
      for (const [id, entry] of entries.entries()) {
        if (entry.kind === 'value' && isFresh(entry, now))
          out.push({ id, value: entry.value, storedAt: entry.at });
      }
      return out;
    },

    restore({ id, value, storedAt }) {
      const entry: Entry<V, Failure> = { kind: 'value', value, at: storedAt };
      if (value === undefined || !isFresh(entry, clock.now())) return false;
      const held = entries.peek(id);
      if (held !== undefined && held.at >= storedAt && isFresh(held, clock.now())) return false;
      entries.set(id, entry);
      notify();
      return true;
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
