import { createContext, useContext } from 'react';
import { safeUrl } from '../../core/lib/urls/index.js';

/**
 * What the connecting and account views need from the browser: the time (pairing expiry), a timer, the
 * clipboard and navigation to a wallet's deep link. Injected through context so tests observe and drive them
 * (a ManualClock, a recording clipboard); nothing here is touched at import time.
 */
export interface ViewServices {
  now(): number;
  /** Calls `callback` after `ms`; returns the way to cancel it. */
  setTimeout(callback: () => void, ms: number): () => void;
  copyText(text: string): Promise<void>;
  /**
   * Leaves the page for `href` (a wallet's universal link or custom scheme). The browser's version refuses what
   * the URL policy refuses (core/lib/urls/safeUrl), whatever the caller checked.
   */
  openUrl(href: string): void;
}

export const browserViewServices: ViewServices = Object.freeze({
  now: () => Date.now(),
  setTimeout: (callback: () => void, ms: number) => {
    const timer = globalThis.setTimeout(callback, ms);
    return () => globalThis.clearTimeout(timer);
  },
  copyText: (text: string) =>
    globalThis.navigator?.clipboard
      ? globalThis.navigator.clipboard.writeText(text)
      : Promise.reject(new Error('clipboard unavailable')),
  openUrl: (href: string) => {
    const safe = safeUrl(href, 'app');
    if (safe.isOk()) globalThis.open?.(safe.value, '_self', 'noopener,noreferrer');
  },
});

export const ViewServicesContext = createContext<ViewServices>(browserViewServices);

export const useViewServices = (): ViewServices => useContext(ViewServicesContext);
