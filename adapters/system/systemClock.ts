import type { Cancel, Clock, Scheduler } from '../../ports/index.js';

/** The real clock and timers of the JavaScript host (browser or Node). */
export const createSystemClock = (): Clock & Scheduler => ({
  now: () => Date.now(),
  setTimeout(callback, ms): Cancel {
    const handle = globalThis.setTimeout(callback, ms);
    return () => globalThis.clearTimeout(handle);
  },
  setInterval(callback, ms): Cancel {
    const handle = globalThis.setInterval(callback, ms);
    return () => globalThis.clearInterval(handle);
  },
});
