import { systemClock } from '../systemClock.js';
export const createLatch = () => ({ clock: systemClock });
