// Planted: a component reading the whole core from the provider context instead of a narrow hook.
import { latchContext } from '../context/LatchContext.js';

export const wholeCore = () => latchContext;
