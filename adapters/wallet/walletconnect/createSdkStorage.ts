import type { UniversalProviderOpts } from '@walletconnect/universal-provider';
import type { KeyValueStorage } from '../../../ports/index.js';

/** The storage port of the WalletConnect SDK (its `storage` option). */
export type SdkStorage = NonNullable<UniversalProviderOpts['storage']>;

/** JSON that keeps the bigints the SDK may store (written as "123n", like WalletConnect's own storage). */
const encode = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? `${item.toString()}n` : item));
const decode = (text: string) =>
  JSON.parse(text, (_key, item: unknown) =>
    typeof item === 'string' && /^\d+n$/.test(item) ? BigInt(item.slice(0, -1)) : item,
  );

const parseKeys = (text: string | undefined): Set<string> => {
  try {
    const keys: unknown = JSON.parse(text ?? '[]');
    return new Set(Array.isArray(keys) ? keys.filter((key) => typeof key === 'string') : []);
  } catch {
    return new Set();
  }
};

/**
 * The SDK's key-value storage over one of our KeyValueStorages (localStorage, a file, memory): every key
 * lives under `${namespace}:`, values are JSON, and the list of keys (the SDK enumerates them) is kept
 * under `${namespace}#keys`. Operations run one at a time in call order; an unreadable value reads as
 * missing.
 */
export function createSdkStorage(store: KeyValueStorage, namespace: string): SdkStorage {
  const indexKey = `${namespace}#keys`;
  const stored = (key: string) => `${namespace}:${key}`;
  let index: Promise<Set<string>> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const keys = () => {
    index ??= store.getItem(indexKey).then(parseKeys, () => new Set<string>());
    return index;
  };
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task);
    queue = next.catch(() => undefined);
    return next;
  };
  const read = async (key: string) => {
    const text = await store.getItem(stored(key));
    if (text === undefined) return undefined;
    try {
      return decode(text);
    } catch {
      return undefined;
    }
  };

  return {
    getKeys: () => serial(async () => [...(await keys())]),
    getEntries: () =>
      serial(async () => {
        const entries = await Promise.all(
          [...(await keys())].map(
            async (key): Promise<[string, ReturnType<typeof decode>]> => [key, await read(key)],
          ),
        );
        return entries.filter((entry) => entry[1] !== undefined);
      }),
    getItem: (key) => serial(() => read(key)),
    setItem: (key, value) =>
      serial(async () => {
        await store.setItem(stored(key), encode(value));
        const known = await keys();
        if (known.has(key)) return;
        known.add(key);
        await store.setItem(indexKey, JSON.stringify([...known]));
      }),
    removeItem: (key) =>
      serial(async () => {
        await store.removeItem(stored(key));
        const known = await keys();
        if (known.delete(key)) await store.setItem(indexKey, JSON.stringify([...known]));
      }),
  };
}
