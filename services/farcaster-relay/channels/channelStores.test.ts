import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteRedisPrefix, uniqueRedisPrefix } from '../../relay/testing/redisTestPrefix.js';
import type { Channel, Completion } from './Channel.js';
import type { ChannelStore } from './ChannelStore.js';
import { createMemoryChannelStore } from './memoryChannelStore.js';
import { createRedisChannelStore } from './redisChannelStore.js';

const T0 = Date.UTC(2026, 0, 1);
const TTL = 3_600_000;

const channel = (createdAt = T0): Channel => ({
  nonce: 'abcd1234',
  url: 'https://farcaster.xyz/~/siwf?channelToken=x',
  signatureParams: { siweUri: 'https://example.com/', domain: 'example.com', nonce: 'abcd1234' },
  metadata: { ip: '127.0.0.1', userAgent: 'test' },
  acceptAuthAddress: true,
  createdAt,
  expiresAt: createdAt + TTL,
});

const completion = (fid: number): Completion => ({
  message: 'signed text',
  signature: `0x${'ab'.repeat(65)}`,
  authMethod: 'custody',
  fid,
  verifications: [],
});

const redisUrl = process.env.REDIS_URL;
const redisPrefix = uniqueRedisPrefix('farcaster-relay');
let redis: Redis | undefined;

/** The memory store always; the Redis store only when REDIS_URL is set (as the data service's tests do). */
const stores: [string, () => ChannelStore][] = [
  ['memory', () => createMemoryChannelStore()],
  ...(redisUrl === undefined || redisUrl === ''
    ? []
    : [
        ['redis', () => createRedisChannelStore({ redis: redis as Redis, prefix: redisPrefix })] as [
          string,
          () => ChannelStore,
        ],
      ]),
];

beforeAll(async () => {
  if (redisUrl === undefined || redisUrl === '') return;
  redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
});
afterAll(async () => {
  if (redis === undefined) return;
  redis.disconnect();
  await deleteRedisPrefix(redisPrefix, redisUrl);
});

describe.each(stores)('the %s channel store', (_, make) => {
  let count = 0;
  const token = () => `t${String(++count).padStart(21, '0')}`;

  it('keeps a channel until it is closed, and knows no other token', async () => {
    const store = make();
    const id = token();
    await store.open(id, channel());
    expect(await store.read(id, T0)).toEqual({ channel: channel() });
    expect(await store.read(token(), T0)).toBeUndefined();
    await store.close(id);
    expect(await store.read(id, T0)).toBeUndefined();
  });

  it('takes the first completion only', async () => {
    const store = make();
    const id = token();
    await store.open(id, channel());
    expect(await store.complete(id, completion(1001), T0 + 1)).toBe('completed');
    expect(await store.complete(id, completion(1002), T0 + 2)).toBe('already-completed');
    expect(await store.read(id, T0 + 3)).toEqual({ channel: channel(), completion: completion(1001) });
    expect(await store.complete(token(), completion(1), T0)).toBe('missing');
  });

  it('lets both racing completions agree on one winner', async () => {
    const store = make();
    const id = token();
    await store.open(id, channel());
    const outcomes = await Promise.all([1, 2, 3].map((fid) => store.complete(id, completion(fid), T0)));
    expect(outcomes.filter((outcome) => outcome === 'completed')).toHaveLength(1);
  });

  it('forgets a channel at its expiry by the caller clock, completion included', async () => {
    const store = make();
    const id = token();
    await store.open(id, channel());
    await store.complete(id, completion(1001), T0);
    expect(await store.read(id, T0 + TTL - 1)).toBeDefined();
    expect(await store.read(id, T0 + TTL)).toBeUndefined();
    expect(await store.complete(id, completion(1001), T0 + TTL)).toBe('missing');
  });
});

describe('the memory channel store', () => {
  it('holds at most maxChannels, dropping expired ones first', async () => {
    const store = createMemoryChannelStore({ maxChannels: 2 });
    await store.open('a', channel(T0));
    await store.open('b', channel(T0 + 10));
    await expect(store.open('c', channel(T0 + 20))).rejects.toMatchObject({ name: 'ChannelStoreFull' });
    await store.open('c', channel(T0 + TTL));
    expect(await store.read('a', T0)).toBeUndefined();
    expect(await store.read('b', T0 + TTL)).toBeDefined();
  });
});

if (redisUrl !== undefined && redisUrl !== '') {
  describe('the Redis channel store', () => {
    it('lets Redis expire both keys with the channel', async () => {
      const client = redis as Redis;
      const store = createRedisChannelStore({ redis: client, prefix: redisPrefix });
      await store.open('ttl-token', channel());
      await store.complete('ttl-token', completion(1001), T0 + TTL - 60_000);
      const [channelTtl, doneTtl] = await Promise.all([
        client.pttl(`${redisPrefix}channel:ttl-token`),
        client.pttl(`${redisPrefix}done:ttl-token`),
      ]);
      expect(channelTtl).toBeGreaterThan(TTL - 60_000);
      expect(channelTtl).toBeLessThanOrEqual(TTL);
      expect(doneTtl).toBeGreaterThan(0);
      expect(doneTtl).toBeLessThanOrEqual(60_000);
    });

    it('reads a corrupt record as no channel', async () => {
      await (redis as Redis).set(`${redisPrefix}channel:corrupt`, '{not json', 'PX', 60_000);
      const store = createRedisChannelStore({ redis: redis as Redis, prefix: redisPrefix });
      expect(await store.read('corrupt', T0)).toBeUndefined();
    });
  });
}
