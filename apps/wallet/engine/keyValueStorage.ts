import type { ICore } from '@walletconnect/types';

/** The storage port of the WalletConnect SDKs (`storage` option). */
export type KeyValueStorage = ICore['storage'];

/** JSON that survives the bigints the SDK may store (written as "123n", like WalletConnect's own storage). */
const encode = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? `${item.toString()}n` : item));
const decode = (text: string) =>
  JSON.parse(text, (_key, item: unknown) =>
    typeof item === 'string' && /^\d+n$/.test(item) ? BigInt(item.slice(0, -1)) : item,
  );

/** The string store underneath: a Map, or a Web Storage (localStorage / sessionStorage). */
interface TextStore {
  keys(): string[];
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function textKeyValueStorage(store: TextStore): KeyValueStorage {
  // Values go through JSON like in a browser store, so the SDK never shares objects with the store.
  return {
    getKeys: async () => store.keys(),
    getEntries: async () =>
      store.keys().flatMap((key) => {
        const text = store.get(key);
        return text === null ? [] : [[key, decode(text)]];
      }),
    getItem: async (key) => {
      const text = store.get(key);
      return text === null ? undefined : decode(text);
    },
    setItem: async (key, value) => store.set(key, encode(value)),
    removeItem: async (key) => store.remove(key),
  };
}

/** WalletConnect storage in memory: sessions last as long as the page or process. */
export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return textKeyValueStorage({
    keys: () => [...map.keys()],
    get: (key) => map.get(key) ?? null,
    set: (key, value) => map.set(key, value),
    remove: (key) => map.delete(key),
  });
}

/** WalletConnect storage in a Web Storage (e.g. `window.localStorage`), under `namespace` so it shares nicely. */
export function createWebStorage(storage: Storage, namespace = 'latch-wallet:'): KeyValueStorage {
  return textKeyValueStorage({
    keys: () =>
      Array.from({ length: storage.length }, (_unused, index) => storage.key(index) ?? '')
        .filter((key) => key.startsWith(namespace))
        .map((key) => key.slice(namespace.length)),
    get: (key) => storage.getItem(namespace + key),
    set: (key, value) => storage.setItem(namespace + key, value),
    remove: (key) => storage.removeItem(namespace + key),
  });
}
