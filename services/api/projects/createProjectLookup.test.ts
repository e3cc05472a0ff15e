import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../testkits/index.js';
import type { Queryable } from '../db/Database.js';
import { addAllowedOrigins, createProject } from '../db/projects.js';
import { HOOK_TIMEOUT_MS } from '../testing/hookTimeout.js';
import { openTestDatabase, type TestDatabase, testBackends } from '../testing/testDatabases.js';
import { createProjectLookup } from './createProjectLookup.js';

describe.each(testBackends())('createProjectLookup on %s', (backend) => {
  let test: TestDatabase;
  let queries = 0;
  /** The real pool, counting the queries that reach it. */
  let counted: Queryable;
  beforeAll(async () => {
    test = await openTestDatabase(backend, { localProject: true });
    counted = {
      query: (text, values) => {
        queries++;
        return test.database.pool.query(text, values === undefined ? undefined : [...values]);
      },
    };
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await test?.cleanup();
  }, HOOK_TIMEOUT_MS);

  it('finds the local project it was seeded with, and its origins', async () => {
    const lookup = createProjectLookup({ db: test.database.pool });
    expect(await lookup('latch-local')).toMatchObject({
      id: 'latch-local',
      allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'],
      createdAt: expect.any(Date),
    });
    expect(await lookup('nobody')).toBeUndefined();
  });

  it('adds origins to a project once each (latch-stack --origin), and none to a project that is not there', async () => {
    await createProject(test.database.pool, {
      id: 'grows',
      name: 'Grows',
      allowedOrigins: ['http://localhost:*'],
    });
    await addAllowedOrigins(test.database.pool, 'grows', ['http://app.test:3000', 'http://localhost:*']);
    const grown = await addAllowedOrigins(test.database.pool, 'grows', ['http://app.test:3000']);
    expect(grown?.allowedOrigins).toEqual(['http://app.test:3000', 'http://localhost:*']);
    expect(await addAllowedOrigins(test.database.pool, 'absent', ['http://app.test:3000'])).toBeUndefined();
  });

  it('asks the database once per id and TTL, answers and absences alike', async () => {
    const clock = new ManualClock();
    const lookup = createProjectLookup({ db: counted, clock, ttlMs: 5_000 });
    queries = 0;
    await Promise.all([lookup('latch-local'), lookup('latch-local'), lookup('late')]);
    await lookup('latch-local');
    expect(queries).toBe(2);
    await createProject(test.database.pool, { id: 'late', name: 'Late', allowedOrigins: [] });
    clock.advance(4_999);
    expect(await lookup('late')).toBeUndefined();
    clock.advance(1);
    expect(await lookup('late')).toMatchObject({ id: 'late' });
    expect(queries).toBe(3);
  });

  it('rejects when the database fails, and does not remember the failure', async () => {
    // A real pool that was closed, then the live one: the same lookup sees a failure, then a database.
    const dead = new pg.Pool({ connectionString: test.database.url });
    await dead.end();
    let failing = true;
    const flaky: Queryable = {
      query: (text, values) =>
        (failing ? dead : test.database.pool).query(text, values === undefined ? undefined : [...values]),
    };
    const lookup = createProjectLookup({ db: flaky, clock: new ManualClock() });
    await expect(lookup('latch-local')).rejects.toThrow();
    failing = false;
    expect(await lookup('latch-local')).toMatchObject({ id: 'latch-local' });
  });
});
