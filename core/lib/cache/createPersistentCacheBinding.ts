import { ResultAsync } from 'neverthrow';
import type { Cancel } from '../../../ports/index.js';
import { type SafeStorage, type StorageKey, storageKey } from '../storage/index.js';
import type { CachedValue } from './createQueryCache.js';

/** What is written under the storage key: `{ [id]: { value, storedAt } }`. */
export type PersistedEntries = Record<string, { readonly value: unknown; readonly storedAt: number }>;

/** The part of a QueryCache persistence needs. */
export interface PersistableCache<V> {
  values(): CachedValue<V>[];
  restore(entry: CachedValue<V>): boolean;
  subscribe(listener: () => void): Cancel;
}

export interface PersistentCacheBindingOptions<V> {
  readonly cache: PersistableCache<V>;
  readonly storage: SafeStorage;
  /** Storage key name, e.g. 'balanceCache'. */
  readonly name: string;
  readonly version: number;
  /** Validates one stored value; undefined drops that entry. */
  readonly decode: (raw: unknown) => V | undefined;
  /** Turns a value into JSON-safe data (default: as is). Needed for bigint values. */
  readonly encode?: (value: V) => unknown;
}

export interface PersistentCacheBinding {
  /** Loads the stored entries that are still fresh into the cache; answers how many were taken. */
  hydrate(): ResultAsync<number, never>;
  /** Writes the cache's fresh values; answers false when storage refused (already logged). */
  persist(): ResultAsync<boolean, never>;
  /** Persists after every change of the cache until the returned function is called. */
  autoPersist(): Cancel;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keeps the well-formed entries of whatever was stored; one bad entry does not lose the others. */
const decodeEntries = (raw: unknown): PersistedEntries | undefined => {
  if (!isRecord(raw)) return undefined;
  const out: PersistedEntries = Object.create(null); // a key may be "__proto__"
  for (const [id, item] of Object.entries(raw)) {
    if (isRecord(item) && typeof item.storedAt === 'number' && Number.isFinite(item.storedAt)) {
      out[id] = { value: item.value, storedAt: item.storedAt };
    }
  }
  return out;
};

/** Runs a caller-supplied codec function; a throw only drops the entry at hand. */
const attempt = <T>(run: () => T): { readonly ok: true; readonly value: T } | { readonly ok: false } => {
  try {
    return { ok: true, value: run() };
  } catch {
    return { ok: false };
  }
};

/**
 * Binds a cache to SafeStorage for the stored balance / identity caches of SPEC §3. Reads and writes
 * run one after another, so a later write always holds the later state.
 */
export function createPersistentCacheBinding<V>(
  options: PersistentCacheBindingOptions<V>,
): PersistentCacheBinding {
  const { cache, storage, decode } = options;
  const encode = options.encode ?? ((value: V): unknown => value);
  const key: StorageKey<PersistedEntries> = storageKey(options.name, options.version, decodeEntries);
  let queue: Promise<unknown> = Promise.resolve();
  let writeQueued = false;

  /** Runs tasks one after another; a failed task never blocks the next ones. */
  const serial = <T>(task: () => Promise<T>): ResultAsync<T, never> => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return ResultAsync.fromSafePromise(run);
  };

  const snapshot = (): PersistedEntries => {
    const data: PersistedEntries = Object.create(null); // a key may be "__proto__"
    for (const { id, value, storedAt } of cache.values()) {
      const encoded = attempt(() => encode(value));
      if (encoded.ok) data[id] = { value: encoded.value, storedAt };
    }
    return data;
  };

  const persist = (): ResultAsync<boolean, never> => {
    writeQueued = true;
    return serial(() => {
      writeQueued = false;
      return storage.write(key, snapshot());
    });
  };

  return {
    hydrate: () =>
      serial(async () => {
        const stored = (await storage.read(key)) ?? {};
        let taken = 0;
        for (const [id, { value, storedAt }] of Object.entries(stored)) {
          const decoded = attempt(() => decode(value));
          const restored = decoded.ok ? decoded.value : undefined;
          if (restored !== undefined && cache.restore({ id, value: restored, storedAt })) taken++;
        }
        return taken;
      }),
    persist,
    autoPersist: () =>
      cache.subscribe(() => {
        // A queued write takes its snapshot when it runs, so one queued write covers many changes.
        if (!writeQueued) void persist();
      }),
  };
}
