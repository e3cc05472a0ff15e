import { okAsync } from 'neverthrow';
import type { FanOut, FanOutListener } from './FanOut.js';

/** Fan-out inside one relay process: a publish reaches the local subscribers at once. */
export function createMemoryFanOut(listener: FanOutListener): FanOut {
  let closed = false;
  return {
    publish(message) {
      if (!closed) listener(message);
      return okAsync(undefined);
    },
    watch: () => okAsync(undefined),
    unwatch: () => okAsync(undefined),
    close() {
      closed = true;
      return Promise.resolve();
    },
  };
}
