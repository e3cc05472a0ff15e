import type pg from 'pg';
import { listMigrations, type Migration } from './listMigrations.js';

export interface MigrateOptions {
  /** Defaults to the service's own `db/migrations/`. */
  readonly migrations?: readonly Migration[];
}

/** Session advisory lock held while migrating, so two instances starting at once take turns. */
export const MIGRATION_LOCK_KEY = 7_411_202_611;

const CREATE_LEDGER = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version text PRIMARY KEY,
  name text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in order, each in its own transaction
 * with its ledger row. Holds an advisory lock meanwhile: a second instance waits, then finds everything
 * applied. Returns the versions this call applied.
 */
export const migrate = async (pool: pg.Pool, options: MigrateOptions = {}): Promise<string[]> => {
  const migrations = options.migrations ?? (await listMigrations());
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await client.query(CREATE_LEDGER);
      const done = await client.query<{ version: string }>('SELECT version FROM schema_migrations');
      const applied = new Set(done.rows.map((row) => row.version));
      const ran: string[] = [];
      for (const migration of migrations) {
        if (applied.has(migration.version)) continue;
        await applyOne(client, migration);
        ran.push(migration.version);
      }
      return ran;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
};

const applyOne = async (client: pg.PoolClient, migration: Migration): Promise<void> => {
  await client.query('BEGIN');
  try {
    await client.query(migration.sql);
    await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
      migration.version,
      migration.name,
    ]);
    await client.query('COMMIT');
  } catch (cause) {
    await client.query('ROLLBACK');
    throw new Error(`Migration ${migration.version}_${migration.name} failed`, { cause });
  }
};
