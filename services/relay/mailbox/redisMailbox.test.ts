import { Redis } from 'ioredis';
import { deleteRedisPrefix, TEST_REDIS_URL, uniqueRedisPrefix } from '../testing/redisTestPrefix.js';
import { describeMailboxContract } from './mailboxContract.js';
import { createRedisMailbox } from './redisMailbox.js';

describeMailboxContract('createRedisMailbox', async (limits) => {
  const prefix = uniqueRedisPrefix('mailbox');
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true });
  await redis.connect();
  return {
    mailbox: createRedisMailbox({ redis, prefix, limits }),
    close: async () => {
      redis.disconnect();
      await deleteRedisPrefix(prefix);
    },
  };
});
