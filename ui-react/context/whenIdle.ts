/** How long the page may stay busy before deferred code is fetched anyway. */
export const PRELOAD_IDLE_TIMEOUT_MS = 2000;

export type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `task` once the window is idle (or after PRELOAD_IDLE_TIMEOUT_MS); returns a cancel. */
export const whenIdle = (target: IdleWindow, task: () => void): (() => void) => {
  if (target.requestIdleCallback && target.cancelIdleCallback) {
    const handle = target.requestIdleCallback(task, { timeout: PRELOAD_IDLE_TIMEOUT_MS });
    const cancel = target.cancelIdleCallback;
    return () => cancel(handle);
  }
  const handle = target.setTimeout(task, 0);
  return () => target.clearTimeout(handle);
};
