import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RelayMessage } from '../mailbox/RelayMessage.js';
import { TEST_REDIS_URL, uniqueRedisPrefix } from '../testing/redisTestPrefix.js';
import type { FanOut } from './FanOut.js';
import { createRedisFanOut } from './redisFanOut.js';

const TOPIC_A = 'a'.repeat(64);
const TOPIC_B = 'b'.repeat(64);
const message = (topic: string, id: string): RelayMessage => ({
  id,
  topic,
  message: 'AAAA',
  publishedAt: Date.now(),
  expiresAt: Date.now() + 60_000,
  tag: 0,
  publisher: 'did:key:alice',
});

describe('createRedisFanOut', () => {
  const connections: Redis[] = [];
  const received: [string, RelayMessage][] = [];
  let one: FanOut;
  let two: FanOut;

  const connect = async () => {
    const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true });
    await redis.connect();
    connections.push(redis);
    return redis;
  };

  beforeAll(async () => {
    const prefix = uniqueRedisPrefix('fanout');
    const publisher = await connect();
    one = createRedisFanOut({
      publisher,
      subscriber: await connect(),
      prefix,
      listener: (m) => received.push(['one', m]),
    });
    two = createRedisFanOut({
      publisher,
      subscriber: await connect(),
      prefix,
      listener: (m) => received.push(['two', m]),
    });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    for (const redis of connections) redis.disconnect();
  });

  it('delivers a publish to every process watching the topic, and only those', async () => {
    (await one.watch([TOPIC_A]))._unsafeUnwrap();
    (await two.watch([TOPIC_A, TOPIC_B]))._unsafeUnwrap();
    (await one.publish(message(TOPIC_A, 'm1')))._unsafeUnwrap();
    (await one.publish(message(TOPIC_B, 'm2')))._unsafeUnwrap();
    await expect.poll(() => received.length).toBe(3);
    expect(received.map(([who, m]) => `${who}:${m.id}`).sort()).toEqual(['one:m1', 'two:m1', 'two:m2']);

    (await two.unwatch([TOPIC_A]))._unsafeUnwrap();
    received.length = 0;
    (await two.publish(message(TOPIC_A, 'm3')))._unsafeUnwrap();
    await expect.poll(() => received.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received.map(([who, m]) => `${who}:${m.id}`)).toEqual(['one:m3']);
  });
});
