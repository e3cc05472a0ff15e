import type { Clock, Scheduler } from '../ports/index.js';

/** Wall-clock time that knows its timers: how many are pending, and a way to stop them all. */
export interface RealTimeClock extends Clock, Scheduler {
  /** Timers and intervals set and not yet fired (a timeout) or cleared. */
  pending(): number;
  /** Clears every pending timer and interval: nothing of the clock runs after a test. */
  dispose(): void;
}

/**
 * Wall-clock time for the gallery page and host tests, optionally sped up (`speed` 10 runs a 1 s retry
 * back-off in 100 ms), so error states show without waiting for every retry.
 */
export const createRealTimeClock = (speed = 1): RealTimeClock => {
  const factor = speed > 0 ? speed : 1;
  const live = new Set<() => void>();
  const track = (clear: () => void): (() => void) => {
    const cancel = () => {
      live.delete(cancel);
      clear();
    };
    live.add(cancel);
    return cancel;
  };
  return {
    now: () => Date.now(),
    setTimeout(callback, ms) {
      const cancel = track(() => clearTimeout(timer));
      const timer = setTimeout(() => {
        live.delete(cancel);
        callback();
      }, ms / factor);
      return cancel;
    },
    setInterval(callback, ms) {
      const timer = setInterval(callback, Math.max(1, ms / factor));
      return track(() => clearInterval(timer));
    },
    pending: () => live.size,
    dispose() {
      for (const cancel of [...live]) cancel();
    },
  };
};
