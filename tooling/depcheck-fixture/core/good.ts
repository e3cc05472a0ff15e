import type { Clock } from '../ports/clock.js';
export const read = (clock: Clock) => clock.now();
