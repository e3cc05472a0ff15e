import type { Cancel, Clock } from '../../../ports/index.js';
import {
  createPersistentCacheBinding,
  createQueryCache,
  FAILED_BALANCE_RETRY_MS,
  IDENTITY_TTL_MS,
  NATIVE_BALANCE_TTL_MS,
} from '../../lib/cache/index.js';
import type { SafeStorage } from '../../lib/storage/index.js';
import type { IdentityCache } from './fetchIdentity.js';
import type { NativeBalanceCache } from './fetchNativeBalance.js';
import { ACCOUNT_CACHE_NAMES } from './storageKeys.js';
import type { AccountIdentity } from './types.js';

/** The account's caches and their persistence (SPEC §3 native-balance and identity caches). */
export interface AccountCaches {
  readonly nativeBalance: NativeBalanceCache;
  readonly identity: IdentityCache;
  /** Loads the stored entries that are still fresh. */
  hydrate(): Promise<void>;
  /** Writes both caches after every change until the returned function is called. */
  autoPersist(): Cancel;
}

const UNITS = /^(0|[1-9][0-9]*)$/;

const decodeUnits = (raw: unknown): bigint | undefined =>
  typeof raw === 'string' && UNITS.test(raw) ? BigInt(raw) : undefined;

const isNullableString = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

const decodeIdentity = (raw: unknown): AccountIdentity | undefined => {
  if (typeof raw !== 'object' || raw === null || !('name' in raw) || !('avatar' in raw)) return undefined;
  const { name, avatar } = raw;
  return isNullableString(name) && isNullableString(avatar) ? { name, avatar } : undefined;
};

/**
 * Native balances (30 s; a failure is not retried within 30 s, SPEC §9) and identities (5 min), each
 * persisted under its own versioned storage key; bigint balances are stored as decimal strings.
 */
export function createAccountCaches(clock: Clock, storage: SafeStorage): AccountCaches {
  const nativeBalance: NativeBalanceCache = createQueryCache({
    clock,
    ttlMs: NATIVE_BALANCE_TTL_MS,
    failureTtlMs: FAILED_BALANCE_RETRY_MS,
  });
  const identity: IdentityCache = createQueryCache({ clock, ttlMs: IDENTITY_TTL_MS });
  const bindings = [
    createPersistentCacheBinding<bigint>({
      cache: nativeBalance,
      storage,
      name: ACCOUNT_CACHE_NAMES.nativeBalance,
      version: 1,
      decode: decodeUnits,
      encode: (value) => value.toString(),
    }),
    createPersistentCacheBinding<AccountIdentity>({
      cache: identity,
      storage,
      name: ACCOUNT_CACHE_NAMES.identity,
      version: 1,
      decode: decodeIdentity,
    }),
  ];
  return {
    nativeBalance,
    identity,
    hydrate: async () => {
      await Promise.all(bindings.map((binding) => binding.hydrate()));
    },
    autoPersist: () => {
      const stops = bindings.map((binding) => binding.autoPersist());
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
}
