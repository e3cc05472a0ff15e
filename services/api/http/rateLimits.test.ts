import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProject } from '../db/projects.js';
import { HOOK_TIMEOUT_MS } from '../testing/hookTimeout.js';
import { buildTestApi, expectFailure } from '../testing/testApi.js';
import { openTestDatabase, type TestDatabase, testBackends } from '../testing/testDatabases.js';
import { closedPort } from '../testing/testDevnet.js';
import { clientKey } from './rateLimits.js';

const chains = (app: FastifyInstance, ip: string, project = 'latch-local', origin?: string) =>
  app.inject({
    method: 'GET',
    url: `/v1/supported-chains?projectId=${project}`,
    remoteAddress: ip,
    ...(origin !== undefined ? { headers: { origin } } : {}),
  });

describe.each(testBackends())('rate limits on %s', (backend) => {
  let test: TestDatabase;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    test = await openTestDatabase(backend, { localProject: true });
    await createProject(test.database.pool, { id: 'other', name: 'Other', allowedOrigins: [] });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await test?.cleanup();
  }, HOOK_TIMEOUT_MS);
  const build = async (overrides: Parameters<typeof buildTestApi>[1]) => {
    const app = await buildTestApi(test, overrides);
    apps.push(app);
    return app;
  };

  it('limits each client IP: 429, Retry-After and the error body past the limit', async () => {
    const app = await build({ rateLimits: { perIp: { max: 3, windowMs: 60_000 } } });
    for (let i = 0; i < 5; i++)
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await chains(app, '10.0.0.1'));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers[2]?.headers['x-ratelimit-remaining']).toBe('0');
    const limited = await chains(app, '10.0.0.1');
    const body = expectFailure(limited, 429, 'ip');
    expect(body.reasons[0]?.description).toMatch(/^Rate limit exceeded for this client, retry in \d+ /);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await chains(app, '10.0.0.2')).statusCode).toBe(200);
  });

  it('limits each project across IPs', async () => {
    const app = await build({ rateLimits: { perProject: { max: 2, windowMs: 60_000 } } });
    expect((await chains(app, '10.0.1.1')).statusCode).toBe(200);
    expect((await chains(app, '10.0.1.2')).statusCode).toBe(200);
    const limited = await chains(app, '10.0.1.3');
    expectFailure(limited, 429, 'projectId');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await chains(app, '10.0.1.3', 'other')).statusCode).toBe(200);
  });

  it('keeps the CORS headers on a 429, so a page can read Retry-After', async () => {
    const app = await build({ rateLimits: { perIp: { max: 1, windowMs: 60_000 } } });
    await chains(app, '10.0.2.1', 'latch-local', 'http://localhost:5173');
    const limited = await chains(app, '10.0.2.1', 'latch-local', 'http://localhost:5173');
    expectFailure(limited, 429, 'ip');
    expect(limited.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('counts IPv6 clients per /64 (and IPv4-mapped addresses as IPv4)', async () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
    expect(clientKey('::ffff:10.0.0.9')).toBe('10.0.0.9');
    const app = await build({ rateLimits: { perIp: { max: 2, windowMs: 60_000 } } });
    expect((await chains(app, '2001:db8:7:7::1')).statusCode).toBe(200);
    expect((await chains(app, '2001:db8:7:7:1234:5678:9abc:def0')).statusCode).toBe(200);
    expectFailure(await chains(app, '2001:db8:7:7::ffff'), 429, 'ip');
    expect((await chains(app, '2001:db8:7:8::1')).statusCode).toBe(200);
  });

  it('keeps limiting, in memory, while Redis does not answer, and says so once', async () => {
    const redis = new Redis({
      host: '127.0.0.1',
      port: await closedPort(),
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    try {
      const app = await build({ redis, rateLimits: { perIp: { max: 2, windowMs: 60_000 } } });
      const warn = vi.spyOn(app.log, 'warn');
      expect((await chains(app, '10.0.4.1')).statusCode).toBe(200);
      expect((await chains(app, '10.0.4.1')).statusCode).toBe(200);
      expectFailure(await chains(app, '10.0.4.1'), 429, 'ip');
      expectFailure(await chains(app, '10.0.4.1'), 429, 'ip');
      const fallbacks = warn.mock.calls.filter((call) => String(call[1]).includes('ip:'));
      expect(fallbacks).toHaveLength(1);
      expect(String(fallbacks[0]?.[1])).toMatch(/count in memory while Redis fails/);
    } finally {
      redis.disconnect();
    }
  });

  const redisUrl = process.env.REDIS_URL;
  if (redisUrl !== undefined && redisUrl !== '') {
    it('keeps the counters in Redis when given', async () => {
      const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      const keyPrefix = `latch-test-${Date.now()}-${Math.random().toString(16).slice(2)}:`;
      try {
        const app = await build({ redis, rateLimits: { keyPrefix, perIp: { max: 1, windowMs: 60_000 } } });
        expect((await chains(app, '10.0.3.1')).statusCode).toBe(200);
        expect(await redis.get(`${keyPrefix}ip:10.0.3.1`)).toBe('1');
        expect(await redis.get(`${keyPrefix}project:latch-local`)).toBe('1');
        expectFailure(await chains(app, '10.0.3.1'), 429, 'ip');
      } finally {
        const keys = await redis.keys(`${keyPrefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        redis.disconnect();
      }
    });
  }
});
