import { describe, expect, it } from 'vitest';
import * as cache from './index.js';

describe('core/lib/cache entry point', () => {
  it('exports exactly this public API', () => {
    expect(Object.keys(cache).sort()).toEqual([
      'ADDRESS_LOOKUP_CACHE_SIZE',
      'BALANCE_TTL_MS',
      'FAILED_BALANCE_RETRY_MS',
      'IDENTITY_TTL_MS',
      'LruMap',
      'NAME_TTL_MS',
      'NATIVE_BALANCE_TTL_MS',
      'createPersistentCacheBinding',
      'createQueryCache',
      'runQueryLoader',
    ]);
  });
});
