import type pg from 'pg';

/** Anything that runs SQL: the pool, or one client of it inside a transaction. */
export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: readonly unknown[],
  ): Promise<pg.QueryResult<R>>;
}

/** Which engine is behind the pool; the SQL is the same for both. */
export type DatabaseKind = 'postgres' | 'pglite';

/** An open database: one `pg` Pool whatever the engine, and how to close everything it started. */
export interface Database {
  readonly kind: DatabaseKind;
  readonly pool: pg.Pool;
  /** The connection string the pool uses (PGlite: its loopback socket). */
  readonly url: string;
  close(): Promise<void>;
}
