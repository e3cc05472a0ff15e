import { systemClock } from '../adapters/systemClock.js';
export const View = () => systemClock.now();
