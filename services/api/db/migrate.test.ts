import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOOK_TIMEOUT_MS } from '../testing/hookTimeout.js';
import { openTestDatabase, type TestDatabase, testBackends } from '../testing/testDatabases.js';
import { listMigrations, type Migration } from './listMigrations.js';
import { migrate } from './migrate.js';

describe('listMigrations', () => {
  it('lists the numbered SQL files in numeric order and ignores the rest', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'latch-migrations-'));
    try {
      await writeFile(join(dir, '010_later.sql'), 'SELECT 10');
      await writeFile(join(dir, '002_second.sql'), 'SELECT 2');
      await writeFile(join(dir, 'README.md'), 'not a migration');
      await writeFile(join(dir, '1_first.sql'), 'SELECT 1');
      const found = await listMigrations(dir);
      expect(found.map((m) => `${m.version}_${m.name}`)).toEqual(['1_first', '002_second', '010_later']);
      expect(found[1]?.sql).toBe('SELECT 2');
      await writeFile(join(dir, '02_again.sql'), 'SELECT 2');
      await expect(listMigrations(dir)).rejects.toThrow(/Duplicate migration number/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('finds the service migrations', async () => {
    const found = await listMigrations();
    expect(found.map((m) => m.version)).toEqual([
      '001',
      '002',
      '003',
      '004',
      '005',
      '006',
      '007',
      '008',
      '009',
      '010',
      '011',
      '012',
      '013',
      '014',
      '015',
    ]);
  });
});

describe.each(testBackends())('migrate on %s', (backend) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(backend, { migrate: false });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await test.cleanup();
  }, HOOK_TIMEOUT_MS);

  it("applies every migration once, records them, and creates no project (latch-local is the local stack's)", async () => {
    const versions = (await listMigrations()).map((migration) => migration.version);
    expect(await migrate(test.database.pool)).toEqual(versions);
    expect(await migrate(test.database.pool)).toEqual([]);
    const ledger = await test.database.pool.query<{ version: string; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version',
    );
    expect(ledger.rows).toEqual([
      { version: '001', name: 'initial' },
      { version: '002', name: 'default_project' },
      { version: '003', name: 'history' },
      { version: '004', name: 'onramp' },
      { version: '005', name: 'analytics_privacy' },
      { version: '006', name: 'checkout_caps_name_replays' },
      { version: '007', name: 'embedded_wallet' },
      { version: '008', name: 'siwx_nonces_sessions' },
      { version: '009', name: 'wallet_devices_email_changes' },
      { version: '010', name: 'wallet_social_logins' },
      { version: '011', name: 'wallet_farcaster_logins' },
      { version: '012', name: 'history_nfts' },
      { version: '013', name: 'project_social_return_urls' },
      { version: '014', name: 'local_project_not_seeded' },
      { version: '015', name: 'wallet_social_login_browser' },
    ]);
    const tables = await test.database.pool.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      'analytics_events',
      'analytics_quota',
      'history_chains',
      'history_entries',
      'history_transfers',
      'name_registrations',
      'names',
      'onramp_purchases',
      'projects',
      'schema_migrations',
      'siwx_nonces',
      'siwx_sessions',
      'wallet_device_links',
      'wallet_devices',
      'wallet_email_changes',
      'wallet_farcaster_logins',
      'wallet_keys',
      'wallet_login_codes',
      'wallet_quota_events',
      'wallet_sessions',
      'wallet_social_identities',
      'wallet_social_logins',
      'wallet_users',
    ]);
    const projects = await test.database.pool.query('SELECT id FROM projects');
    expect(projects.rows).toEqual([]);
  });

  it('rolls a failing migration back and does not record it', async () => {
    const bad = { version: '900', name: 'bad', sql: 'CREATE TABLE half_done (x int); SELECT no_such_column' };
    await expect(migrate(test.database.pool, { migrations: [bad] })).rejects.toThrow(/900_bad failed/);
    const table = await test.database.pool.query("SELECT to_regclass('half_done') AS t");
    expect(table.rows[0]).toEqual({ t: null });
    const ledger = await test.database.pool.query("SELECT 1 FROM schema_migrations WHERE version = '900'");
    expect(ledger.rowCount).toBe(0);
    // The lock was released: the next run goes through.
    expect(await migrate(test.database.pool)).toEqual([]);
  });

  if (backend === 'postgres') {
    it('lets two instances starting at once take turns (advisory lock)', async () => {
      const fresh = await openTestDatabase('postgres', { migrate: false });
      const other = new pg.Pool({ connectionString: fresh.databaseUrl, max: 2 });
      // pg's Pool.end() resolves before its sockets have closed; the scratch database is then dropped WITH
      // (FORCE), and a connection still closing gets 57P01. Without a listener that error would be uncaught
      // and fail the whole run; the service's own pools have one (openDatabase's onPoolError).
      const late: Error[] = [];
      other.on('error', (error) => late.push(error));
      try {
        const slow = {
          version: '900',
          name: 'slow',
          sql: 'SELECT pg_sleep(0.3); CREATE TABLE slow_one (x int)',
        };
        const migrations = [...(await listMigrations()), slow];
        const [a, b] = await Promise.all([
          migrate(fresh.database.pool, { migrations }),
          migrate(other, { migrations }),
        ]);
        expect([...a, ...b].sort()).toEqual(migrations.map((migration) => migration.version));
        expect([a.length, b.length].sort()).toEqual([0, migrations.length]);
        expect(late).toEqual([]);
      } finally {
        await other.end();
        await fresh.cleanup();
      }
    });
  }
});

describe.each(testBackends())('migration 014 (latch-local is not seeded) on %s', (backend) => {
  let test: TestDatabase;
  let migrations: Migration[];
  const sqlOf = (version: string): string => {
    const found = migrations.find((migration) => migration.version === version);
    if (found === undefined) throw new Error(`no migration ${version}`);
    return found.sql;
  };
  const query = (sql: string) => test.database.pool.query(sql);
  const localRows = async () =>
    (
      await test.database.pool.query(
        "SELECT id, name, allowed_origins, social_return_urls FROM projects WHERE id = 'latch-local'",
      )
    ).rows;
  /** The database as 013 left it, with the row 002 inserted, changed by `change` (SQL) when given. */
  const rowAsInserted = async (change?: string): Promise<void> => {
    await query('DELETE FROM projects');
    await query(sqlOf('002'));
    if (change !== undefined) await query(change);
  };
  beforeAll(async () => {
    test = await openTestDatabase(backend, { migrate: false });
    migrations = await listMigrations();
    await migrate(test.database.pool, {
      migrations: migrations.filter((migration) => Number(migration.version) <= 13),
    });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await test?.cleanup();
  }, HOOK_TIMEOUT_MS);

  it('removes the row 002 inserted, left exactly as it was', async () => {
    await rowAsInserted();
    expect(await localRows()).toEqual([
      {
        id: 'latch-local',
        name: 'Latch local stack',
        allowed_origins: ['http://127.0.0.1:*', 'http://localhost:*'],
        social_return_urls: [],
      },
    ]);
    await query(sqlOf('014'));
    expect(await localRows()).toEqual([]);
  });

  it.each([
    ['another name', "UPDATE projects SET name = 'Our shop' WHERE id = 'latch-local'"],
    [
      'its own origins',
      "UPDATE projects SET allowed_origins = ARRAY['https://shop.example'] WHERE id = 'latch-local'",
    ],
    [
      'one more origin (latch-stack --origin)',
      "UPDATE projects SET allowed_origins = allowed_origins || ARRAY['https://shop.example'] WHERE id = 'latch-local'",
    ],
    [
      "social return URLs (the local stack's pages)",
      "UPDATE projects SET social_return_urls = ARRAY['http://127.0.0.1:8789/'] WHERE id = 'latch-local'",
    ],
  ])('keeps a latch-local row changed since: %s', async (_change, sql) => {
    await rowAsInserted(sql);
    const changed = await localRows();
    expect(changed).toHaveLength(1);
    await query(sqlOf('014'));
    expect(await localRows()).toEqual(changed);
  });

  it('runs through migrate as 014: a deliberately configured latch-local survives it, with its records', async () => {
    await rowAsInserted(
      "UPDATE projects SET name = 'Operator project', allowed_origins = ARRAY['https://shop.example'] WHERE id = 'latch-local'",
    );
    await query(
      "INSERT INTO analytics_events (project_id, event_id, url, domain, \"timestamp\", props) VALUES ('latch-local', 'kept', 'https://shop.example/', 'shop.example', 1, '{}')",
    );
    expect(await migrate(test.database.pool)).toEqual(['014', '015']);
    expect(await localRows()).toEqual([
      {
        id: 'latch-local',
        name: 'Operator project',
        allowed_origins: ['https://shop.example'],
        social_return_urls: [],
      },
    ]);
    const events = await query("SELECT event_id FROM analytics_events WHERE project_id = 'latch-local'");
    expect(events.rows).toEqual([{ event_id: 'kept' }]);
  });
});
