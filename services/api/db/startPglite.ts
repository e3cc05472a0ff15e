import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDataDir } from './lockDataDir.js';

export interface StartPgliteOptions {
  /** Folder of the database files; created when missing (first open runs initdb, a few seconds). */
  readonly dir: string;
  /** Loopback port of the socket; 0 picks a free one. */
  readonly port?: number;
  readonly host?: string;
  /**
   * Sockets pglite-socket accepts at once. 0.2.17 defaults to 1 and multiplexes every connection onto
   * one query queue; 2 leaves room for the pool to reconnect (or for psql) next to its one connection.
   */
  readonly maxConnections?: number;
}

export interface PgliteServer {
  /** `postgresql://postgres@127.0.0.1:<port>/postgres` */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

export const PGLITE_MAX_CONNECTIONS = 2;

/**
 * PGlite on disk, served on loopback by pglite-socket so a plain `pg` Pool can talk to it. The folder is
 * locked (`<dir>.lock`, a pid file) while open: a second process gets an error instead of a corrupt
 * database.
 */
export const startPglite = async (options: StartPgliteOptions): Promise<PgliteServer> => {
  await mkdir(options.dir, { recursive: true });
  const lock = await lockDataDir(`${options.dir.replace(/\/+$/, '')}.lock`);
  let db: PGlite;
  try {
    db = await PGlite.create(options.dir);
  } catch (cause) {
    await lock.release();
    throw cause;
  }
  const host = options.host ?? '127.0.0.1';
  const server = new PGLiteSocketServer({
    db,
    host,
    port: options.port ?? 0,
    maxConnections: options.maxConnections ?? PGLITE_MAX_CONNECTIONS,
  });
  try {
    await server.start();
  } catch (cause) {
    await db.close();
    await lock.release();
    throw cause;
  }
  const port = Number(server.getServerConn().split(':').at(-1));
  return {
    url: `postgresql://postgres@${host}:${port}/postgres`,
    port,
    async close() {
      await server.stop();
      await db.close();
      await lock.release();
    },
  };
};
