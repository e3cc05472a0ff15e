/** Where the frame keeps its session: the wallet origin's localStorage (never the host page's). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface FrameStore {
  token(): string | undefined;
  setToken(token: string | undefined): void;
  chainId(): number | undefined;
  setChainId(chainId: number): void;
  /** A random id of this browser profile for this host page (device confirmation). */
  deviceId(): string;
  /** A fresh random binding for a social login this frame begins (kept until it completes). */
  newSocialBinding(): string;
  /** The binding of the social login under way, if any. */
  socialBinding(): string | undefined;
  clearSocialBinding(): void;
}

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The frame's storage, one set of keys per project and host page (a session is bound to both). The bearer
 * token is read only to call the service; nothing here is ever posted to the host page.
 */
export const createFrameStore = (
  storage: KeyValueStorage,
  scope: { readonly projectId: string; readonly hostOrigin: string },
  randomId: () => string,
): FrameStore => {
  const key = (name: string) => `latch-wallet:${scope.projectId}:${scope.hostOrigin}:${name}`;
  const read = (name: string): string | undefined => {
    try {
      return storage.getItem(key(name)) ?? undefined;
    } catch {
      return undefined;
    }
  };
  const write = (name: string, value: string | undefined) => {
    try {
      if (value === undefined) storage.removeItem(key(name));
      else storage.setItem(key(name), value);
    } catch {
      // Storage blocked: the session lasts as long as the page.
    }
  };
  let memoryToken: string | undefined;
  return {
    token: () => {
      const stored = read('token') ?? memoryToken;
      return stored !== undefined && TOKEN.test(stored) ? stored : undefined;
    },
    setToken: (token) => {
      memoryToken = token;
      write('token', token);
    },
    chainId: () => {
      const value = Number(read('chainId'));
      return Number.isSafeInteger(value) && value > 0 ? value : undefined;
    },
    setChainId: (chainId) => write('chainId', String(chainId)),
    deviceId: () => {
      const existing = read('device');
      if (existing !== undefined && TOKEN.test(existing)) return existing;
      const created = randomId();
      write('device', created);
      return created;
    },
    newSocialBinding: () => {
      const created = randomId();
      write('social-binding', created);
      return created;
    },
    socialBinding: () => {
      const stored = read('social-binding');
      return stored !== undefined && TOKEN.test(stored) ? stored : undefined;
    },
    clearSocialBinding: () => write('social-binding', undefined),
  };
};

/** In-memory storage: where the browser refuses the frame its localStorage (third-party storage blocked). */
export const memoryStorage = (): KeyValueStorage => {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
};

/** The window's localStorage, or memory when reading it throws. */
export const frameStorage = (read: () => Storage): KeyValueStorage => {
  try {
    return read();
  } catch {
    return memoryStorage();
  }
};
