import type { ReadinessOptions } from '../http-front/ops/createReadiness.js';
import type { MetricsAccess } from '../http-front/ops/metricsAccess.js';
import type { PublisherLimits } from './limits/publisherQuotas.js';
import type { RateLimit } from './limits/tokenBucket.js';

/** How much one topic, and the whole mailbox, may hold (messages and base64 characters). */
export interface MailboxLimits {
  readonly topicMessages: number;
  readonly topicBytes: number;
  readonly totalMessages: number;
  readonly totalBytes: number;
}

/** The pages irn_batchFetchMessages answers with (a page always holds at least one message). */
export interface FetchPage {
  readonly messages: number;
  readonly bytes: number;
}

/** Checks a connecting client's project (and the page's Origin, when the client sent one). */
export type ProjectCheck = (projectId: string, origin: string | undefined) => Promise<boolean>;

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
  /**
   * Refuses connections of unknown projects (see createProjectCheck for the data service's projects); a
   * rejection refuses with 503. Default: every project (open mode, for development).
   */
  readonly isProjectAllowed?: ProjectCheck;
  /** Largest accepted message (base64 characters); default 512 KiB. */
  readonly maxMessageBytes?: number;
  /** Frames per connection, counted before they are parsed; default a burst of 200 and 100 per second. */
  readonly rateLimit?: RateLimit;
  /** Frames, upgrades and HTTP requests per client address (IPv6: per /64); default 2000 and 1000/s. */
  readonly ipRateLimit?: RateLimit;
  /** Open sockets (and upgrades being checked) in all; default 10,000. */
  readonly maxConnections?: number;
  /** Open sockets per client address (IPv6: per /64); default 200. */
  readonly maxConnectionsPerIp?: number;
  /** Topics one socket may follow; default 1,000. */
  readonly maxSubscriptions?: number;
  /** Topics followed by all the sockets of one client address (IPv6: per /64), counted per relay process; default 10,000. */
  readonly maxSubscriptionsPerIp?: number;
  /** Topics followed by all sockets of this relay process; default 1,000,000. */
  readonly maxSubscriptionsTotal?: number;
  /** A socket whose unsent data passes this many bytes is dropped (slow reader); default 8 MiB. */
  readonly maxBufferedBytes?: number;
  /** Default: 1,000 messages and 16 MiB per topic, 50,000 messages and 128 MiB in all. */
  readonly mailboxLimits?: Partial<MailboxLimits>;
  /**
   * What one publisher may hold in the mailbox at once, per client id and per client address (IPv6: /64), beside
   * the per-topic and total limits. Default 1,000 messages / 8 MiB per client, 2,000 / 16 MiB per address.
   */
  readonly publisherLimits?: Partial<PublisherLimits>;
  /** Default: 100 messages and 2 MiB per irn_batchFetchMessages answer. */
  readonly fetchPage?: Partial<FetchPage>;
  /** Ping period; a socket that has not answered the previous ping is dropped. Default 20 s (< 35 s). */
  readonly pingIntervalMs?: number;
  readonly log?: (line: string) => void;
  /** Who may read `/metrics` (readMetricsAccess reads LATCH_METRICS_TOKEN). Default closed. */
  readonly metricsAccess?: MetricsAccess;
  /** `/readyz`: each check's timeout and the timers it runs on. */
  readonly readiness?: ReadinessOptions;
}

export const RELAY_DEFAULTS = {
  host: '127.0.0.1',
  redisPrefix: 'latch:relay:',
  maxMessageBytes: 512 * 1024,
  rateLimit: { burst: 200, perSecond: 100 },
  ipRateLimit: { burst: 2_000, perSecond: 1_000 },
  maxConnections: 10_000,
  maxConnectionsPerIp: 200,
  maxSubscriptions: 1_000,
  maxSubscriptionsPerIp: 10_000,
  maxSubscriptionsTotal: 1_000_000,
  maxBufferedBytes: 8 * 1024 * 1024,
  mailboxLimits: {
    topicMessages: 1_000,
    topicBytes: 16 * 1024 * 1024,
    totalMessages: 50_000,
    totalBytes: 128 * 1024 * 1024,
  },
  publisherLimits: {
    clientMessages: 1_000,
    clientBytes: 8 * 1024 * 1024,
    addressMessages: 2_000,
    addressBytes: 16 * 1024 * 1024,
  },
  fetchPage: { messages: 100, bytes: 2 * 1024 * 1024 },
  pingIntervalMs: 20_000,
} as const;

/** Default port of the relay in the local stack (`npm start`), overridden by RELAY_PORT. */
export const DEFAULT_RELAY_PORT = 8788;
