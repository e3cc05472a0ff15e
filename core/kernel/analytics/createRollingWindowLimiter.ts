import type { Clock } from '../../../ports/index.js';

export interface RollingWindowLimiterOptions {
  /** Most acquisitions allowed inside any window. */
  readonly limit: number;
  readonly windowMs: number;
}

export interface RollingWindowLimiter {
  /**
   * Takes a slot if fewer than `limit` were taken in the last `windowMs` (a slot taken at `t` counts
   * until, but not at, `t + windowMs`); returns whether it was taken. Refusals take no slot.
   */
  tryAcquire(): boolean;
  /** Slots currently counted in the window. */
  inWindow(): number;
}

/**
 * A rolling-window rate limiter: any half-open interval [t, t + windowMs) holds at most `limit`
 * acquisitions. State lives in the returned object.
 */
export function createRollingWindowLimiter(
  clock: Clock,
  { limit, windowMs }: RollingWindowLimiterOptions,
): RollingWindowLimiter {
  let taken: number[] = [];
  const prune = (now: number): void => {
    taken = taken.filter((at) => now - at < windowMs);
  };
  return {
    tryAcquire() {
      const now = clock.now();
      prune(now);
      if (taken.length >= limit) return false;
      taken.push(now);
      return true;
    },
    inWindow() {
      prune(clock.now());
      return taken.length;
    },
  };
}
