import type { RateLimit } from './limits/tokenBucket.js';

export interface RelayOptions {
  /** TCP port; 0 lets the OS pick a free one (tests). */
  readonly port: number;
  /** Default 127.0.0.1: the relay stays on loopback unless asked. */
  readonly host?: string;
  /** `redis://…`: keep the mailbox in Redis and fan out over Redis pub/sub (several relays, one topic space). */
  readonly redisUrl?: string | undefined;
  /** Key and channel prefix in Redis; default `latch:relay:`. */
  readonly redisPrefix?: string;
  /** The URLs clients are configured with when they differ from ws://host:port (behind a proxy): JWT `aud`. */
  readonly publicUrls?: readonly string[];
  /** Refuses connections of unknown projects (the data service's projects); default: every project. */
  readonly isProjectAllowed?: (projectId: string) => Promise<boolean>;
  /** Largest accepted message (base64 characters); default 512 KiB. */
  readonly maxMessageBytes?: number;
  /** Requests per client id; default a burst of 200 and 100 per second. */
  readonly rateLimit?: RateLimit;
  /** Ping period; a socket that has not answered the previous ping is dropped. Default 20 s (< 35 s). */
  readonly pingIntervalMs?: number;
  readonly log?: (line: string) => void;
}

export const RELAY_DEFAULTS = {
  host: '127.0.0.1',
  redisPrefix: 'latch:relay:',
  maxMessageBytes: 512 * 1024,
  rateLimit: { burst: 200, perSecond: 100 },
  pingIntervalMs: 20_000,
} as const;

/** Default port of the relay in the local stack (`npm start`), overridden by RELAY_PORT. */
export const DEFAULT_RELAY_PORT = 8788;
