/** Why a connection was not admitted. */
export type ConnectionRefusal = 'total' | 'address';

/** Counts open sockets in all and per client address; a slot is taken before auth and given back on close. */
export interface ConnectionLimiter {
  /** Takes a slot for `key`, or says which limit is reached. */
  acquire(key: string): ConnectionRefusal | undefined;
  release(key: string): void;
  readonly total: number;
}

export function createConnectionLimiter(maxTotal: number, maxPerKey: number): ConnectionLimiter {
  const perKey = new Map<string, number>();
  let total = 0;
  return {
    acquire(key) {
      if (total >= maxTotal) return 'total';
      const held = perKey.get(key) ?? 0;
      if (held >= maxPerKey) return 'address';
      perKey.set(key, held + 1);
      total++;
      return undefined;
    },
    release(key) {
      const held = perKey.get(key);
      if (held === undefined) return;
      if (held <= 1) perKey.delete(key);
      else perKey.set(key, held - 1);
      total--;
    },
    get total() {
      return total;
    },
  };
}
