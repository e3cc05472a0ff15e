import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../testkits/index.js';
import { startLocalHttpServer } from '../../../testkits/localHttpServer.js';
import { parsePrometheusText, sampleValue } from '../../http-front/ops/testing/parsePrometheusText.js';
import type { Queryable } from '../db/Database.js';
import { fakeChain } from '../testing/fakeChain.js';
import { HOOK_TIMEOUT_MS } from '../testing/hookTimeout.js';
import { buildTestApi } from '../testing/testApi.js';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabases.js';

let test: TestDatabase;
let node: Awaited<ReturnType<typeof startLocalHttpServer>>;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  test = await openTestDatabase('pglite', { localProject: true });
  // A chain node: eth_chainId answers, anything else is a 500.
  node = await startLocalHttpServer((request, response) => {
    const call = JSON.parse(request.body) as { id: number; method: string };
    if (call.method !== 'eth_chainId') return void response.writeHead(500).end('{}');
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: '0x2105' }));
  });
}, HOOK_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await node?.close();
  await test?.cleanup();
}, HOOK_TIMEOUT_MS);

const liveChain = () => ({ ...fakeChain(8453), rpcUrl: node.url });
const build = async (overrides: Parameters<typeof buildTestApi>[1]) => {
  const app = await buildTestApi(test, { metricsAccess: 'open', ...overrides });
  apps.push(app);
  return app;
};
const readyz = async (app: FastifyInstance) => {
  const answer = await app.inject({ url: '/readyz' });
  return { status: answer.statusCode, body: answer.json() as unknown };
};

describe('the data service’s /healthz, /readyz and /metrics', () => {
  it('is ready when its database and its chains’ nodes answer', async () => {
    const app = await build({ chains: [liveChain()] });
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect(await readyz(app)).toEqual({
      status: 200,
      body: { status: 'ok', checks: { database: 'ok', 'chain:eip155:8453': 'ok' } },
    });
  });

  it('answers 503 naming the chain whose RPC URL refuses', async () => {
    const app = await build({ chains: [liveChain(), fakeChain(31337)] });
    expect(await readyz(app)).toEqual({
      status: 503,
      body: {
        status: 'unavailable',
        checks: { database: 'ok', 'chain:eip155:8453': 'ok', 'chain:eip155:31337': 'failed' },
      },
    });
  });

  it('answers 503 naming the database when its handle rejects, and the Redis that does not answer', async () => {
    const rejecting: Queryable = {
      query: () => Promise.reject(new Error('connect ECONNREFUSED postgres://latch:pw@db')),
    };
    // A Redis nobody listens for: its commands fail at once (no offline queue).
    const redis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    redis.on('error', () => undefined);
    const app = await build({ db: rejecting, chains: [liveChain()], redis });
    const answer = await readyz(app);
    expect(answer).toEqual({
      status: 503,
      body: {
        status: 'unavailable',
        checks: { database: 'failed', redis: 'failed', 'chain:eip155:8453': 'ok' },
      },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/ECONNREFUSED|pw@/);
    redis.disconnect();
  });

  it('counts a database that hangs as failed once the readiness timeout passes', async () => {
    const clock = new ManualClock();
    const hanging: Queryable = { query: () => new Promise(() => undefined) };
    const app = await build({ db: hanging, chains: [], readiness: { timeoutMs: 2_000, scheduler: clock } });
    const answer = app.inject({ url: '/readyz' });
    while (clock.pending === 0) await new Promise((resolve) => setImmediate(resolve));
    clock.advance(2_000);
    const ready = await answer;
    expect({ status: ready.statusCode, body: ready.json() }).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'failed' } },
    });
  });

  const redisUrl = process.env.REDIS_URL;
  if (redisUrl !== undefined && redisUrl !== '') {
    it('is ready with the Redis it is given answering', async () => {
      const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      try {
        const app = await build({ chains: [], redis });
        expect(await readyz(app)).toEqual({
          status: 200,
          body: { status: 'ok', checks: { database: 'ok', redis: 'ok' } },
        });
      } finally {
        redis.disconnect();
      }
    });
  }

  it('counts the RPC proxy’s upstream errors by chain, and its requests by route', async () => {
    const app = await build({ chains: [liveChain(), fakeChain(31337)] });
    const call = (chainId: string, method: string) =>
      app.inject({
        method: 'POST',
        url: `/v1?chainId=${chainId}&projectId=latch-local`,
        payload: { jsonrpc: '2.0', id: 1, method, params: [] },
      });
    expect((await call('eip155:8453', 'eth_chainId')).statusCode).toBe(200);
    expect((await call('eip155:8453', 'eth_blockNumber')).statusCode).toBe(500);
    expect((await call('eip155:31337', 'eth_chainId')).statusCode).toBe(502);
    expect((await app.inject({ url: '/v1/no/such/route' })).statusCode).toBe(404);
    const samples = parsePrometheusText((await app.inject({ url: '/metrics' })).body);
    expect(sampleValue(samples, 'rpc_upstream_errors_total', { chain: 'eip155:8453' })).toBe(1);
    expect(sampleValue(samples, 'rpc_upstream_errors_total', { chain: 'eip155:31337' })).toBe(1);
    expect(sampleValue(samples, 'http_requests_total', { route: '/v1', method: 'POST', status: '502' })).toBe(
      1,
    );
  });

  it('tells the history indexer’s lag per chain', async () => {
    const app = await build({
      chains: [liveChain()],
      historyIndexer: {
        sync: async () => undefined,
        start: () => undefined,
        stop: async () => undefined,
        lag: () => new Map([['eip155:8453', 7]]),
      },
    });
    const samples = parsePrometheusText((await app.inject({ url: '/metrics' })).body);
    expect(sampleValue(samples, 'indexer_lag_blocks', { chain: 'eip155:8453' })).toBe(7);
  });

  it('keeps /metrics closed unless told otherwise', async () => {
    const app = await buildTestApi(test, {});
    apps.push(app);
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(403);
  });
});
