import type { Latch } from '../../core/kernel/latch/index.js';
import { useLatchContext } from '../context/LatchContext.js';

/** The core the provider was given: every store and service, for anything the other hooks do not cover. */
export const useLatch = (): Latch => useLatchContext().latch;
