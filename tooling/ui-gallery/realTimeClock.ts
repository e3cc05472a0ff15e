import type { Clock, Scheduler } from '../../ports/index.js';

/**
 * Wall-clock time for the gallery page, optionally sped up (`speed` 10 runs a 1 s retry back-off in 100 ms),
 * so error states show without waiting for every retry.
 */
export const createRealTimeClock = (speed = 1): Clock & Scheduler => {
  const factor = speed > 0 ? speed : 1;
  return {
    now: () => Date.now(),
    setTimeout(callback, ms) {
      const timer = setTimeout(callback, ms / factor);
      return () => clearTimeout(timer);
    },
    setInterval(callback, ms) {
      const timer = setInterval(callback, Math.max(1, ms / factor));
      return () => clearInterval(timer);
    },
  };
};
