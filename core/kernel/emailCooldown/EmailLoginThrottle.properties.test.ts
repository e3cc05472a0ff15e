import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  storedTimeRaw,
  type ThrottleStep,
  throttleTimeline,
} from '../../../testkits/arbitraries/timelines.js';
import { ManualClock, MemoryLogger, MemoryStorage } from '../../../testkits/index.js';
import { isLatchError } from '../../lib/errors/index.js';
import { SafeStorage } from '../../lib/storage/index.js';
import { EMAIL_LOGIN_COOLDOWN_MS as COOLDOWN } from './constants.js';
import { EmailLoginThrottle } from './EmailLoginThrottle.js';

const START = Date.UTC(2026, 0, 1);
const STORED = '@latch/lastEmailLoginTime';
const timeline = throttleTimeline({ boundaryMs: [COOLDOWN - 1, COOLDOWN, COOLDOWN + 1, 999, 1_000, 1_001] });

/**
 * Plays a timeline. `survivesReload` tells whether the last pass still counts after a reload (healthy
 * storage: yes; failing storage: only within one instance). Checks that a login
 * passes exactly when the model says, and that every refusal names ceil(remaining / 1000) in 1..30.
 */
async function play(steps: readonly ThrottleStep[], storage: MemoryStorage, survivesReload: boolean) {
  const clock = new ManualClock(START);
  const safe = new SafeStorage(storage, new MemoryLogger());
  let throttle = new EmailLoginThrottle(clock, safe);
  let lastPass: number | undefined;
  const passes: number[] = [];
  const remaining = (): number =>
    lastPass === undefined ? 0 : Math.max(0, lastPass + COOLDOWN - clock.now());
  const expectRefusal = (error: unknown): void => {
    const left = remaining();
    expect(left).toBeGreaterThan(0);
    expect(isLatchError(error, 'EMAIL_THROTTLED')).toBe(true);
    const seconds = isLatchError(error, 'EMAIL_THROTTLED') ? error.params.seconds : undefined;
    expect(seconds).toBe(Math.ceil(left / 1000));
    expect(Number(seconds)).toBeGreaterThanOrEqual(1);
    expect(Number(seconds)).toBeLessThanOrEqual(30);
    expect(error instanceof Error && error.message).toBe(`Please try again after ${seconds} seconds`);
  };

  for (const step of steps) {
    if (step.kind === 'advance') clock.advance(step.ms);
    else if (step.kind === 'reload') {
      throttle = new EmailLoginThrottle(clock, safe);
      if (!survivesReload) lastPass = undefined;
    } else if (step.kind === 'check') {
      const result = await throttle.check();
      if (remaining() === 0) expect(result.isOk()).toBe(true);
      else expectRefusal(result.isErr() ? result.error : undefined);
    } else {
      const expectedPass = remaining() === 0;
      const results = await Promise.all(Array.from({ length: step.concurrent }, () => throttle.attempt()));
      const passed = results.filter((result) => result.isOk()).length;
      expect(passed).toBe(expectedPass ? 1 : 0);
      if (passed === 1) {
        lastPass = clock.now();
        passes.push(clock.now());
      }
      for (const result of results) {
        if (result.isErr()) expectRefusal(result.error);
      }
    }
  }
  return passes;
}

describe('EmailLoginThrottle over arbitrary timelines', () => {
  it('never lets two logins through within 30 s, across concurrency and reloads, and lets one through after', async () => {
    await fc.assert(
      fc.asyncProperty(timeline, async (steps) => {
        const passes = await play(steps, new MemoryStorage(), true);
        for (let i = 1; i < passes.length; i++) {
          expect((passes[i] ?? 0) - (passes[i - 1] ?? 0)).toBeGreaterThanOrEqual(COOLDOWN);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('with failing storage, still allows logins and throttles within one instance', async () => {
    await fc.assert(
      fc.asyncProperty(timeline, fc.boolean(), async (steps, readsFail) => {
        const storage = new MemoryStorage();
        storage.failWrites = true;
        storage.failReads = readsFail;
        await play(steps, storage, false);
      }),
      { numRuns: 200 },
    );
  });

  it('never locks the user out for good, whatever the storage holds', async () => {
    const STEP = 2_500;
    await fc.assert(
      fc.asyncProperty(storedTimeRaw(START), async (raw) => {
        const clock = new ManualClock(START - 130_000);
        const storage = new MemoryStorage({ [STORED]: raw });
        const throttle = new EmailLoginThrottle(clock, new SafeStorage(storage, new MemoryLogger()));
        let blocked = 0;
        for (let t = 0; t <= 290_000; t += STEP) {
          const result = await throttle.check();
          if (result.isErr()) {
            blocked += 1;
            expect(Number(result.error.params.seconds)).toBeGreaterThanOrEqual(1);
            expect(Number(result.error.params.seconds)).toBeLessThanOrEqual(30);
          }
          clock.advance(STEP);
        }
        // Blocked only within one cooldown either side of the stored time: two cooldowns in all.
        expect(blocked * STEP).toBeLessThanOrEqual(2 * COOLDOWN);
        expect((await throttle.attempt()).isOk()).toBe(true);
      }),
    );
  });
});
