import type { Redis } from 'ioredis';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Mailbox } from './Mailbox.js';
import { BackendFailure, parseRelayMessage, type RelayMessage, toBackendFailure } from './RelayMessage.js';

export interface RedisMailboxOptions {
  /** A command connection (not in subscriber mode); the caller owns it and closes it. */
  readonly redis: Redis;
  /** Prepended to every key, e.g. `latch:relay:`; tests use a unique one per run. */
  readonly prefix: string;
}

/**
 * The mailbox in Redis, shared by every relay process on the same prefix:
 * - `<p>m:<topic>:<id>` the message (JSON), expiring with it (PX);
 * - `<p>t:<topic>` a sorted set of the topic's message ids by publish time, living as long as its last message;
 * - `<p>a:<client>:<topic>` the ids that client acknowledged, living as long as the last of them.
 */
type Replies = [error: Error | null, result: unknown][];

/** A MULTI reports per-command errors inside its replies (and null when aborted): surface them. */
const checkReplies =
  (what: string) =>
  (replies: Replies | null): ResultAsync<Replies, BackendFailure> => {
    const failed = replies?.find(([error]) => error !== null)?.[0];
    if (replies === null || failed) {
      return errAsync(new BackendFailure(`${what}: ${failed?.message ?? 'transaction aborted'}`));
    }
    return okAsync(replies);
  };

export function createRedisMailbox({ redis, prefix }: RedisMailboxOptions): Mailbox {
  const messageKey = (topic: string, id: string) => `${prefix}m:${topic}:${id}`;
  const indexKey = (topic: string) => `${prefix}t:${topic}`;
  const ackKey = (clientId: string, topic: string) => `${prefix}a:${clientId}:${topic}`;

  return {
    store(message) {
      const ttlMs = message.expiresAt - Date.now();
      if (ttlMs <= 0) return okAsync(false);
      const index = indexKey(message.topic);
      return ResultAsync.fromPromise(
        redis
          .multi()
          .set(messageKey(message.topic, message.id), JSON.stringify(message), 'PX', ttlMs, 'NX')
          .zadd(index, 'NX', message.publishedAt, message.id)
          .pexpire(index, ttlMs, 'NX')
          .pexpire(index, ttlMs, 'GT')
          .exec(),
        toBackendFailure('Redis mailbox store failed'),
      )
        .andThen(checkReplies('Redis mailbox store failed'))
        .map((replies) => replies[0]?.[1] === 'OK');
    },

    pending(topic, clientId) {
      const index = indexKey(topic);
      return ResultAsync.fromPromise(
        (async () => {
          const [ids, acked] = await Promise.all([
            redis.zrange(index, 0, -1),
            redis.smembers(ackKey(clientId, topic)),
          ]);
          if (ids.length === 0) return [];
          const bodies = await redis.mget(ids.map((id) => messageKey(topic, id)));
          const gone = ids.filter((_id, position) => bodies[position] == null);
          if (gone.length > 0) void redis.zrem(index, ...gone).catch(() => undefined);
          const ackedIds = new Set(acked);
          const now = Date.now();
          return bodies
            .flatMap((body) => (body == null ? [] : (parseRelayMessage(body) ?? [])))
            .filter(
              (message) =>
                message.expiresAt > now && message.publisher !== clientId && !ackedIds.has(message.id),
            )
            .sort((a, b) => a.publishedAt - b.publishedAt);
        })(),
        toBackendFailure('Redis mailbox read failed'),
      );
    },

    acknowledge(clientId: string, message: RelayMessage) {
      const ttlMs = message.expiresAt - Date.now();
      if (ttlMs <= 0) return okAsync(undefined);
      const key = ackKey(clientId, message.topic);
      return ResultAsync.fromPromise(
        redis.multi().sadd(key, message.id).pexpire(key, ttlMs, 'NX').pexpire(key, ttlMs, 'GT').exec(),
        toBackendFailure('Redis mailbox acknowledge failed'),
      )
        .andThen(checkReplies('Redis mailbox acknowledge failed'))
        .map(() => undefined);
    },

    close: () => Promise.resolve(),
  };
}
