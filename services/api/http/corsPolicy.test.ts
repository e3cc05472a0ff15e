import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../db/projects.js';
import { HOOK_TIMEOUT_MS } from '../testing/hookTimeout.js';
import { buildTestApi, expectFailure } from '../testing/testApi.js';
import { openTestDatabase, type TestDatabase, testBackends } from '../testing/testDatabases.js';

const LOCAL = 'http://localhost:5173';

describe.each(testBackends())('CORS by project on %s', (backend) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await openTestDatabase(backend, { localProject: true });
    await createProject(test.database.pool, {
      id: 'shop',
      name: 'Shop',
      allowedOrigins: ['https://*.shop.example'],
    });
    app = await buildTestApi(test);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await test?.cleanup();
  }, HOOK_TIMEOUT_MS);

  it('adds no CORS headers when there is no Origin', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/supported-chains?projectId=latch-local' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers an allowed origin with that origin and the readable headers', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/v1/supported-chains?projectId=latch-local',
      headers: { origin: LOCAL },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(LOCAL);
    expect(String(response.headers.vary)).toMatch(/Origin/);
    expect(String(response.headers['access-control-expose-headers'])).toMatch(/retry-after/);
  });

  it('answers a preflight of an allowed origin', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/e?projectId=latch-local',
      headers: {
        origin: 'http://127.0.0.1:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    expect(String(response.headers['access-control-allow-methods'])).toMatch(/POST/);
    expect(response.headers['access-control-allow-headers']).toBe('content-type');
    expect(response.headers['access-control-max-age']).toBe('600');
  });

  it('lets a page sign out: DELETE with a bearer token passes the preflight', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/v1/siwx/session?projectId=latch-local',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['access-control-allow-methods']).split(/, */)).toContain('DELETE');
    expect(response.headers['access-control-allow-headers']).toBe('authorization');
  });

  it('refuses a disallowed origin with 403 and no CORS headers, preflight included', async () => {
    for (const method of ['GET', 'OPTIONS'] as const) {
      const response = await app.inject({
        method,
        url: '/v1/supported-chains?projectId=latch-local',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      });
      const body = expectFailure(response, 403, 'origin');
      expect(body.reasons[0]?.description).toBe(
        'Origin https://evil.example is not allowed for project latch-local',
      );
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it("uses each project's own origins, and the default project's when none is named", async () => {
    const shop = await app.inject({
      method: 'GET',
      url: '/v1/supported-chains?projectId=shop',
      headers: { origin: 'https://www.shop.example' },
    });
    expect(shop.headers['access-control-allow-origin']).toBe('https://www.shop.example');
    const localForShop = await app.inject({
      method: 'GET',
      url: '/v1/supported-chains?projectId=shop',
      headers: { origin: LOCAL },
    });
    expectFailure(localForShop, 403, 'origin');
    const walletsLocal = await app.inject({
      method: 'GET',
      url: '/getWallets?entries=1',
      headers: { origin: LOCAL },
    });
    expect(walletsLocal.statusCode).toBe(200);
    expect(walletsLocal.headers['access-control-allow-origin']).toBe(LOCAL);
    const walletsShop = await app.inject({
      method: 'GET',
      url: '/getWallets?entries=1',
      headers: { origin: 'https://www.shop.example' },
    });
    expectFailure(walletsShop, 403, 'origin');
  });

  it('refuses an unknown project before anything else, without CORS headers', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/v1/supported-chains?projectId=ghost',
      headers: { origin: LOCAL, 'access-control-request-method': 'GET' },
    });
    expectFailure(response, 403, 'projectId');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
