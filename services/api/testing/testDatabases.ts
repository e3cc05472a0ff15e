import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../db/Database.js';
import { migrate } from '../db/migrate.js';
import { openDatabase } from '../db/openDatabase.js';
import { seedLocalProject } from '../db/seedLocalProject.js';
import { seedPgliteDataDir } from './pgliteTemplate.js';

/** Test helpers (never imported by the service): real databases, one per test file. */

export type TestBackend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set. */
export const testBackends = (): TestBackend[] =>
  process.env.DATABASE_URL === undefined || process.env.DATABASE_URL === ''
    ? ['pglite']
    : ['pglite', 'postgres'];

export interface ScratchDatabase {
  /** Connection string of a fresh, empty database. */
  readonly url: string;
  drop(): Promise<void>;
}

/** A new database `latch_test_<random>` on the server of `serverUrl`, dropped (with its sessions) by `drop`. */
export const createScratchDatabase = async (serverUrl: string): Promise<ScratchDatabase> => {
  const name = `latch_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
};

export interface TestDatabase {
  readonly backend: TestBackend;
  readonly database: Database;
  /** A temporary folder (PGlite files live in `<dataDir>/pg`). */
  readonly dataDir: string;
  /** Set on PostgreSQL: the scratch database's URL, for a second pool or instance. */
  readonly databaseUrl: string | undefined;
  /** Closes the pool (and PGlite), drops the scratch database, removes the folder. */
  cleanup(): Promise<void>;
}

export interface OpenTestDatabaseOptions {
  /** Apply the service's migrations (default true). */
  readonly migrate?: boolean;
  /**
   * Seed the local stack's project `latch-local` after migrating, as the local stack does (seedLocalProject).
   * Default false: like a production database, no project.
   */
  readonly localProject?: boolean;
}

/**
 * A (migrated) database of the given backend in a temporary folder / scratch database, with the local project
 * when asked. PGlite starts from a copy of an initialised template folder (see pgliteTemplate), so only
 * openDatabase's own test pays for initdb.
 */
export const openTestDatabase = async (
  backend: TestBackend,
  options: OpenTestDatabaseOptions = {},
): Promise<TestDatabase> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'latch-api-'));
  const scratch =
    backend === 'postgres' ? await createScratchDatabase(process.env.DATABASE_URL ?? '') : undefined;
  const removeAll = async (): Promise<void> => {
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  let database: Database;
  try {
    if (backend === 'pglite') await seedPgliteDataDir(dataDir);
    database = await openDatabase({ dataDir, ...(scratch ? { databaseUrl: scratch.url } : {}) });
  } catch (cause) {
    await removeAll();
    throw cause;
  }
  try {
    if (options.migrate !== false) await migrate(database.pool);
    if (options.localProject === true) await seedLocalProject(database.pool);
  } catch (cause) {
    await database.close();
    await removeAll();
    throw cause;
  }
  return {
    backend,
    database,
    dataDir,
    databaseUrl: scratch?.url,
    async cleanup() {
      await database.close();
      await removeAll();
    },
  };
};
