import { generateProofKeyPair, type ProofKey, proofKeyOf } from '../proof/signRequestProof.js';

const DATABASE = 'latch-wallet-keys';
const STORE = 'keys';

/** Where the frame keeps its key pair: IndexedDB of the wallet origin (tests pass memory). */
export interface KeyPairStorage {
  get(name: string): Promise<CryptoKeyPair | undefined>;
  put(name: string, pair: CryptoKeyPair): Promise<void>;
}

const request = <T>(make: () => IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    const pending = make();
    pending.onsuccess = () => resolve(pending.result);
    pending.onerror = () => reject(pending.error);
  });

/**
 * The wallet origin's IndexedDB: a CryptoKey is stored as the browser's own object (structured clone), so its
 * private half stays non-extractable across reloads — no script, the frame's included, can read its bits.
 */
export const indexedDbKeyStorage = (factory: IDBFactory): KeyPairStorage => {
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const opening = factory.open(DATABASE, 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
  return {
    get: async (name) => {
      const db = await open();
      try {
        const found = await request(() => db.transaction(STORE).objectStore(STORE).get(name));
        return (found as CryptoKeyPair | undefined) ?? undefined;
      } finally {
        db.close();
      }
    },
    put: async (name, pair) => {
      const db = await open();
      try {
        await request(() => db.transaction(STORE, 'readwrite').objectStore(STORE).put(pair, name));
      } finally {
        db.close();
      }
    },
  };
};

const isKeyPair = (value: CryptoKeyPair | undefined): value is CryptoKeyPair =>
  value?.privateKey instanceof CryptoKey &&
  value.publicKey instanceof CryptoKey &&
  !value.privateKey.extractable;

/**
 * The frame's key for one project and host page (a session is bound to it), made once: the stored one, else a
 * new non-extractable ECDSA P-256 pair, stored. Where storage fails (third-party storage blocked) the key lives
 * in memory and the session with it, like the token.
 */
export const createFrameKey = (storage: KeyPairStorage, name: string): (() => Promise<ProofKey>) => {
  let key: Promise<ProofKey> | undefined;
  const load = async (): Promise<ProofKey> => {
    const stored = await storage.get(name).catch(() => undefined);
    if (isKeyPair(stored)) return proofKeyOf(stored);
    const pair = await generateProofKeyPair();
    await storage.put(name, pair).catch(() => undefined);
    return proofKeyOf(pair);
  };
  return () => {
    key ??= load().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
};

/** Keys in memory only (tests; and where IndexedDB cannot be opened). */
export const memoryKeyStorage = (): KeyPairStorage => {
  const pairs = new Map<string, CryptoKeyPair>();
  return {
    get: async (name) => pairs.get(name),
    put: async (name, pair) => {
      pairs.set(name, pair);
    },
  };
};
