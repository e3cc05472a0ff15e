/** Which cap a request for slots would pass: the one everyone shares, or its key's own. */
export type SlotRefusal = 'total' | 'key';

export interface SlotLimits {
  /** Slots one key (a client address) may hold at once. */
  readonly perKey: number;
  /** Slots held in all. */
  readonly total: number;
}

/**
 * Counts slots of a shared resource held in all and per key (a client address): open sockets, topics
 * followed. A key holding nothing is forgotten, so the counts never outgrow what is held.
 */
export interface SlotLimiter {
  readonly limits: SlotLimits;
  /** Takes `count` slots for `key`, all or none: undefined when taken, else the cap they would pass (total first). */
  acquire(key: string, count?: number): SlotRefusal | undefined;
  /** Gives back `count` of `key`'s slots; never more than it holds. */
  release(key: string, count?: number): void;
  /** Slots `key` holds. */
  held(key: string): number;
  /** Slots held in all. */
  readonly total: number;
  /** Keys holding at least one slot. */
  readonly keys: number;
}

const checkCount = (count: number) => {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`Slot count must be ≥ 0, got ${count}`);
};

export function createSlotLimiter(limits: SlotLimits): SlotLimiter {
  const perKey = new Map<string, number>();
  let total = 0;
  return {
    limits,
    acquire(key, count = 1) {
      checkCount(count);
      if (count === 0) return undefined;
      if (total + count > limits.total) return 'total';
      const held = perKey.get(key) ?? 0;
      if (held + count > limits.perKey) return 'key';
      perKey.set(key, held + count);
      total += count;
      return undefined;
    },
    release(key, count = 1) {
      checkCount(count);
      const held = perKey.get(key);
      if (held === undefined) return;
      const given = Math.min(held, count);
      if (held - given === 0) perKey.delete(key);
      else perKey.set(key, held - given);
      total -= given;
    },
    held(key) {
      return perKey.get(key) ?? 0;
    },
    get total() {
      return total;
    },
    get keys() {
      return perKey.size;
    },
  };
}
