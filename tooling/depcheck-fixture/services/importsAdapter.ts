import { systemClock } from '../adapters/systemClock.js';
export const now = systemClock.now;
