import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertName } from '../db/names.js';
import { HOOK_TIMEOUT_MS } from '../testing/hookTimeout.js';
import { buildTestApi, expectFailure } from '../testing/testApi.js';
import { openTestDatabase, type TestDatabase, testBackends } from '../testing/testDatabases.js';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const NOBODY = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

describe.each(testBackends())('GET /v1/identity/:address on %s', (backend) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await openTestDatabase(backend, { localProject: true });
    await insertName(test.database.pool, {
      name: 'alice.latch.id',
      address: ALICE.toLowerCase(),
      coinType: 60,
      attributes: { avatar: 'https://example.test/alice.png', bio: 'hi' },
    });
    app = await buildTestApi(test);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await test?.cleanup();
  }, HOOK_TIMEOUT_MS);

  const identity = (address: string, projectId = 'latch-local') =>
    app.inject({ method: 'GET', url: `/v1/identity/${address}?projectId=${projectId}&sender=${NOBODY}` });

  it('answers null name and avatar for an address without a name', async () => {
    const before = Date.now();
    const response = await identity(NOBODY);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { name: unknown; avatar: unknown; resolvedAt: string };
    expect(body).toEqual({ name: null, avatar: null, resolvedAt: expect.any(String) });
    expect(new Date(body.resolvedAt).toISOString()).toBe(body.resolvedAt);
    expect(Date.parse(body.resolvedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('finds the registered name and avatar whatever the address case', async () => {
    for (const address of [ALICE, ALICE.toLowerCase()]) {
      expect((await identity(address)).json()).toMatchObject({
        name: 'alice.latch.id',
        avatar: 'https://example.test/alice.png',
      });
    }
  });

  it('refuses malformed addresses (400) and unknown projects (403)', async () => {
    expectFailure(await identity('0x1234'), 400, 'address');
    expectFailure(await identity('0x70997970c51812dc3A010C7d01b50e0d17dc79C8'), 400, 'address');
    expectFailure(await identity(ALICE, 'ghost'), 403, 'projectId');
    expectFailure(await app.inject({ method: 'GET', url: `/v1/identity/${ALICE}` }), 400, 'projectId');
  });
});
