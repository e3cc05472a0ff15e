import type { Server } from 'node:http';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { rawExchange, statusOf } from '../../relay/testing/rawHttp.js';
import { createFrontServer } from '../createFrontServer.js';
import { createOps, OPS_PATHS, type OpsOptions } from './createOps.js';
import { meterFrontHandler, serveOps } from './frontOps.js';
import { UNMATCHED_ROUTE } from './serviceMetrics.js';
import { parsePrometheusText, sampleValue } from './testing/parsePrometheusText.js';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

const start = async (options: OpsOptions = {}) => {
  const ops = createOps({ metricsAccess: 'open', ...options });
  const handle = serveOps((_request, response, target) => {
    response.writeHead(target.pathname === '/' ? 426 : 404).end();
  }, ops);
  server = createFrontServer(meterFrontHandler(handle, ops.metrics, [...OPS_PATHS, '/']));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address !== null ? address.port : 0;
};

const get = async (port: number, target: string, headers = '') => {
  const raw = await rawExchange(
    port,
    `GET ${target} HTTP/1.1\r\nHost: x\r\n${headers}Connection: close\r\n\r\n`,
  );
  return { status: statusOf(raw), body: raw.slice(raw.indexOf('\r\n\r\n') + 4) };
};

describe('serveOps and meterFrontHandler', () => {
  it('answers /healthz and /readyz on a plain front server', async () => {
    const port = await start({
      checks: [{ name: 'redis', probe: () => Promise.reject(new Error('NOAUTH')) }],
    });
    expect(await get(port, '/healthz')).toEqual({ status: 200, body: '{"status":"ok"}' });
    const ready = await get(port, '/readyz');
    expect({ status: ready.status, body: JSON.parse(ready.body) }).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { redis: 'failed' } },
    });
  });

  it('counts requests under their path when known and as one label otherwise, across 1,000 random paths', async () => {
    const port = await start();
    const paths = fc.sample(
      fc
        .array(fc.stringMatching(/^[a-z0-9._-]{1,8}$/), { minLength: 1, maxLength: 3 })
        .map((parts) => `/${parts.join('/')}`),
      { numRuns: 1000, seed: 27 },
    );
    for (const path of paths) await get(port, path);
    await get(port, '/');
    const samples = parsePrometheusText((await get(port, '/metrics')).body);
    const routes = new Set(
      samples.filter((s) => s.name === 'http_requests_total').map((s) => s.labels.route),
    );
    expect([...routes].sort()).toEqual(['/', UNMATCHED_ROUTE]);
    const counted = samples
      .filter((s) => s.name === 'http_requests_total')
      .reduce((sum, s) => sum + s.value, 0);
    expect(counted).toBe(1001);
    expect(
      sampleValue(samples, 'http_requests_total', { route: UNMATCHED_ROUTE, status: '404' }),
    ).toBeGreaterThan(900);
  });

  it('refuses /metrics without the token in the one error body', async () => {
    const port = await start({ metricsAccess: { token: 'a-metrics-token-of-length' } });
    expect(await get(port, '/metrics')).toEqual({
      status: 401,
      body: JSON.stringify({
        status: 'FAILED',
        reasons: [
          { field: 'authorization', description: 'Send the metrics token as Authorization: Bearer <token>' },
        ],
      }),
    });
    const allowed = await get(port, '/metrics', 'Authorization: Bearer a-metrics-token-of-length\r\n');
    expect(allowed.status).toBe(200);
  });
});
