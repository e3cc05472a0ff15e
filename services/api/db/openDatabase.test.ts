import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOOK_TIMEOUT_MS } from '../testing/hookTimeout.js';
import { createScratchDatabase, type ScratchDatabase } from '../testing/testDatabases.js';
import { openDatabase } from './openDatabase.js';

const closedPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address !== null ? address.port : 1;
};

describe('openDatabase on PGlite', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'latch-api-db-'));
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  }, HOOK_TIMEOUT_MS);

  it(
    'runs PGlite in <dataDir>/pg behind a private Unix socket with a one-connection pool, and keeps data',
    async () => {
      const first = await openDatabase({ dataDir });
      try {
        expect(first.kind).toBe('pglite');
        // No TCP port: the socket lives in a folder only this user may enter.
        expect(first.url).toMatch(/^postgresql:\/\/postgres@%2F[^:]+\/postgres$/);
        const socketDir = decodeURIComponent(new URL(first.url).hostname);
        expect((await stat(socketDir)).mode & 0o077).toBe(0);
        expect(existsSync(join(socketDir, '.s.PGSQL.5432'))).toBe(true);
        expect(first.pool.options.max).toBe(1);
        expect(existsSync(join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
        await first.pool.query('CREATE TABLE kept (id int PRIMARY KEY, tags text[])');
        await first.pool.query('INSERT INTO kept VALUES ($1, $2)', [1, ['a', 'b']]);
        await expect(first.pool.query('INSERT INTO kept VALUES (1, NULL)')).rejects.toMatchObject({
          code: '23505',
        });
        // Queries from many callers at once all get their own answers through the single connection.
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, i) => first.pool.query<{ n: number }>('SELECT $1::int AS n', [i])),
        );
        expect(answers.map((answer) => answer.rows[0]?.n)).toEqual(Array.from({ length: 30 }, (_, i) => i));
      } finally {
        await first.close();
      }
      const again = await openDatabase({ dataDir });
      try {
        const rows = await again.pool.query<{ id: number; tags: string[] }>('SELECT id, tags FROM kept');
        expect(rows.rows).toEqual([{ id: 1, tags: ['a', 'b'] }]);
      } finally {
        await again.close();
      }
    },
    HOOK_TIMEOUT_MS,
  );

  it("keeps a second opener off PGlite files in use, and takes over a dead process's lock", async () => {
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process \d+/);
      expect(await first.pool.query('SELECT 1 AS one')).toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await first.close();
    }
    await writeFile(join(dataDir, 'pg.lock'), '2147483646');
    const afterCrash = await openDatabase({ dataDir });
    expect(await readFile(join(dataDir, 'pg.lock'), 'utf8')).toBe(String(process.pid));
    await afterCrash.close();
    expect(existsSync(join(dataDir, 'pg.lock'))).toBe(false);
  });

  it('listens on loopback TCP only when given a port', async () => {
    const port = await closedPort();
    const exposed = await openDatabase({ dataDir, pglitePort: port });
    try {
      expect(exposed.url).toBe(`postgresql://postgres@127.0.0.1:${port}/postgres`);
      expect(await exposed.pool.query('SELECT 1 AS one')).toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await exposed.close();
    }
  });

  it('refuses a PGlite port that is already taken, leaving nothing open', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      await expect(openDatabase({ dataDir, pglitePort: port })).rejects.toThrow();
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
    // The files are not left locked: the same folder opens again.
    const reopened = await openDatabase({ dataDir });
    await reopened.close();
  });
});

describe('openDatabase on PostgreSQL', () => {
  it('rejects when nothing answers at DATABASE_URL', async () => {
    const port = await closedPort();
    await expect(
      openDatabase({ dataDir: tmpdir(), databaseUrl: `postgresql://postgres@127.0.0.1:${port}/none` }),
    ).rejects.toThrow();
  });

  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl !== undefined && serverUrl !== '') {
    let scratch: ScratchDatabase | undefined;
    beforeAll(async () => {
      scratch = await createScratchDatabase(serverUrl);
    }, HOOK_TIMEOUT_MS);
    afterAll(async () => {
      await scratch?.drop();
    }, HOOK_TIMEOUT_MS);

    it('uses a pg Pool on DATABASE_URL', async () => {
      const database = await openDatabase({
        dataDir: tmpdir(),
        databaseUrl: scratch?.url ?? '',
        poolSize: 3,
      });
      try {
        expect(database.kind).toBe('postgres');
        expect(database.pool.options.max).toBe(3);
        const result = await database.pool.query<{ db: string }>('SELECT current_database() AS db');
        expect(scratch?.url.endsWith(`/${result.rows[0]?.db ?? '?'}`)).toBe(true);
      } finally {
        await database.close();
      }
    });
  }
});
