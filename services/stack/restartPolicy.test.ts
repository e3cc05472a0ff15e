import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCrashTracker, DEFAULT_RESTART_POLICY, seconds } from './restartPolicy.js';

describe('restart policy', () => {
  it('backs off 0.5 s, 1 s, 2 s … capped at 30 s, and gives up at the 8th crash within 10 minutes', () => {
    const tracker = createCrashTracker();
    const decisions = Array.from({ length: 8 }, (_, index) => tracker.crashed(index * 1_000));
    expect(decisions).toEqual([
      { action: 'restart', delayMs: 500, crashes: 1 },
      { action: 'restart', delayMs: 1_000, crashes: 2 },
      { action: 'restart', delayMs: 2_000, crashes: 3 },
      { action: 'restart', delayMs: 4_000, crashes: 4 },
      { action: 'restart', delayMs: 8_000, crashes: 5 },
      { action: 'restart', delayMs: 16_000, crashes: 6 },
      { action: 'restart', delayMs: 30_000, crashes: 7 },
      { action: 'give-up', crashes: 8 },
    ]);
  });

  it('forgets crashes older than the window: a service stable for a window starts from the first delay', () => {
    const tracker = createCrashTracker();
    tracker.crashed(0);
    tracker.crashed(1_000);
    expect(tracker.crashed(DEFAULT_RESTART_POLICY.windowMs + 1_000)).toEqual({
      action: 'restart',
      delayMs: 500,
      crashes: 1,
    });
  });

  it('property: delays never shrink within a window, never pass the cap, and give-up comes at maxCrashes', () => {
    fc.assert(
      fc.property(
        fc.record({
          initialDelayMs: fc.integer({ min: 1, max: 5_000 }),
          maxDelayMs: fc.integer({ min: 5_000, max: 60_000 }),
          maxCrashes: fc.integer({ min: 1, max: 12 }),
          windowMs: fc.constant(Number.MAX_SAFE_INTEGER),
        }),
        (policy) => {
          const tracker = createCrashTracker(policy);
          let last = 0;
          for (let crash = 1; crash <= policy.maxCrashes; crash++) {
            const decision = tracker.crashed(crash);
            if (crash === policy.maxCrashes) {
              expect(decision).toEqual({ action: 'give-up', crashes: crash });
              continue;
            }
            if (decision.action !== 'restart') throw new Error('gave up early');
            expect(decision.delayMs).toBeGreaterThanOrEqual(last);
            expect(decision.delayMs).toBeLessThanOrEqual(policy.maxDelayMs);
            last = decision.delayMs;
          }
        },
      ),
    );
  });

  it('says delays in seconds', () => {
    expect([seconds(500), seconds(1_000), seconds(30_000), seconds(50)]).toEqual([
      '0.5 s',
      '1 s',
      '30 s',
      '0.05 s',
    ]);
  });
});
