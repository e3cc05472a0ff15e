import { connectRedis } from '../api/connectRedis.js';
import { createIdRegistryReader } from '../farcaster/createIdRegistryReader.js';
import type { IdRegistryLocation } from '../farcaster/idRegistry.js';
import { type DrainOptions, drainServer } from '../http-front/drainServer.js';
import { buildFarcasterRelay, type FarcasterRelayDeps } from './buildFarcasterRelay.js';
import type { ChannelStore } from './channels/ChannelStore.js';
import { createMemoryChannelStore } from './channels/memoryChannelStore.js';
import { createRedisChannelStore } from './channels/redisChannelStore.js';

export interface FarcasterRelayOptions
  extends Omit<FarcasterRelayDeps, 'store' | 'redis' | 'custodyOf' | 'rateLimitPrefix'> {
  /** TCP port; 0 lets the OS pick a free one (tests). */
  readonly port: number;
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** `redis://…`: channels (and rate-limit counters) in Redis, shared by several relay processes. */
  readonly redisUrl?: string | undefined;
  /** Key prefix in Redis; default `latch:farcaster-relay:`. */
  readonly redisPrefix?: string;
  /** Channels one memory store holds; default 10,000. */
  readonly maxChannels?: number;
  /** The ID registry whose custody addresses completions report; none when absent. */
  readonly registry?: IdRegistryLocation | undefined;
}

export interface FarcasterRelay {
  /** `http://host:port` */
  readonly url: string;
  readonly backend: ChannelStore['backend'];
  /** Stops listening, then the store (open connections cut; with `drain`, in-flight requests finished first). */
  close(drain?: DrainOptions): Promise<void>;
}

export const DEFAULT_FARCASTER_RELAY_HOST = '127.0.0.1';

/** Starts the relay on `host:port`: channels in memory, or in Redis with `redisUrl` (it must answer). */
export const startFarcasterRelay = async (options: FarcasterRelayOptions): Promise<FarcasterRelay> => {
  const {
    port,
    host = DEFAULT_FARCASTER_RELAY_HOST,
    redisUrl,
    redisPrefix,
    maxChannels,
    registry,
    ...deps
  } = options;
  const redis = redisUrl === undefined ? undefined : await connectRedis(redisUrl);
  const store =
    redis === undefined
      ? createMemoryChannelStore(maxChannels === undefined ? {} : { maxChannels })
      : createRedisChannelStore({ redis, ...(redisPrefix === undefined ? {} : { prefix: redisPrefix }) });
  const reader = registry === undefined ? undefined : createIdRegistryReader(registry);
  try {
    const app = await buildFarcasterRelay({
      ...deps,
      store,
      ...(redis === undefined
        ? {}
        : { redis, rateLimitPrefix: `${redisPrefix ?? 'latch:farcaster-relay:'}rl:` }),
      ...(reader === undefined ? {} : { custodyOf: (fid: bigint) => reader.custodyOf(fid) }),
    });
    await app.listen({ port, host });
    const address = app.server.address();
    const bound = typeof address === 'object' && address !== null ? address.port : port;
    const shown = host.includes(':') ? `[${host}]` : host;
    return {
      url: `http://${shown}:${bound}`,
      backend: store.backend,
      async close(drain) {
        if (drain !== undefined) await drainServer(app.server, drain);
        await app.close();
        await store.stop();
      },
    };
  } catch (error) {
    await store.stop();
    throw error;
  }
};
