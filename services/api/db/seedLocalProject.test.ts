import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectNotConfigured } from '../http/projectGuard.js';
import { HOOK_TIMEOUT_MS } from '../testing/hookTimeout.js';
import { buildTestApi } from '../testing/testApi.js';
import { openTestDatabase, type TestDatabase, testBackends } from '../testing/testDatabases.js';
import { DEFAULT_PROJECT_ID, findProject } from './projects.js';
import { LOCAL_PROJECT_NAME, LOCAL_PROJECT_ORIGINS, seedLocalProject } from './seedLocalProject.js';

const PAGE = 'http://localhost:5173';

describe.each(testBackends())('the local project latch-local on %s', (backend) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  const chains = (origin?: string) =>
    app.inject({
      method: 'GET',
      url: `/v1/supported-chains?projectId=${DEFAULT_PROJECT_ID}`,
      headers: origin === undefined ? {} : { origin },
    });
  beforeAll(async () => {
    // Migrated the production way: the migrations and nothing else.
    test = await openTestDatabase(backend);
    app = await buildTestApi(test, { projectCacheTtlMs: 0 });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await test?.cleanup();
  }, HOOK_TIMEOUT_MS);

  it('is not in a database migrated the production way: a request naming it is refused', async () => {
    expect(await findProject(test.database.pool, DEFAULT_PROJECT_ID)).toBeUndefined();
    const refusal = { status: 403, body: projectNotConfigured(DEFAULT_PROJECT_ID).body };
    for (const response of [await chains(PAGE), await chains()]) {
      expect({ status: response.statusCode, body: response.json() }).toEqual(refusal);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it("is made by the local stack's seeding: a loopback page is then served as latch-local", async () => {
    expect(await seedLocalProject(test.database.pool)).toMatchObject({
      id: DEFAULT_PROJECT_ID,
      name: LOCAL_PROJECT_NAME,
      allowedOrigins: [...LOCAL_PROJECT_ORIGINS],
      socialReturnUrls: [],
    });
    const response = await chains(PAGE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(PAGE);
    const elsewhere = await chains('https://evil.example');
    expect(elsewhere.statusCode).toBe(403);
  });

  it('widens the project on each start and keeps what it had: origins and return URLs, each once', async () => {
    await seedLocalProject(test.database.pool, {
      origins: ['https://app.example'],
      socialReturnUrls: ['http://127.0.0.1:8789/'],
    });
    const again = await seedLocalProject(test.database.pool, {
      socialReturnUrls: ['http://127.0.0.1:3000/', 'http://127.0.0.1:8789/'],
    });
    expect(again).toMatchObject({
      name: LOCAL_PROJECT_NAME,
      allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*', 'https://app.example'],
      socialReturnUrls: ['http://127.0.0.1:3000/', 'http://127.0.0.1:8789/'],
    });
    expect((await chains('https://app.example')).statusCode).toBe(200);
  });
});
