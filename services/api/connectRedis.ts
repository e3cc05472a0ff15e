import { Redis } from 'ioredis';
import { redactUrl } from './http/redactUrl.js';

/**
 * A connected Redis client, or a rejection saying which Redis (password redacted) did not answer. Fails fast
 * on the first connection (2 s); later connection errors fail the commands (one retry each) until it is back,
 * and are the caller's to log.
 */
export const connectRedis = async (url: string): Promise<Redis> => {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return redis;
  } catch (cause) {
    redis.disconnect();
    throw new Error(`Redis at ${redactUrl(url)} does not answer`, { cause });
  }
};
