import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createWebStorage } from './keyValueStorage.js';

/** A Web Storage over a Map (the browser's localStorage API), to test the adapter in Node. */
function mapStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

describe.each([
  ['memory', () => createMemoryStorage()],
  ['web storage', () => createWebStorage(mapStorage())],
])('%s key-value storage', (_name, make) => {
  it('stores copies of JSON values, bigints included, and forgets removed keys', async () => {
    const storage = make();
    const value = { topics: ['a'], expiry: 12n };
    await storage.setItem('wc@2:core:0.3//keychain', value);
    value.topics.push('b');
    expect(await storage.getItem('wc@2:core:0.3//keychain')).toEqual({ topics: ['a'], expiry: 12n });
    expect(await storage.getKeys()).toEqual(['wc@2:core:0.3//keychain']);
    expect(await storage.getEntries()).toEqual([['wc@2:core:0.3//keychain', { topics: ['a'], expiry: 12n }]]);
    await storage.removeItem('wc@2:core:0.3//keychain');
    expect(await storage.getItem('wc@2:core:0.3//keychain')).toBeUndefined();
    expect(await storage.getKeys()).toEqual([]);
  });
});

describe('createWebStorage', () => {
  it('keeps to its namespace', async () => {
    const web = mapStorage();
    web.setItem('other-app', '1');
    const storage = createWebStorage(web, 'ns:');
    await storage.setItem('k', 1);
    expect(web.getItem('ns:k')).toBe('1');
    expect(await storage.getKeys()).toEqual(['k']);
  });
});
