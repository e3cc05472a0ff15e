import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { retryAfterArb } from '../../../testkits/arbitraries/rpc.js';
import { parseRetryAfter } from './parseRetryAfter.js';

const NOW = Date.UTC(2026, 0, 1);

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP-dates as milliseconds to wait', () => {
    fc.assert(
      fc.property(retryAfterArb(), fc.integer({ min: 0, max: 10_000 }), (retryAfter, offset) => {
        const now = NOW + offset;
        expect(parseRetryAfter(retryAfter.header(now), now)).toBe(retryAfter.expectedMs(now));
        if (offset === 0)
          expect(parseRetryAfter(retryAfter.header(now), now)).toBe(retryAfter.seconds * 1000);
      }),
    );
  });

  it('pins the two forms', () => {
    expect(parseRetryAfter('2', NOW)).toBe(2000);
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', NOW)).toBe(30_000);
  });

  it('ignores absent, malformed and past values', () => {
    expect(parseRetryAfter(undefined, NOW)).toBeUndefined();
    expect(parseRetryAfter('soon', NOW)).toBeUndefined();
    expect(parseRetryAfter('-5', NOW)).toBeUndefined();
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:59:00 GMT', NOW)).toBeUndefined();
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:00 GMT', NOW)).toBeUndefined();
  });
});
