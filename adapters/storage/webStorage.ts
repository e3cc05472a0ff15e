import type { KeyValueStorage } from '../../ports/index.js';

/**
 * KeyValueStorage over the Web Storage API (localStorage by default). Looks the storage up on each call,
 * so server-side imports never touch `window`. On a server (no `document`: a server render) there is nothing
 * to keep: reads find nothing and writes are dropped, quietly. In a browser that blocks site data, reads find
 * nothing and writes reject, which core logs and ignores.
 */
export const createWebStorage = (
  resolve: () => Storage | undefined = defaultStorage,
  onServer: () => boolean = () => typeof globalThis.document === 'undefined',
): KeyValueStorage => ({
  async getItem(key) {
    return resolve()?.getItem(key) ?? undefined;
  },
  async setItem(key, value) {
    const storage = resolve();
    if (storage === undefined) {
      if (onServer()) return;
      throw new Error('Web Storage is not available');
    }
    storage.setItem(key, value);
  },
  async removeItem(key) {
    resolve()?.removeItem(key);
  },
});

function defaultStorage(): Storage | undefined {
  try {
    return typeof globalThis.localStorage === 'object' ? globalThis.localStorage : undefined;
  } catch {
    // Accessing localStorage throws when the browser blocks site data.
    return undefined;
  }
}
