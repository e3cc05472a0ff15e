import type { Redis } from 'ioredis';
import { isRecord } from '../../../core/lib/validation/isRecord.js';
import type { Channel, Completion } from './Channel.js';
import type { ChannelStore } from './ChannelStore.js';

export interface RedisChannelStoreOptions {
  readonly redis: Redis;
  /** Key prefix; default `latch:farcaster-relay:`. */
  readonly prefix?: string;
}

export const DEFAULT_REDIS_PREFIX = 'latch:farcaster-relay:';

const parse = <T>(text: string | null | undefined): T | undefined => {
  if (text === null || text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? (value as T) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Channels in Redis, so several relay processes serve one set: the channel under `<prefix>channel:<token>`,
 * its completion under `<prefix>done:<token>`, written with NX so the first completion wins across processes.
 * Both keys expire with the channel (PX, the time it has left); reads also check `expiresAt` against the
 * caller's clock.
 */
export const createRedisChannelStore = (options: RedisChannelStoreOptions): ChannelStore => {
  const { redis } = options;
  const prefix = options.prefix ?? DEFAULT_REDIS_PREFIX;
  const channelKey = (token: string) => `${prefix}channel:${token}`;
  const doneKey = (token: string) => `${prefix}done:${token}`;
  const readChannel = async (token: string, now: number): Promise<Channel | undefined> => {
    const channel = parse<Channel>(await redis.get(channelKey(token)));
    return channel !== undefined && channel.expiresAt > now ? channel : undefined;
  };
  return {
    backend: 'redis',
    async open(token, channel) {
      const ttlMs = Math.max(1, channel.expiresAt - channel.createdAt);
      await redis.set(channelKey(token), JSON.stringify(channel), 'PX', ttlMs, 'NX');
    },
    async read(token, now) {
      const [channelText, doneText] = await redis.mget(channelKey(token), doneKey(token));
      const channel = parse<Channel>(channelText);
      if (channel === undefined || channel.expiresAt <= now) return undefined;
      const completion = parse<Completion>(doneText);
      return completion === undefined ? { channel } : { channel, completion };
    },
    async complete(token, completion, now) {
      const channel = await readChannel(token, now);
      if (channel === undefined) return 'missing';
      const ttlMs = Math.max(1, channel.expiresAt - now);
      const stored = await redis.set(doneKey(token), JSON.stringify(completion), 'PX', ttlMs, 'NX');
      return stored === 'OK' ? 'completed' : 'already-completed';
    },
    async close(token) {
      await redis.del(channelKey(token), doneKey(token));
    },
    async stop() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
};
