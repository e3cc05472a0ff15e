import { useEffect } from 'react';
import type { Latch } from '../../core/latch/index.js';
import { resolveOpenRoute } from '../../core/modal/index.js';
import type { ViewLoader } from '../shell/ViewOutlet/createViewLoader.js';

/** How long the page may stay busy before the view is fetched anyway. */
export const PRELOAD_IDLE_TIMEOUT_MS = 2000;

type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `task` once the window is idle (or after a timeout); returns a cancel. */
const whenIdle = (target: IdleWindow, task: () => void): (() => void) => {
  if (target.requestIdleCallback && target.cancelIdleCallback) {
    const handle = target.requestIdleCallback(task, { timeout: PRELOAD_IDLE_TIMEOUT_MS });
    const cancel = target.cancelIdleCallback;
    return () => cancel(handle);
  }
  const handle = target.setTimeout(task, 0);
  return () => target.clearTimeout(handle);
};

/**
 * Once the page is idle after mounting, fetches the code of the view opening the modal would show (SPEC §2
 * opening rules: Connect, or Account when connected), so the first click renders it at once instead of a
 * skeleton while its code arrives. Only that view's code is fetched; an embedded modal loads it anyway.
 */
export const usePreloadOpenView = (latch: Latch, views: ViewLoader, enabled: boolean): void => {
  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return;
    return whenIdle(window, () => {
      const { view } = resolveOpenRoute(
        {},
        {
          isConnected: latch.account.isConnected,
          // The core always has its eip155 adapter (createLatchCore).
          enableAdapters: true,
          isMobile: latch.platform.isMobile(),
        },
      );
      views.load(view);
    });
  }, [latch, views, enabled]);
};
