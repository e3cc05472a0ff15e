import type { FastifyInstance } from 'fastify';
import { errAsync, okAsync } from 'neverthrow';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainClients } from './chain/createChainClients.js';
import { countAnalyticsEvents } from './db/analyticsEvents.js';
import { createCoinbaseProvider } from './onramp/createCoinbaseProvider.js';
import { createSandboxProvider } from './onramp/createSandboxProvider.js';
import type { SwapProvider } from './swap/SwapProvider.js';
import { HOOK_TIMEOUT_MS } from './testing/hookTimeout.js';
import { buildTestApi, expectFailure } from './testing/testApi.js';
import { openTestDatabase, type TestDatabase, testBackends } from './testing/testDatabases.js';

const envelope = {
  eventId: 'e-1',
  url: 'http://localhost:5173/',
  domain: 'localhost',
  timestamp: 1,
  props: {},
};

describe.each(testBackends())('buildApi on %s: shared behaviour of every route', (backend) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await openTestDatabase(backend, { localProject: true });
    app = await buildTestApi(test, { bodyLimit: 1024 });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await test?.cleanup();
  }, HOOK_TIMEOUT_MS);

  it('serves the name registry in the configured zone', async () => {
    const zoned = await buildTestApi(test, { nameZone: 'names.example' });
    try {
      const own = await zoned.inject({
        method: 'GET',
        url: '/v1/profile/suggestions/alice?projectId=latch-local&zone=names.example',
      });
      expect(own.statusCode).toBe(200);
      expect((own.json() as { suggestions: { name: string }[] }).suggestions[0]?.name).toBe(
        'alice.names.example',
      );
      const other = await zoned.inject({
        method: 'GET',
        url: '/v1/profile/suggestions/alice?projectId=latch-local&zone=latch.id',
      });
      expectFailure(other, 400, 'zone');
    } finally {
      await zoned.close();
    }
  });

  it('serves swaps from the swap provider it is given (a hosted aggregator in place of the devnet AMM)', async () => {
    const unused = () => errAsync({ kind: 'NativeNeedsNoApproval' } as const);
    const provider: SwapProvider = {
      serves: (network) => network === 'eip155:1',
      listTokens: () =>
        okAsync([
          {
            name: 'Aggregated Dollar',
            symbol: 'AGD',
            address: '0x00000000000000000000000000000000000000a1',
            decimals: 6,
            eip2612: false,
            logoUri: 'https://icons.example/agd.svg',
          },
        ]),
      quote: unused,
      allowance: unused,
      gasPrice: unused,
      buildApprove: unused,
      buildSwap: unused,
    };
    const swapping = await buildTestApi(test, { swapProvider: provider });
    try {
      const response = await swapping.inject({
        method: 'GET',
        url: '/v1/convert/tokens?chainId=eip155:1&projectId=latch-local',
      });
      expect(response.statusCode).toBe(200);
      expect((response.json() as { tokens: { symbol: string }[] }).tokens.map((t) => t.symbol)).toEqual([
        'AGD',
      ]);
    } finally {
      await swapping.close();
    }
  });

  it('builds buy links with the on-ramp provider it is given (Coinbase instead of the sandbox)', async () => {
    const sandbox = createSandboxProvider({ chains: createChainClients([]) });
    const coinbase = await buildTestApi(test, {
      onrampProvider: createCoinbaseProvider({ appId: 'app-1', quotes: sandbox }),
    });
    try {
      const response = await coinbase.inject({
        method: 'POST',
        url: '/v1/generators/onrampurl?projectId=latch-local',
        payload: {
          destinationWallets: [
            {
              address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
              blockchains: ['base'],
              assets: ['USDC'],
            },
          ],
          partnerUserId: 'user-1',
          redirectUrl: 'http://localhost:5173/',
        },
      });
      expect(response.statusCode).toBe(200);
      const url = new URL((response.json() as { url: string }).url);
      expect(`${url.origin}${url.pathname}`).toBe('https://pay.coinbase.com/buy/select-asset');
      expect(url.searchParams.get('appId')).toBe('app-1');
      // The options name the provider that runs, so the modal offers Coinbase (and not the sandbox) here.
      const options = await coinbase.inject({
        method: 'GET',
        url: '/v1/onramp/options?projectId=latch-local',
      });
      expect((options.json() as { providers: string[] }).providers).toEqual(['coinbase']);
    } finally {
      await coinbase.close();
    }
  });

  it('answers /health', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('renders unknown routes as a 404 error body', async () => {
    const response = await app.inject({ method: 'GET', url: '/v2/nothing?projectId=latch-local' });
    const body = expectFailure(response, 404, 'path');
    expect(body.reasons[0]?.description).toBe('Route GET /v2/nothing not found');
  });

  it("returns the caller's x-request-id, or a fresh one, on answers and errors alike", async () => {
    const given = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const fresh = await app.inject({ method: 'GET', url: '/nope' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'a b\nc' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a missing projectId with 400 and an unknown one with 403', async () => {
    const missing = await app.inject({ method: 'GET', url: '/v1/supported-chains' });
    expect(expectFailure(missing, 400, 'projectId').reasons[0]?.description).toBe('projectId is required');
    const unknown = await app.inject({ method: 'GET', url: '/v1/supported-chains?projectId=nobody' });
    expect(expectFailure(unknown, 403, 'projectId').reasons[0]?.description).toBe(
      'Project ID nobody is not configured',
    );
    const malformed = await app.inject({ method: 'GET', url: '/v1/supported-chains?projectId=a%20b' });
    expectFailure(malformed, 400, 'projectId');
    const ok = await app.inject({
      method: 'GET',
      url: '/v1/supported-chains?projectId=latch-local&st=appkit&sv=1',
    });
    expect(ok.json()).toEqual({ http: [], ws: [] });
  });

  it('refuses a projectId in the body that differs from the query', async () => {
    const post = (body: unknown) =>
      app.inject({
        method: 'POST',
        url: '/e?projectId=latch-local',
        payload: body as Record<string, unknown>,
      });
    const mismatch = await post({ ...envelope, eventId: 'pm-1', projectId: 'someone-else' });
    expect(expectFailure(mismatch, 400, 'projectId').reasons[0]?.description).toBe(
      'projectId in the body does not match the query',
    );
    expect((await post({ ...envelope, eventId: 'pm-2', projectId: 'latch-local' })).statusCode).toBe(204);
  });

  it('builds links from the configured public URL, never from the Host header', async () => {
    const wallets = (target: FastifyInstance) =>
      target.inject({ method: 'GET', url: '/getWallets?entries=1', headers: { host: 'evil.example' } });
    const imageUrl = async (target: FastifyInstance) =>
      ((await wallets(target)).json() as { data: { image_url: string }[] }).data[0]?.image_url ?? '';
    expect(await imageUrl(app)).toMatch(/^http:\/\/127\.0\.0\.1\/wallet-images\//);
    const configured = await buildTestApi(test, { publicUrl: 'https://api.example.com/' });
    try {
      expect(await imageUrl(configured)).toMatch(/^https:\/\/api\.example\.com\/wallet-images\//);
    } finally {
      await configured.close();
    }
    await expect(buildTestApi(test, { publicUrl: 'javascript:alert(1)' })).rejects.toThrow(/http/);
  });

  it('maps schema errors to field + description', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/e?projectId=latch-local',
      payload: { ...envelope, timestamp: 'yesterday' },
    });
    expect(expectFailure(response, 400, 'timestamp').reasons[0]?.description).toBe(
      'timestamp must be number',
    );
    const missing = await app.inject({
      method: 'POST',
      url: '/e?projectId=latch-local',
      payload: { url: 'x', domain: 'x', timestamp: 1, props: {} },
    });
    expect(expectFailure(missing, 400, 'eventId').reasons[0]?.description).toBe('eventId is required');
  });

  it('refuses oversized (413) and malformed (400) bodies and stores nothing', async () => {
    const before = await countAnalyticsEvents(test.database.pool, 'latch-local');
    const big = await app.inject({
      method: 'POST',
      url: '/e?projectId=latch-local',
      payload: { ...envelope, props: { blob: 'x'.repeat(2000) } },
    });
    expect(expectFailure(big, 413, 'body').reasons[0]?.description).toBe(
      'Request body is larger than 1024 bytes',
    );
    const broken = await app.inject({
      method: 'POST',
      url: '/e?projectId=latch-local',
      headers: { 'content-type': 'application/json' },
      payload: '{"eventId":',
    });
    expectFailure(broken, 400, 'body');
    const wrongType = await app.inject({
      method: 'POST',
      url: '/e?projectId=latch-local',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expectFailure(wrongType, 415, 'content-type');
    expect(await countAnalyticsEvents(test.database.pool, 'latch-local')).toBe(before);
  });

  it('turns internal failures into a bare 500', async () => {
    const dead = new pg.Pool({ connectionString: test.database.url });
    await dead.end();
    const broken = await buildTestApi(test, { db: dead });
    try {
      const response = await broken.inject({
        method: 'GET',
        url: '/v1/supported-chains?projectId=latch-local',
      });
      const body = expectFailure(response, 500, 'server');
      expect(body.reasons).toEqual([{ field: 'server', description: 'Internal server error' }]);
      expect(response.body).not.toMatch(/pool|pg|stack/i);
    } finally {
      await broken.close();
    }
  });
});
