import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Clock } from '../../../ports/index.js';
import { RP_KEY_HEADER } from '../authKey.js';
import { buildFarcasterRelay, type FarcasterRelayDeps } from '../buildFarcasterRelay.js';
import { createMemoryChannelStore } from '../channels/memoryChannelStore.js';

/** Test helpers (never imported by the relay). */

export const TEST_AUTH_KEY = 'k'.repeat(40);
export const TEST_RP_KEY = 'r'.repeat(40);
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

/** A clock the test moves (testkits' ManualClock, which only test files may import). */
export interface TestClock extends Clock {
  advance(ms: number): void;
}

export interface TestRelay {
  readonly app: FastifyInstance;
  readonly clock: TestClock;
  open(body?: Record<string, unknown>): Promise<{ channelToken: string; url: string; nonce: string }>;
  status(token: string): Promise<LightMyRequestResponse>;
  authenticate(token: string, body?: unknown, key?: string): Promise<LightMyRequestResponse>;
}

/**
 * The relay over a memory store and the test's clock, quiet, custody answered by `custodyOf` (default CUSTODY;
 * none with `noRegistry`).
 */
export const buildTestRelay = async (
  options: Partial<FarcasterRelayDeps> & { readonly clock: TestClock; readonly noRegistry?: boolean },
): Promise<TestRelay> => {
  const { clock, noRegistry = false, ...overrides } = options;
  const app = await buildFarcasterRelay({
    store: createMemoryChannelStore(),
    authKey: TEST_AUTH_KEY,
    rpKey: TEST_RP_KEY,
    allowedOrigins: [DEMO_ORIGIN],
    ...(noRegistry ? {} : { custodyOf: async () => CUSTODY }),
    logLevel: 'silent',
    clock,
    ...overrides,
  });
  return {
    app,
    clock,
    async open(body = { siweUri: 'https://example.com/login', domain: 'example.com' }) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/channel',
        headers: { [RP_KEY_HEADER]: TEST_RP_KEY },
        payload: body,
      });
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
