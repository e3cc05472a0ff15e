import type { Cancellation } from './types.js';

/** A cancellation its owner can fire once; listeners added after it fired are called at once. */
export interface CancellationSource extends Cancellation {
  cancel(): void;
}

export const createCancellation = (): CancellationSource => {
  const listeners = new Set<() => void>();
  let cancelled = false;
  return {
    get cancelled() {
      return cancelled;
    },
    onCancel(listener) {
      if (cancelled) {
        listener();
        return () => undefined;
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    cancel() {
      if (cancelled) return;
      cancelled = true;
      for (const listener of [...listeners]) listener();
      listeners.clear();
    },
  };
};
