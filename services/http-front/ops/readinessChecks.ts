import type { ReadinessCheck } from './createReadiness.js';

/** `database`: a `select 1` through the pool. */
export const databaseCheck = (db: { query(text: string): Promise<unknown> }): ReadinessCheck => ({
  name: 'database',
  probe: () => db.query('select 1'),
});

/** `redis`: a PING that must answer PONG. */
export const redisCheck = (redis: { ping(): Promise<string> }): ReadinessCheck => ({
  name: 'redis',
  probe: async () => {
    if ((await redis.ping()) !== 'PONG') throw new Error('Redis did not answer PONG');
  },
});
