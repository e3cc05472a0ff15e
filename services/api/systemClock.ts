import type { Clock } from '../../ports/index.js';

/** Wall-clock time for the service's caches (tests of the caches pass a ManualClock instead). */
export const systemClock: Clock = { now: () => Date.now() };
