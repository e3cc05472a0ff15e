import type { Redis } from 'ioredis';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { MailboxLimits } from '../relayOptions.js';
import type { Mailbox } from './Mailbox.js';
import {
  BackendFailure,
  MailboxFull,
  messageSize,
  parseRelayMessage,
  type RelayMessage,
  toBackendFailure,
} from './RelayMessage.js';

export interface RedisMailboxOptions {
  /** A command connection (not in subscriber mode); the caller owns it and closes it. */
  readonly redis: Redis;
  /** Prepended to every key, e.g. `latch:relay:`; tests use a unique one per run. */
  readonly prefix: string;
  readonly limits: MailboxLimits;
}

/**
 * The mailbox in Redis, shared by every relay process on the same prefix:
 * - `<p>m:<topic>:<id>` the message (JSON), expiring with it (PX);
 * - `<p>t:<topic>` a sorted set of the topic's message ids by publish time, living as long as its last message;
 * - `<p>a:<client>:<topic>` the ids that client acknowledged, living as long as the last of them;
 * - `<p>q:<topic>` and `<p>q` the topic's and the whole mailbox's `<size>:<id>` entries by expiry time, and
 *   `<p>qb` the whole mailbox's bytes: what the limits count, pruned as entries expire.
 */
type Replies = [error: Error | null, result: unknown][];

/**
 * Stores a message unless it is there already (0) or a limit is reached (-1 topic, -2 total); 1 when
 * stored. Expired accounting entries are pruned first (the global ones at most 1,000 per call).
 */
const STORE_SCRIPT = `
local messageKey, index, topicUsage, usage, usageBytes = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]
local body, ttl, publishedAt, id, expiresAt, size, now = ARGV[1], ARGV[2], ARGV[3], ARGV[4], ARGV[5], tonumber(ARGV[6]), ARGV[7]
if redis.call('EXISTS', messageKey) == 1 then return 0 end
local sizeOf = function(entry) return tonumber(string.match(entry, '^(%d+):')) or 0 end
local expired = redis.call('ZRANGEBYSCORE', usage, '-inf', now, 'LIMIT', 0, 1000)
if #expired > 0 then
  local freed = 0
  for _, entry in ipairs(expired) do freed = freed + sizeOf(entry) end
  redis.call('ZREM', usage, unpack(expired))
  if redis.call('DECRBY', usageBytes, freed) < 0 then redis.call('SET', usageBytes, 0) end
end
redis.call('ZREMRANGEBYSCORE', topicUsage, '-inf', now)
local topicEntries = redis.call('ZRANGE', topicUsage, 0, -1)
local topicBytes = 0
for _, entry in ipairs(topicEntries) do topicBytes = topicBytes + sizeOf(entry) end
if #topicEntries >= tonumber(ARGV[8]) or topicBytes + size > tonumber(ARGV[9]) then return -1 end
local totalBytes = tonumber(redis.call('GET', usageBytes) or '0')
if redis.call('ZCARD', usage) >= tonumber(ARGV[10]) or totalBytes + size > tonumber(ARGV[11]) then return -2 end
redis.call('SET', messageKey, body, 'PX', ttl)
redis.call('ZADD', index, 'NX', publishedAt, id)
redis.call('ZADD', topicUsage, expiresAt, size .. ':' .. id)
redis.call('ZADD', usage, expiresAt, size .. ':' .. ARGV[12] .. ':' .. id)
redis.call('INCRBY', usageBytes, size)
for _, key in ipairs({ index, topicUsage }) do
  redis.call('PEXPIRE', key, ttl, 'NX')
  redis.call('PEXPIRE', key, ttl, 'GT')
end
return 1
`;

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

export function createRedisMailbox({ redis, prefix, limits }: RedisMailboxOptions): Mailbox {
  const messageKey = (topic: string, id: string) => `${prefix}m:${topic}:${id}`;
  const indexKey = (topic: string) => `${prefix}t:${topic}`;
  const ackKey = (clientId: string, topic: string) => `${prefix}a:${clientId}:${topic}`;

  return {
    store(message) {
      const now = Date.now();
      const ttlMs = message.expiresAt - now;
      if (ttlMs <= 0) return okAsync(false);
      const keys = [
        messageKey(message.topic, message.id),
        indexKey(message.topic),
        `${prefix}q:${message.topic}`,
        `${prefix}q`,
        `${prefix}qb`,
      ];
      const args = [
        JSON.stringify(message),
        ttlMs,
        message.publishedAt,
        message.id,
        message.expiresAt,
        messageSize(message),
        now,
        limits.topicMessages,
        limits.topicBytes,
        limits.totalMessages,
        limits.totalBytes,
        message.topic,
      ];
      return ResultAsync.fromPromise(
        redis.eval(STORE_SCRIPT, keys.length, ...keys, ...args),
        toBackendFailure('Redis mailbox store failed'),
      ).andThen((reply) => {
        if (reply === -1) return errAsync(new MailboxFull('topic'));
        if (reply === -2) return errAsync(new MailboxFull('total'));
        return okAsync(reply === 1);
      });
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

    bytes: () =>
      ResultAsync.fromPromise(
        redis.get(`${prefix}qb`),
        toBackendFailure('Redis mailbox size read failed'),
      ).map((reply) => Math.max(0, Number(reply ?? 0) || 0)),

    close: () => Promise.resolve(),
  };
}
