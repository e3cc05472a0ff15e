import { join } from 'node:path';
import pg from 'pg';
import type { Database } from './Database.js';
import { startPglite } from './startPglite.js';

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; without it PGlite runs embedded under `dataDir`. */
  readonly databaseUrl?: string;
  /** The stack's data folder; PGlite keeps its files in `<dataDir>/pg`. */
  readonly dataDir: string;
  /**
   * Expose PGlite on this loopback TCP port (0 picks a free one; anyone on the machine may connect, as
   * PGlite has no passwords). Default: a private Unix socket only this user can open.
   */
  readonly pglitePort?: number;
  /** Pool size on PostgreSQL (default 10). PGlite always gets one connection: it runs one query at a time. */
  readonly poolSize?: number;
  /** Called with errors of idle pooled connections (which would otherwise crash the process). */
  readonly onPoolError?: (error: Error) => void;
}

const DEFAULT_POOL_SIZE = 10;

const checkedPool = async (config: pg.PoolConfig, onPoolError: (error: Error) => void): Promise<pg.Pool> => {
  const pool = new pg.Pool(config);
  pool.on('error', onPoolError);
  try {
    await pool.query('SELECT 1');
    return pool;
  } catch (cause) {
    await pool.end();
    throw cause;
  }
};

/**
 * Opens the one SQL layer of the data service: a `pg` Pool on `DATABASE_URL`, or on an embedded PGlite
 * (`<dataDir>/pg`) served by pglite-socket on a private Unix socket (or loopback TCP when asked). PGlite runs one query at a time, and pglite-socket
 * 0.2.17 (1 socket by default, `maxConnections` more) funnels every socket into one queue of protocol
 * messages that only a transaction pins to its socket; more connections would add no throughput and
 * could interleave two clients' extended-protocol messages, so the PGlite pool has one connection.
 */
export const openDatabase = async (options: OpenDatabaseOptions): Promise<Database> => {
  const onPoolError = options.onPoolError ?? (() => undefined);
  if (options.databaseUrl !== undefined) {
    const url = options.databaseUrl;
    const pool = await checkedPool(
      { connectionString: url, max: options.poolSize ?? DEFAULT_POOL_SIZE },
      onPoolError,
    );
    return { kind: 'postgres', pool, url, close: () => pool.end() };
  }
  const server = await startPglite({
    dir: join(options.dataDir, 'pg'),
    ...(options.pglitePort !== undefined ? { port: options.pglitePort } : {}),
  });
  try {
    const pool = await checkedPool({ connectionString: server.url, max: 1 }, onPoolError);
    return {
      kind: 'pglite',
      pool,
      url: server.url,
      async close() {
        await pool.end();
        await server.close();
      },
    };
  } catch (cause) {
    await server.close();
    throw cause;
  }
};
