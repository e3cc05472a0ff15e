import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../testkits/ManualClock.js';
import { parsePrometheusText, sampleValue } from '../http-front/ops/testing/parsePrometheusText.js';
import { TEST_REDIS_URL } from '../relay/testing/redisTestPrefix.js';
import { buildTestRelay, type TestRelay } from './testing/testRelay.js';

const readyz = async (relay: TestRelay) => {
  const answer = await relay.app.inject({ url: '/readyz' });
  return { status: answer.statusCode, body: answer.json() as unknown };
};

describe('the Farcaster relay’s /healthz, /readyz and /metrics', () => {
  let relay: TestRelay | undefined;
  const redises: Redis[] = [];
  afterEach(async () => {
    await relay?.app.close();
    for (const redis of redises.splice(0)) redis.disconnect();
  });

  it('is alive and ready over channels in memory', async () => {
    relay = await buildTestRelay({ clock: new ManualClock() });
    expect((await relay.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect(await readyz(relay)).toEqual({ status: 200, body: { status: 'ok', checks: {} } });
  });

  it('is ready while its Redis answers, and 503 naming Redis when it does not', async () => {
    const up = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    down.on('error', () => undefined);
    redises.push(up, down);
    relay = await buildTestRelay({ clock: new ManualClock(), redis: up, rateLimitPrefix: 'latch:test:ops:' });
    expect(await readyz(relay)).toEqual({ status: 200, body: { status: 'ok', checks: { redis: 'ok' } } });
    await relay.app.close();
    relay = await buildTestRelay({
      clock: new ManualClock(),
      redis: down,
      rateLimitPrefix: 'latch:test:ops:',
    });
    expect(await readyz(relay)).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { redis: 'failed' } },
    });
  });

  it('counts channel requests by route template', async () => {
    relay = await buildTestRelay({ clock: new ManualClock(), metricsAccess: 'open' });
    const { channelToken } = await relay.open();
    await relay.status(channelToken);
    const samples = parsePrometheusText((await relay.app.inject({ url: '/metrics' })).body);
    expect(
      sampleValue(samples, 'http_requests_total', { route: '/v1/channel', method: 'POST', status: '201' }),
    ).toBe(1);
    expect(sampleValue(samples, 'http_requests_total', { route: '/v1/channel/status', status: '202' })).toBe(
      1,
    );
  });
});
