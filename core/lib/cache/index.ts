export {
  ADDRESS_LOOKUP_CACHE_SIZE,
  BALANCE_TTL_MS,
  FAILED_BALANCE_RETRY_MS,
  IDENTITY_TTL_MS,
  NAME_TTL_MS,
  NATIVE_BALANCE_TTL_MS,
} from './constants.js';
export {
  createPersistentCacheBinding,
  type PersistableCache,
  type PersistedEntries,
  type PersistentCacheBinding,
  type PersistentCacheBindingOptions,
} from './createPersistentCacheBinding.js';
export {
  type CachedValue,
  createQueryCache,
  type Defined,
  type QueryCache,
  type QueryCacheOptions,
} from './createQueryCache.js';
export { LruMap } from './LruMap.js';
export { type QueryLoadError, type QueryLoader, runQueryLoader } from './runQueryLoader.js';
