import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countAnalyticsEvents } from './db/analyticsEvents.js';
import { listMigrations } from './db/listMigrations.js';
import { createProject } from './db/projects.js';
import { type RunningApi, startApi } from './startApi.js';
import { HOOK_TIMEOUT_MS } from './testing/hookTimeout.js';
import { seedPgliteDataDir } from './testing/pgliteTemplate.js';
import { createScratchDatabase, type ScratchDatabase } from './testing/testDatabases.js';
import { closedPort } from './testing/testDevnet.js';

const refused = async (url: string): Promise<boolean> =>
  fetch(url).then(
    () => false,
    () => true,
  );

describe('startApi on PGlite (real HTTP)', () => {
  let dataDir = '';
  let running: RunningApi | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'latch-api-start-'));
    await seedPgliteDataDir(dataDir);
  }, HOOK_TIMEOUT_MS);
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  }, HOOK_TIMEOUT_MS);

  it(
    'migrates, seeds the local project when asked, listens, answers with CORS and request ids, and closes everything',
    async () => {
      running = await startApi({ port: 0, dataDir, chains: [], logLevel: 'silent', localProject: {} });
      const { url, database } = running;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(database.kind).toBe('pglite');
      expect(await (await fetch(`${url}/health`)).json()).toEqual({ status: 'ok' });
      const wallets = await fetch(`${url}/getWallets?entries=2`, {
        headers: { origin: 'http://localhost:5173', 'x-request-id': 'req-1' },
      });
      expect(wallets.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(wallets.headers.get('x-request-id')).toBe('req-1');
      const body = (await wallets.json()) as { data: { image_url: string }[] };
      expect(body.data[0]?.image_url).toBe(`${url}/wallet-images/io.mywallet.webp`);
      const posted = await fetch(`${url}/e?projectId=latch-local`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          eventId: 'kept',
          url: 'http://localhost/',
          domain: 'localhost',
          timestamp: 1,
          props: {},
        }),
      });
      expect(posted.status).toBe(204);
      await running.close();
      running = undefined;
      expect(await refused(`${url}/health`)).toBe(true);
      const probe = new pg.Client({ connectionString: database.url });
      await expect(probe.connect()).rejects.toThrow();
    },
    HOOK_TIMEOUT_MS,
  );

  it('reopens the same data folder with its data (the local project too) and without re-running migrations', async () => {
    running = await startApi({ port: 0, dataDir, chains: [], logLevel: 'silent' });
    expect(await countAnalyticsEvents(running.database.pool, 'latch-local')).toBe(1);
    const ledger = await running.database.pool.query('SELECT version FROM schema_migrations');
    expect(ledger.rowCount).toBe((await listMigrations()).length);
  });

  it('passes the sign-in options on: a nonce lives as long as it is told', async () => {
    running = await startApi({
      port: 0,
      dataDir,
      chains: [],
      logLevel: 'silent',
      siwx: { nonceTtlMs: 60_000 },
      localProject: {},
    });
    const before = Date.now();
    const response = await fetch(`${running.url}/v1/siwx/nonces?projectId=latch-local`, { method: 'POST' });
    const { expiresAt } = (await response.json()) as { expiresAt: string };
    const lifetime = Date.parse(expiresAt) - before;
    expect(lifetime).toBeGreaterThanOrEqual(59_000);
    expect(lifetime).toBeLessThanOrEqual(61_000);
  });

  it('requires API_PUBLIC_URL beyond loopback, before opening anything', async () => {
    await expect(
      startApi({ port: 0, host: '0.0.0.0', dataDir, chains: [], logLevel: 'silent' }),
    ).rejects.toThrow(/API_PUBLIC_URL is required/);
  });

  it('never puts the Redis password in its error', async () => {
    const port = await closedPort();
    const failure = await startApi({
      port: 0,
      dataDir,
      chains: [],
      logLevel: 'silent',
      redisUrl: `redis://user:s3cret-pass@127.0.0.1:${port}`,
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(String(failure)).toMatch(/Redis at redis:\/\/user:\*\*\*@127\.0\.0\.1/);
    expect(String(failure)).not.toContain('s3cret-pass');
  });

  it('refuses to start when REDIS_URL does not answer, leaving nothing open', async () => {
    const port = await closedPort();
    await expect(
      startApi({ port: 0, dataDir, chains: [], logLevel: 'silent', redisUrl: `redis://127.0.0.1:${port}` }),
    ).rejects.toThrow(/Redis/);
    running = await startApi({ port: 0, dataDir, chains: [], logLevel: 'silent' });
    expect((await fetch(`${running.url}/health`)).status).toBe(200);
  });
});

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (databaseUrl !== undefined && databaseUrl !== '' && redisUrl !== undefined && redisUrl !== '') {
  describe('two instances on one PostgreSQL and one Redis', () => {
    let scratch: ScratchDatabase;
    let dataDir = '';
    const keyPrefix = `latch-test-${process.pid}-${Date.now()}:`;
    const instances: RunningApi[] = [];
    beforeAll(async () => {
      scratch = await createScratchDatabase(databaseUrl);
      dataDir = await mkdtemp(join(tmpdir(), 'latch-api-two-'));
      const start = () =>
        startApi({
          port: 0,
          dataDir,
          chains: [],
          logLevel: 'silent',
          databaseUrl: scratch.url,
          redisUrl,
          rateLimits: { keyPrefix, perIp: { max: 6, windowMs: 60_000 } },
          localProject: {},
        });
      // Both start (and migrate) at once: the advisory lock lets one apply, the other finds it done.
      instances.push(...(await Promise.all([start(), start()])));
    }, HOOK_TIMEOUT_MS);
    afterAll(async () => {
      for (const instance of instances) await instance.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
      const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }, HOOK_TIMEOUT_MS);
    const [a, b] = [() => instances[0], () => instances[1]];

    it('migrated once and share one database: a project created through one is served by the other', async () => {
      const ledger = await a()?.database.pool.query('SELECT version FROM schema_migrations');
      expect(ledger?.rowCount).toBe((await listMigrations()).length);
      const pool = a()?.database.pool;
      if (pool === undefined) throw new Error('instance A did not start');
      await createProject(pool, {
        id: 'shared-one',
        name: 'Shared',
        allowedOrigins: ['https://shared.example'],
      });
      const seen = await fetch(`${b()?.url}/v1/supported-chains?projectId=shared-one`, {
        headers: { origin: 'https://shared.example' },
      });
      expect(seen.status).toBe(200);
      expect(seen.headers.get('access-control-allow-origin')).toBe('https://shared.example');
    });

    it('share their rate-limit counters through Redis', async () => {
      const hit = (instance: RunningApi | undefined) =>
        fetch(`${instance?.url}/v1/supported-chains?projectId=latch-local`);
      // Alternate between the instances: one budget of 6 per IP, counted down by both.
      const remaining: number[] = [];
      for (let turn = 0; remaining.at(-1) !== 0; turn++) {
        const response = await hit(turn % 2 === 0 ? a() : b());
        expect(response.status).toBe(200);
        remaining.push(Number(response.headers.get('x-ratelimit-remaining')));
      }
      expect(remaining.length).toBeGreaterThanOrEqual(2);
      expect(remaining).toEqual(remaining.map((_, i) => (remaining[0] ?? 0) - i));
      const limitedOnA = await hit(a());
      const limitedOnB = await hit(b());
      expect([limitedOnA.status, limitedOnB.status]).toEqual([429, 429]);
      expect(Number(limitedOnA.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limitedOnB.json()).toMatchObject({ status: 'FAILED', reasons: [{ field: 'ip' }] });
    });
  });
}
