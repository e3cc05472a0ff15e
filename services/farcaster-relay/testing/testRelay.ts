import type { FastifyInstance } from 'fastify';
import { ManualClock } from '../../../testkits/ManualClock.js';
import { buildFarcasterRelay, type FarcasterRelayDeps } from '../buildFarcasterRelay.js';
import { createMemoryChannelStore } from '../channels/memoryChannelStore.js';

/** Test helpers (never imported by the relay). */

export const TEST_AUTH_KEY = 'k'.repeat(40);
export const DEMO_ORIGIN = 'http://127.0.0.1:5173';
export const CUSTODY = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

/** A valid `POST /v1/channel/authenticate` body (the relay checks its shape, never its signature). */
export const completionBody = (fid = 1001) => ({
  message: `example.com wants you to sign in with your Ethereum account:\n${CUSTODY}\n\nFarcaster Auth`,
  signature: `0x${'ab'.repeat(65)}`,
  fid,
  username: 'alice',
  displayName: 'Alice',
  pfpUrl: 'https://example.com/alice.png',
});

export interface TestRelay {
  readonly app: FastifyInstance;
  readonly clock: ManualClock;
  open(body?: Record<string, unknown>): Promise<{ channelToken: string; url: string; nonce: string }>;
  status(token: string): ReturnType<FastifyInstance['inject']>;
  authenticate(token: string, body?: unknown, key?: string): ReturnType<FastifyInstance['inject']>;
}

/** The relay over a memory store and a ManualClock, quiet, custody answered by `custodyOf` (default CUSTODY). */
export const buildTestRelay = async (overrides: Partial<FarcasterRelayDeps> = {}): Promise<TestRelay> => {
  const clock = new ManualClock();
  const app = await buildFarcasterRelay({
    store: createMemoryChannelStore(),
    authKey: TEST_AUTH_KEY,
    allowedOrigins: [DEMO_ORIGIN],
    custodyOf: async () => CUSTODY,
    clock,
    logLevel: 'silent',
    ...overrides,
  });
  return {
    app,
    clock,
    async open(body = { siweUri: 'https://example.com/login', domain: 'example.com' }) {
      const response = await app.inject({ method: 'POST', url: '/v1/channel', payload: body });
      if (response.statusCode !== 201) throw new Error(`open: ${response.statusCode} ${response.body}`);
      return response.json();
    },
    status: (token) =>
      app.inject({ method: 'GET', url: '/v1/channel/status', headers: { authorization: `Bearer ${token}` } }),
    authenticate: (token, body = completionBody(), key = TEST_AUTH_KEY) =>
      app.inject({
        method: 'POST',
        url: '/v1/channel/authenticate',
        headers: { authorization: `Bearer ${token}`, 'x-farcaster-auth-relay-key': key },
        payload: body as Record<string, unknown>,
      }),
  };
};
