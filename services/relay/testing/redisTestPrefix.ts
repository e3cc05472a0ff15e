import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis of this machine (LOCAL-STACK "Database"); tests use a unique key prefix per run. */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export const uniqueRedisPrefix = (label: string): string =>
  `latch:test:${label}:${randomBytes(6).toString('hex')}:`;

/** Deletes every key under `prefix` (SCAN, never KEYS), so test runs leave Redis as they found it. */
export async function deleteRedisPrefix(prefix: string, url: string = TEST_REDIS_URL): Promise<number> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) deleted += await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return deleted;
}
