import type { CaipNetworkId, Cancel, Clock, TokenBalance } from '../../../ports/index.js';
import {
  BALANCE_TTL_MS,
  createPersistentCacheBinding,
  createQueryCache,
  FAILED_BALANCE_RETRY_MS,
  type QueryCache,
} from '../../lib/cache/index.js';
import { parseCaipNetworkId } from '../../lib/caip/index.js';
import type { SafeStorage } from '../../lib/storage/index.js';
import { isRecord } from '../../lib/validation/index.js';
import { BALANCES_CACHE_NAME } from './constants.js';
import { parseTokenBalance } from './parseTokenBalance.js';
import type { BalancesError } from './types.js';

/** Validated token-balance lists by `tokenBalancesKey`. */
export type TokenBalancesCache = QueryCache<string, readonly TokenBalance[], BalancesError>;

export interface BalancesCache {
  readonly cache: TokenBalancesCache;
  /** Loads the stored lists that are still fresh. */
  hydrate(): Promise<void>;
  /** Writes the cache after every change until the returned function is called. */
  autoPersist(): Cancel;
}

/** Accounts × networks remembered at once. */
const MAX_ENTRIES = 64;

/** The CAIP-2 id a stored entry names, when it is one. */
const chainIdOf = (entry: unknown): CaipNetworkId | undefined => {
  if (!isRecord(entry) || typeof entry.chainId !== 'string') return undefined;
  const parsed = parseCaipNetworkId(entry.chainId);
  return parsed.isOk() ? parsed.value.caipNetworkId : undefined;
};

/** A stored list, each entry validated again against its own chain; anything but an array is dropped. */
const decodeList = (raw: unknown): readonly TokenBalance[] | undefined => {
  if (!Array.isArray(raw)) return undefined;
  return raw.flatMap((entry: unknown) => {
    const chainId = chainIdOf(entry);
    const balance = chainId === undefined ? undefined : parseTokenBalance(entry, chainId);
    return balance === undefined ? [] : [balance];
  });
};

/**
 * SPEC §9 token balances: a list is reused for 30 s and a failed fetch is not retried within 30 s. Lists
 * are persisted (SPEC §3 "balance" cache) under a versioned storage key and validated again when read.
 */
export function createBalancesCache(clock: Clock, storage: SafeStorage): BalancesCache {
  const cache: TokenBalancesCache = createQueryCache({
    clock,
    ttlMs: BALANCE_TTL_MS,
    failureTtlMs: FAILED_BALANCE_RETRY_MS,
    maxEntries: MAX_ENTRIES,
  });
  const binding = createPersistentCacheBinding<readonly TokenBalance[]>({
    cache,
    storage,
    name: BALANCES_CACHE_NAME,
    version: 1,
    decode: decodeList,
  });
  return {
    cache,
    hydrate: async () => {
      await binding.hydrate();
    },
    autoPersist: () => binding.autoPersist(),
  };
}
