import { useLatchContext } from '../context/LatchContext.js';
import type { LatchUi } from '../context/sources.js';

/** The core the provider was given: every store and service, for anything the other hooks do not cover. */
export const useLatch = (): LatchUi => useLatchContext().latch;
