import { describe, expect, it } from 'vitest';
import { createTokenBuckets } from './tokenBucket.js';

describe('createTokenBuckets', () => {
  it('allows a burst, then refills at the configured rate, per key', () => {
    const buckets = createTokenBuckets({ burst: 3, perSecond: 2 });
    const t0 = 1_000_000;
    expect([1, 2, 3, 4].map(() => buckets.take('a', t0))).toEqual([true, true, true, false]);
    expect(buckets.take('b', t0)).toBe(true);
    expect(buckets.take('a', t0 + 400)).toBe(false);
    expect(buckets.take('a', t0 + 500)).toBe(true);
    expect(buckets.take('a', t0 + 500)).toBe(false);
  });

  it('never holds more than the burst and forgets idle keys', () => {
    const buckets = createTokenBuckets({ burst: 2, perSecond: 100 });
    buckets.take('a', 0);
    expect([1, 2, 3].map(() => buckets.take('a', 60_000))).toEqual([true, true, false]);
    expect(buckets.size).toBe(1);
    buckets.sweep(120_000);
    expect(buckets.size).toBe(0);
  });
});
