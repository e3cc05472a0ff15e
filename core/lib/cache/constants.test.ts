import { describe, expect, it } from 'vitest';
import * as cache from './constants.js';

describe('cache constants (SPEC §9)', () => {
  it('pins the lifetimes and sizes', () => {
    expect(cache.BALANCE_TTL_MS).toBe(30_000);
    expect(cache.NATIVE_BALANCE_TTL_MS).toBe(30_000);
    expect(cache.NAME_TTL_MS).toBe(300_000);
    expect(cache.IDENTITY_TTL_MS).toBe(300_000);
    expect(cache.FAILED_BALANCE_RETRY_MS).toBe(30_000);
    expect(cache.ADDRESS_LOOKUP_CACHE_SIZE).toBe(8192);
  });
});
