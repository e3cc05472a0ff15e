import { describe, expect, it } from 'vitest';
import type { Queryable } from '../api/db/Database.js';
import { HOOK_TIMEOUT_MS } from '../api/testing/hookTimeout.js';
import { parsePrometheusText, sampleValue } from '../http-front/ops/testing/parsePrometheusText.js';
import { serviceForThisFile, startTestWalletService } from './testing/testWalletService.js';

const service = serviceForThisFile({ metricsAccess: { token: 'wallet-metrics-token-1' } });

describe('the embedded-wallet service’s /healthz, /readyz and /metrics', () => {
  it('is alive and ready while its database answers', async () => {
    const { app } = service();
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect({ status: ready.statusCode, body: ready.json() }).toEqual({
      status: 200,
      body: { status: 'ok', checks: { database: 'ok' } },
    });
  });

  it(
    'answers 503 naming the database when its handle rejects',
    async () => {
      const rejecting: Queryable = { query: () => Promise.reject(new Error('the database is gone')) };
      const down = await startTestWalletService({ db: rejecting });
      try {
        const ready = await down.app.inject({ url: '/readyz' });
        expect({ status: ready.statusCode, body: ready.json() }).toEqual({
          status: 503,
          body: { status: 'unavailable', checks: { database: 'failed' } },
        });
      } finally {
        await down.close();
      }
    },
    HOOK_TIMEOUT_MS,
  );

  it('counts its requests by route behind the metrics token', async () => {
    const { app } = service();
    await app.inject({ url: '/healthz' });
    await app.inject({ url: '/no/such/page?token=secret' });
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const scrape = await app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer wallet-metrics-token-1' },
    });
    const samples = parsePrometheusText(scrape.body);
    expect(sampleValue(samples, 'http_requests_total', { route: '/healthz', status: '200' })).toBeGreaterThan(
      0,
    );
    expect(sampleValue(samples, 'http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(scrape.body).not.toContain('secret');
  });
});
