/**
 * An init script that makes the page's browser report `navigator.onLine === false` (and fire `offline`),
 * as Chromium does on a machine with no route off it — so the tests prove the page copes with it.
 */
export const REPORT_OFFLINE = `(() => {
  Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
  window.addEventListener('load', () => window.dispatchEvent(new Event('offline')));
})();`;
