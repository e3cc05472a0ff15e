import type { Channel, Completion } from './Channel.js';
import { type ChannelStore, ChannelStoreFull } from './ChannelStore.js';

export interface MemoryChannelStoreOptions {
  /** Channels held at once (expired ones are dropped first); default 10,000. */
  readonly maxChannels?: number;
}

interface Entry {
  readonly channel: Channel;
  completion?: Completion;
}

export const DEFAULT_MAX_MEMORY_CHANNELS = 10_000;

/**
 * Channels in this process's memory (the default, one relay process). Every channel lives equally long, so
 * the Map's insertion order is also expiry order: opening a channel drops the expired ones from the front.
 */
export const createMemoryChannelStore = (options: MemoryChannelStoreOptions = {}): ChannelStore => {
  const maxChannels = options.maxChannels ?? DEFAULT_MAX_MEMORY_CHANNELS;
  const entries = new Map<string, Entry>();
  const live = (token: string, now: number): Entry | undefined => {
    const entry = entries.get(token);
    if (entry === undefined || entry.channel.expiresAt > now) return entry;
    entries.delete(token);
    return undefined;
  };
  const dropExpired = (now: number) => {
    for (const [token, entry] of entries) {
      if (entry.channel.expiresAt > now) return;
      entries.delete(token);
    }
  };
  return {
    backend: 'memory',
    async open(token, channel) {
      dropExpired(channel.createdAt);
      if (entries.size >= maxChannels) throw new ChannelStoreFull(`${maxChannels} channels are open`);
      entries.set(token, { channel });
    },
    async read(token, now) {
      const entry = live(token, now);
      return entry === undefined ? undefined : { ...entry };
    },
    async complete(token, completion, now) {
      const entry = live(token, now);
      if (entry === undefined) return 'missing';
      if (entry.completion !== undefined) return 'already-completed';
      entry.completion = completion;
      return 'completed';
    },
    async close(token) {
      entries.delete(token);
    },
    async stop() {
      entries.clear();
    },
  };
};
