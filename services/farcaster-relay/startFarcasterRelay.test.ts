import { afterAll, describe, expect, it } from 'vitest';
import { closedPort } from '../api/testing/testDevnet.js';
import { deleteRedisPrefix, uniqueRedisPrefix } from '../relay/testing/redisTestPrefix.js';
import { RP_KEY_HEADER } from './authKey.js';
import { type FarcasterRelay, startFarcasterRelay } from './startFarcasterRelay.js';
import { completionBody, TEST_AUTH_KEY, TEST_RP_KEY } from './testing/testRelay.js';

const common = {
  port: 0,
  authKey: TEST_AUTH_KEY,
  rpKey: TEST_RP_KEY,
  allowedOrigins: ['http://127.0.0.1:*'],
  logLevel: 'silent',
} as const;

const open = async (relay: FarcasterRelay): Promise<string> => {
  const response = await fetch(`${relay.url}/v1/channel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [RP_KEY_HEADER]: TEST_RP_KEY },
    body: JSON.stringify({ siweUri: 'https://example.com/', domain: 'example.com' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { channelToken: string }).channelToken;
};
const status = (relay: FarcasterRelay, token: string) =>
  fetch(`${relay.url}/v1/channel/status`, { headers: { authorization: `Bearer ${token}` } });
const authenticate = (relay: FarcasterRelay, token: string) =>
  fetch(`${relay.url}/v1/channel/authenticate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-farcaster-auth-relay-key': TEST_AUTH_KEY,
    },
    body: JSON.stringify(completionBody()),
  });

describe('startFarcasterRelay', () => {
  it('serves the channel flow over HTTP with channels in memory, and closes', async () => {
    const relay = await startFarcasterRelay(common);
    try {
      expect(relay.backend).toBe('memory');
      expect(relay.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const token = await open(relay);
      expect((await status(relay, token)).status).toBe(202);
      expect((await authenticate(relay, token)).status).toBe(201);
      expect((await status(relay, token)).status).toBe(200);
    } finally {
      await relay.close();
    }
    await expect(fetch(`${relay.url}/health`)).rejects.toThrow();
  });

  it('refuses to start when REDIS_URL does not answer', async () => {
    await expect(
      startFarcasterRelay({ ...common, redisUrl: `redis://127.0.0.1:${await closedPort()}` }),
    ).rejects.toThrow(/Redis at redis:\/\/127\.0\.0\.1:\d+ does not answer/);
  });

  const redisUrl = process.env.REDIS_URL;
  if (redisUrl !== undefined && redisUrl !== '') {
    const prefix = uniqueRedisPrefix('farcaster-relay-start');
    afterAll(async () => {
      await deleteRedisPrefix(prefix, redisUrl);
    });

    it('shares channels between two relays on one Redis: opened on one, completed on the other', async () => {
      const [one, two] = await Promise.all([
        startFarcasterRelay({ ...common, redisUrl, redisPrefix: prefix }),
        startFarcasterRelay({ ...common, redisUrl, redisPrefix: prefix }),
      ]);
      try {
        expect([one.backend, two.backend]).toEqual(['redis', 'redis']);
        const token = await open(one);
        expect((await status(two, token)).status).toBe(202);
        expect((await authenticate(two, token)).status).toBe(201);
        expect((await authenticate(one, token)).status).toBe(409);
        const done = await status(one, token);
        expect(done.status).toBe(200);
        expect(await done.json()).toMatchObject({ state: 'completed', fid: 1001 });
        expect((await status(two, token)).status).toBe(401);
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    });
  }
});
