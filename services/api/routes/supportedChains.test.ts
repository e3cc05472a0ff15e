import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeChain } from '../testing/fakeChain.js';
import { HOOK_TIMEOUT_MS } from '../testing/hookTimeout.js';
import { buildTestApi } from '../testing/testApi.js';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabases.js';

describe('GET /v1/supported-chains (PGlite)', () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await openTestDatabase('pglite', { localProject: true });
    app = await buildTestApi(test, { chains: [fakeChain(31337), fakeChain(31338)] });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await test?.cleanup();
  }, HOOK_TIMEOUT_MS);

  it('lists the configured chains as CAIP-2 ids, none over WebSocket', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/supported-chains?projectId=latch-local' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ http: ['eip155:31337', 'eip155:31338'], ws: [] });
  });
});
