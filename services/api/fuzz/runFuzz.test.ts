import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOOK_TIMEOUT_MS } from '../testing/hookTimeout.js';
import { buildTestApi } from '../testing/testApi.js';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabases.js';
import { runFuzz } from './runFuzz.js';

const UNLIMITED = { max: 100_000_000, windowMs: 60_000 };
/** Fixed, so a failure here replays (`npm run fuzz -- --no-devnet --seed 20261125 --runs 600`). */
const SEED = 20_261_125;

describe('fuzzed requests over every route (PGlite, no chains)', () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await openTestDatabase('pglite');
    app = await buildTestApi(test, {
      rateLimits: { perIp: UNLIMITED, perProject: UNLIMITED },
      analytics: { limits: { dailyQuota: 100_000_000 } },
    });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await test?.cleanup();
  }, HOOK_TIMEOUT_MS);

  it(
    `answers 600 generated requests (seed ${SEED}) without a 5xx, and still serves afterwards`,
    async () => {
      const report = await runFuzz(app, { seed: SEED, runs: 600 });
      expect(report.failure).toBeUndefined();
      const answered = Object.values(report.statuses).reduce((sum, count) => sum + count, 0);
      expect(answered + report.unsent).toBe(600);
      // The run reached the handlers, not only the 404 and schema paths.
      expect(report.statuses[200] ?? 0).toBeGreaterThan(0);
      expect(report.statuses[204] ?? 0).toBeGreaterThan(0);
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    },
    HOOK_TIMEOUT_MS,
  );
});
