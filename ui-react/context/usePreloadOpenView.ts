import { useEffect } from 'react';
import type { Latch } from '../../core/kernel/latch/index.js';
import { resolveOpenRoute } from '../../core/kernel/modal/index.js';
import type { ViewLoader } from '../shell/ViewOutlet/createViewLoader.js';
import { whenIdle } from './whenIdle.js';

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
