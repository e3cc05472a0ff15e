/** How much of the mailbox one publisher may hold at once: per client id, and per client address. */
export interface PublisherLimits {
  readonly clientMessages: number;
  readonly clientBytes: number;
  readonly addressMessages: number;
  readonly addressBytes: number;
}

/** Who publishes: its client id (the JWT's key) and its address key (IPv4, or IPv6 /64). */
export interface Publisher {
  readonly clientId: string;
  readonly addressKey: string;
}

export type QuotaScope = 'client' | 'address';

interface Held {
  /** What each stored message weighs and until when. */
  readonly entries: { size: number; expiresAt: number }[];
  messages: number;
  bytes: number;
}

/**
 * What each publisher holds in the mailbox, so one cannot fill it for everyone (a fresh JWT is a fresh client
 * id, hence the per-address quota beside it). A message counts until it expires. Counted per relay process.
 */
export interface PublisherQuotas {
  /** Counts a message of `size` until `expiresAt`; the scope that is full instead (then nothing is counted). */
  take(publisher: Publisher, size: number, expiresAt: number, now: number): QuotaScope | undefined;
  /** Gives back what `take` counted, for a message that was not stored after all. */
  giveBack(publisher: Publisher, size: number, expiresAt: number): void;
  /** Forgets expired messages and publishers that hold nothing. */
  sweep(now: number): void;
}

export function createPublisherQuotas(limits: PublisherLimits): PublisherQuotas {
  const held = new Map<string, Held>();
  const keysOf = (publisher: Publisher) =>
    [
      [`c:${publisher.clientId}`, limits.clientMessages, limits.clientBytes, 'client'],
      [`a:${publisher.addressKey}`, limits.addressMessages, limits.addressBytes, 'address'],
    ] as const;
  const expire = (key: string, now: number): Held => {
    const current = held.get(key) ?? { entries: [], messages: 0, bytes: 0 };
    const live = current.entries.filter((entry) => entry.expiresAt > now);
    const next = {
      entries: live,
      messages: live.length,
      bytes: live.reduce((sum, entry) => sum + entry.size, 0),
    };
    held.set(key, next);
    return next;
  };
  return {
    take(publisher, size, expiresAt, now) {
      const keys = keysOf(publisher);
      for (const [key, maxMessages, maxBytes, scope] of keys) {
        const current = expire(key, now);
        if (current.messages >= maxMessages || current.bytes + size > maxBytes) return scope;
      }
      for (const [key] of keys) {
        const current = held.get(key) as Held;
        current.entries.push({ size, expiresAt });
        current.messages++;
        current.bytes += size;
      }
      return undefined;
    },
    giveBack(publisher, size, expiresAt) {
      for (const [key] of keysOf(publisher)) {
        const current = held.get(key);
        const at = current?.entries.findIndex((e) => e.size === size && e.expiresAt === expiresAt) ?? -1;
        if (current === undefined || at === -1) continue;
        current.entries.splice(at, 1);
        current.messages--;
        current.bytes -= size;
      }
    },
    sweep(now) {
      for (const key of [...held.keys()]) if (expire(key, now).messages === 0) held.delete(key);
    },
  };
}
