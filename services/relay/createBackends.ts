import { Redis } from 'ioredis';
import { errAsync, ResultAsync } from 'neverthrow';
import type { FanOut, FanOutListener } from './fanout/FanOut.js';
import { createMemoryFanOut } from './fanout/memoryFanOut.js';
import { createRedisFanOut } from './fanout/redisFanOut.js';
import type { Mailbox } from './mailbox/Mailbox.js';
import { createMemoryMailbox } from './mailbox/memoryMailbox.js';
import { type BackendFailure, toBackendFailure } from './mailbox/RelayMessage.js';
import { createRedisMailbox } from './mailbox/redisMailbox.js';
import type { MailboxLimits } from './relayOptions.js';

export interface Backends {
  readonly kind: 'memory' | 'redis';
  readonly mailbox: Mailbox;
  readonly fanOut: FanOut;
  /** True when the storage answers (always for memory; a PING for Redis). */
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}

export interface BackendOptions {
  /** `redis://…`: mailbox and fan-out in Redis, shared by every relay on the same prefix. Memory otherwise. */
  readonly redisUrl?: string | undefined;
  readonly redisPrefix: string;
  readonly mailboxLimits: MailboxLimits;
  readonly listener: FanOutListener;
  readonly log?: (line: string) => void;
}

const connectRedis = (url: string, log: (line: string) => void): ResultAsync<Redis, BackendFailure> => {
  // Fail fast on the first connection; once up, ioredis reconnects (and resubscribes) on its own.
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectionName: 'latch-relay' });
  let lastError = '';
  redis.on('error', (error: Error) => {
    if (error.message !== lastError) log(`relay: Redis: ${error.message}`);
    lastError = error.message;
  });
  redis.on('ready', () => {
    if (lastError !== '') log('relay: Redis reconnected');
    lastError = '';
  });
  return ResultAsync.fromPromise(redis.connect(), (cause) => {
    redis.disconnect();
    return toBackendFailure(`Cannot reach Redis at ${url}`)(cause);
  }).map(() => redis);
};

/** The mailbox and fan-out pair the relay runs on: Redis when a URL is given, memory otherwise. */
export function createBackends(options: BackendOptions): ResultAsync<Backends, BackendFailure> {
  if (options.redisUrl === undefined || options.redisUrl === '') {
    const mailbox = createMemoryMailbox({ limits: options.mailboxLimits });
    const fanOut = createMemoryFanOut(options.listener);
    return ResultAsync.fromSafePromise(
      Promise.resolve({
        kind: 'memory' as const,
        mailbox,
        fanOut,
        healthy: () => Promise.resolve(true),
        close: async () => {
          await fanOut.close();
          await mailbox.close();
        },
      }),
    );
  }
  const url = options.redisUrl;
  const log = options.log ?? (() => undefined);
  const connectBoth = connectRedis(url, log).andThen((commands) =>
    connectRedis(url, log)
      .map((subscriber) => [commands, subscriber] as const)
      .orElse((failure) => {
        commands.disconnect();
        return errAsync(failure);
      }),
  );
  return connectBoth.map(([commands, subscriber]) => {
    const mailbox = createRedisMailbox({
      redis: commands,
      prefix: options.redisPrefix,
      limits: options.mailboxLimits,
    });
    const fanOut = createRedisFanOut({
      publisher: commands,
      subscriber,
      prefix: options.redisPrefix,
      listener: options.listener,
    });
    return {
      kind: 'redis' as const,
      mailbox,
      fanOut,
      healthy: () =>
        commands.ping().then(
          (reply) => reply === 'PONG',
          () => false,
        ),
      close: async () => {
        await fanOut.close();
        await mailbox.close();
        await Promise.allSettled([commands.quit(), subscriber.quit()]);
        commands.disconnect();
        subscriber.disconnect();
      },
    };
  });
}
