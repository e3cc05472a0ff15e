import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { lazyStore } from './index.js';

describe('lazyStore', () => {
  it('makes nothing before the first call; its failure, then its arrival, are observed', async () => {
    let attempt = 0;
    const cause = new TypeError('Failed to fetch');
    const store = lazyStore(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(cause) : Promise.resolve({ name: 'store' });
    });
    const seen: string[] = [];
    const stop = autorun(() => {
      seen.push(
        store.built?.name ?? (store.failure === undefined ? 'none' : `failed: ${store.failure.cause}`),
      );
    });
    expect(attempt).toBe(0);
    await expect(store()).rejects.toBe(cause);
    expect(store.failure).toEqual({ cause });
    const made = await store();
    expect(store.built).toBe(made);
    expect(store.failure).toBeUndefined();
    expect(seen).toEqual(['none', 'failed: TypeError: Failed to fetch', 'store']);
    stop();
  });

  it('ends the store made after `end` was asked, when it arrives', async () => {
    const ended: string[] = [];
    const store = lazyStore(() => Promise.resolve('store'));
    const arriving = store();
    store.end((made) => void ended.push(made));
    expect(ended).toEqual([]);
    await arriving;
    expect(ended).toEqual(['store']);
  });
});
