import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createErrorHandler, createNotFoundHandler } from '../../api/http/errorHandler.js';
import { fastifyFront } from '../fastifyFront.js';
import { createOps, type OpsOptions } from './createOps.js';
import { installFastifyOps } from './installFastifyOps.js';
import { UNMATCHED_ROUTE } from './serviceMetrics.js';
import { parsePrometheusText, sampleValue } from './testing/parsePrometheusText.js';

const ROUTES = ['/items/:id', '/v1/balance'];
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const build = async (options: OpsOptions = {}) => {
  const built = Fastify({ ...fastifyFront(), logger: false });
  built.setErrorHandler(createErrorHandler());
  built.setNotFoundHandler(createNotFoundHandler());
  installFastifyOps(built, createOps({ metricsAccess: 'open', ...options }));
  built.get('/items/:id', async (request) => ({ id: (request.params as { id: string }).id }));
  built.post('/v1/balance', async () => ({ ok: true }));
  await built.ready();
  app = built;
  return built;
};

const scrape = async (built: FastifyInstance, authorization?: string) => {
  const answer = await built.inject({
    url: '/metrics',
    ...(authorization === undefined ? {} : { headers: { authorization } }),
  });
  return { status: answer.statusCode, type: answer.headers['content-type'], text: answer.body };
};

describe('installFastifyOps', () => {
  it('answers /healthz, and /readyz naming the failed check with a 503', async () => {
    const built = await build({
      checks: [
        { name: 'database', probe: async () => 1 },
        { name: 'redis', probe: () => Promise.reject(new Error('redis://:hunter2@cache refused')) },
      ],
    });
    const alive = await built.inject({ url: '/healthz' });
    expect({ status: alive.statusCode, body: alive.json() }).toEqual({ status: 200, body: { status: 'ok' } });
    const ready = await built.inject({ url: '/readyz' });
    expect({ status: ready.statusCode, body: ready.json() }).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'ok', redis: 'failed' } },
    });
    expect(ready.body).not.toContain('hunter2');
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('counts requests by route template, method and status, with a duration histogram', async () => {
    const built = await build();
    await built.inject({ url: '/items/1' });
    await built.inject({ url: '/items/2' });
    await built.inject({ method: 'POST', url: '/v1/balance', payload: {} });
    await built.inject({ url: '/nowhere/secret-token' });
    const { status, type, text } = await scrape(built);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain/);
    const samples = parsePrometheusText(text);
    const total = (route: string, method: string, code: string) =>
      sampleValue(samples, 'http_requests_total', { route, method, status: code });
    expect(total('/items/:id', 'GET', '200')).toBe(2);
    expect(total('/v1/balance', 'POST', '200')).toBe(1);
    expect(total(UNMATCHED_ROUTE, 'GET', '404')).toBe(1);
    expect(sampleValue(samples, 'http_request_duration_seconds_count', { route: '/items/:id' })).toBe(2);
    expect(text).not.toContain('secret-token');
    expect(text).not.toContain('/items/1');
  });

  it('keeps the route label set to the routes whatever 1,000 random paths arrive', async () => {
    const built = await build();
    const segment = fc.stringMatching(/^[a-zA-Z0-9%._~-]{0,12}$/);
    const path = fc.oneof(
      fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`),
      segment.map((id) => `/items/${id}`),
      segment.map((tail) => `/v1/balance${tail}`),
    );
    const method = fc.constantFrom('GET', 'POST', 'DELETE', 'OPTIONS');
    for (const [target, verb] of fc.sample(fc.tuple(path, method), { numRuns: 1000, seed: 29 })) {
      await built.inject({ method: verb as 'GET', url: target });
    }
    const routes = new Set(
      parsePrometheusText((await scrape(built)).text)
        .filter((sample) => sample.name === 'http_requests_total')
        .map((sample) => sample.labels.route),
    );
    expect([...routes].filter((route) => ![...ROUTES, UNMATCHED_ROUTE].includes(route ?? ''))).toEqual([]);
    expect([...routes].sort()).toContain(UNMATCHED_ROUTE);
  });

  it('keeps /metrics closed by default and behind the bearer token when one is set', async () => {
    const closed = await build({ metricsAccess: 'closed' });
    expect((await scrape(closed)).status).toBe(403);
    await closed.close();
    const gated = await build({ metricsAccess: { token: 'a-metrics-token-of-length' } });
    const refused = await gated.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } });
    expect({ status: refused.statusCode, challenge: refused.headers['www-authenticate'] }).toEqual({
      status: 401,
      challenge: 'Bearer',
    });
    expect((await scrape(gated)).status).toBe(401);
    expect((await scrape(gated, 'Bearer a-metrics-token-of-length')).status).toBe(200);
  });

  it('gives each instance its own registry', async () => {
    const first = await build();
    await first.inject({ url: '/items/1' });
    const other = Fastify({ logger: false });
    installFastifyOps(other, createOps({ metricsAccess: 'open' }));
    const samples = parsePrometheusText((await other.inject({ url: '/metrics' })).body);
    expect(sampleValue(samples, 'http_requests_total', { route: '/items/:id' })).toBeUndefined();
    await other.close();
  });
});
