import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../testkits/index.js';
import { createRollingWindowLimiter } from './createRollingWindowLimiter.js';

describe('createRollingWindowLimiter', () => {
  it('allows `limit` acquisitions, then refuses until the oldest is windowMs old', () => {
    const clock = new ManualClock(0);
    const limiter = createRollingWindowLimiter(clock, { limit: 2, windowMs: 1_000 });
    expect(limiter.tryAcquire()).toBe(true);
    clock.advance(10);
    expect(limiter.tryAcquire()).toBe(true);
    expect(limiter.tryAcquire()).toBe(false);
    clock.advance(989); // t = 999: the first still counts
    expect(limiter.tryAcquire()).toBe(false);
    expect(limiter.inWindow()).toBe(2);
    clock.advance(1); // t = 1000: the first no longer counts
    expect(limiter.inWindow()).toBe(1);
    expect(limiter.tryAcquire()).toBe(true);
    expect(limiter.tryAcquire()).toBe(false);
  });

  it('never lets a window [t, t + windowMs) hold more than `limit`, and refuses only when full', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 5_000 }),
        fc.array(fc.integer({ min: 0, max: 2_000 }), { maxLength: 80, size: 'max' }),
        (limit, windowMs, gaps) => {
          const clock = new ManualClock(0);
          const limiter = createRollingWindowLimiter(clock, { limit, windowMs });
          const accepted: number[] = [];
          for (const gap of gaps) {
            clock.advance(gap);
            const now = clock.now();
            const counted = accepted.filter((at) => now - at < windowMs).length;
            expect(limiter.tryAcquire()).toBe(counted < limit);
            if (counted < limit) accepted.push(now);
          }
          for (let i = 0; i + limit < accepted.length; i++) {
            expect((accepted[i + limit] ?? 0) - (accepted[i] ?? 0)).toBeGreaterThanOrEqual(windowMs);
          }
        },
      ),
    );
  });
});
