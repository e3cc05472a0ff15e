import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDataDir } from './lockDataDir.js';

export interface StartPgliteOptions {
  /** Folder of the database files; created when missing (first open runs initdb, a few seconds). */
  readonly dir: string;
  /**
   * Serve on this loopback TCP port (0 picks a free one), where any local user could connect without a
   * password: only when asked (PGLITE_EXPOSE). Default: a Unix socket in a private (0700) folder.
   */
  readonly port?: number;
  readonly host?: string;
  /**
   * Sockets pglite-socket accepts at once. 0.2.17 defaults to 1 and multiplexes every connection onto
   * one query queue; 2 leaves room for the pool to reconnect (or for psql) next to its one connection.
   */
  readonly maxConnections?: number;
}

export interface PgliteServer {
  /** `postgresql://postgres@127.0.0.1:<port>/postgres`, or `postgresql://postgres@<socket folder, encoded>/postgres` */
  readonly url: string;
  /** The TCP port, when exposed. */
  readonly port: number | undefined;
  close(): Promise<void>;
}

export const PGLITE_MAX_CONNECTIONS = 2;

/**
 * PGlite on disk, served by pglite-socket so a plain `pg` Pool can talk to it: on a Unix socket only this
 * user can open, or on a loopback TCP port when asked. The folder is
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
  const maxConnections = options.maxConnections ?? PGLITE_MAX_CONNECTIONS;
  // mkdtemp makes the folder 0700: only this user reaches the socket inside.
  const socketDir =
    options.port === undefined
      ? await mkdtemp(join(tmpdir(), 'latch-pg-')).catch(() => undefined)
      : undefined;
  const server =
    socketDir === undefined
      ? new PGLiteSocketServer({ db, host, port: options.port ?? 0, maxConnections })
      : new PGLiteSocketServer({ db, path: join(socketDir, '.s.PGSQL.5432'), maxConnections });
  const removeSocketDir = async () => {
    if (socketDir !== undefined) await rm(socketDir, { recursive: true, force: true });
  };
  try {
    await server.start();
  } catch (cause) {
    await db.close();
    await removeSocketDir();
    await lock.release();
    throw cause;
  }
  const port = socketDir === undefined ? Number(server.getServerConn().split(':').at(-1)) : undefined;
  return {
    url:
      socketDir === undefined
        ? `postgresql://postgres@${host}:${port}/postgres`
        : `postgresql://postgres@${encodeURIComponent(socketDir)}/postgres`,
    port,
    async close() {
      await server.stop();
      await db.close();
      await removeSocketDir();
      await lock.release();
    },
  };
};
