import type { FastifyInstance } from 'fastify';
import type { DevnetChain } from '../devnet/manifest.js';
import { type DrainOptions, drainServer } from '../http-front/drainServer.js';
import type { MetricsAccess } from '../http-front/ops/metricsAccess.js';
import { DEFAULT_ANALYTICS_RETENTION_DAYS } from './analytics/AnalyticsLimits.js';
import { scheduleAnalyticsPruning } from './analytics/scheduleAnalyticsPruning.js';
import { type ApiDeps, type ApiLogLevel, buildApi } from './buildApi.js';
import { connectRedis } from './connectRedis.js';
import type { Database } from './db/Database.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/openDatabase.js';
import { type LocalProjectOptions, seedLocalProject } from './db/seedLocalProject.js';
import { isLoopbackHost, parsePublicUrl } from './http/resolvePublicUrl.js';
import { createHistoryIndexer, type IndexerLog } from './indexer/createHistoryIndexer.js';
import type { AnalyticsRouteOptions } from './routes/analytics.js';

export interface StartApiOptions {
  /** 0 picks a free port. */
  readonly port: number;
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** The stack's data folder (PGlite lives in `<dataDir>/pg` when there is no databaseUrl). */
  readonly dataDir: string;
  readonly databaseUrl?: string;
  /** Shared rate-limit counters; Redis must answer at start. */
  readonly redisUrl?: string;
  readonly chains: readonly DevnetChain[];
  /** Solana clusters served (the Solana devnet's manifest); none by default. */
  readonly solanaClusters?: ApiDeps['solanaClusters'];
  /**
   * Expose the embedded PGlite on this loopback TCP port (0 picks a free one). Default: a private Unix
   * socket only this user can open (PGlite takes no password).
   */
  readonly pglitePort?: number;
  readonly logLevel?: ApiLogLevel;
  readonly rateLimits?: ApiDeps['rateLimits'];
  /** Base of the links the service hands out (API_PUBLIC_URL); required when `host` is not loopback. */
  readonly publicUrl?: string;
  /** Bounds of POST /e and the key of its client-address hash. */
  readonly analytics?: AnalyticsRouteOptions;
  /** Analytics events older than this are deleted (at start, then hourly). Default 30. */
  readonly analyticsRetentionDays?: number;
  /** Largest answer of a chain node the JSON-RPC proxy passes back, in bytes. Default 2 MiB. */
  readonly rpcResponseLimit?: number;
  /** Run the history indexer on the chains (default true). */
  readonly indexHistory?: boolean;
  /** Pause between the indexer's polls of the chains' heads. Default 1 s. */
  readonly historyPollMs?: number;
  /** Zone of the name registry. Default `latch.id`. */
  readonly nameZone?: string;
  /** The server secret (signs sandbox checkout ids); default random per start. */
  readonly secret?: string;
  /** The sandbox checkout's id lifetime and daily payout caps. */
  readonly checkout?: ApiDeps['checkout'];
  /** Name registration quotas and verification caps. */
  readonly names?: ApiDeps['names'];
  /** The sign-in verifier's lifetimes, skew and caps. */
  readonly siwx?: ApiDeps['siwx'];
  /**
   * Seed the local stack's project `latch-local` after migrating (seedLocalProject). Only the local stack
   * (main.ts with LATCH_DEVELOPMENT=1) and the tests and benches standing in for it pass it; without it no
   * project is created (the migrations create none).
   */
  readonly localProject?: LocalProjectOptions;
  /** Who may read `/metrics` (main.ts: readMetricsAccess). Default closed. */
  readonly metricsAccess?: MetricsAccess;
}

export interface RunningApi {
  /** `http://host:port` */
  readonly url: string;
  readonly database: Database;
  readonly app: FastifyInstance;
  /**
   * Stops listening, then closes Redis and the database. Open connections are cut; with `drain` (SIGTERM) the
   * requests in flight are finished first, within its bound.
   */
  close(drain?: DrainOptions): Promise<void>;
}

/**
 * Opens the database (PostgreSQL at databaseUrl, or PGlite under dataDir), applies the migrations, seeds
 * the local project when asked, connects Redis when asked, serves the data service on host:port and starts
 * the history indexer.
 * Whatever it opened is closed again if a later step fails; close stops the indexer first.
 */
export const startApi = async (options: StartApiOptions): Promise<RunningApi> => {
  const host = options.host ?? '127.0.0.1';
  if (options.publicUrl === undefined && !isLoopbackHost(host)) {
    throw new Error(`API_PUBLIC_URL is required when the data service listens on ${host} (beyond loopback)`);
  }
  if (options.publicUrl !== undefined) parsePublicUrl(options.publicUrl);
  const cleanups: (() => Promise<void>)[] = [];
  const closeAll = async (): Promise<void> => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  // Errors of idle pooled connections: to stderr until the app's logger exists.
  let logPoolError = (error: Error): void => console.error('api: database connection error', error);
  try {
    const database = await openDatabase({
      dataDir: options.dataDir,
      onPoolError: (error) => logPoolError(error),
      ...(options.databaseUrl !== undefined ? { databaseUrl: options.databaseUrl } : {}),
      ...(options.pglitePort !== undefined ? { pglitePort: options.pglitePort } : {}),
    });
    cleanups.push(() => database.close());
    await migrate(database.pool);
    if (options.localProject !== undefined) await seedLocalProject(database.pool, options.localProject);
    const redis = options.redisUrl === undefined ? undefined : await connectRedis(options.redisUrl);
    if (redis !== undefined) {
      cleanups.push(async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    let indexerLog: IndexerLog = { info: () => undefined, warn: () => undefined };
    const indexer =
      options.indexHistory === false
        ? undefined
        : createHistoryIndexer({
            db: database.pool,
            chains: options.chains,
            ...(options.historyPollMs !== undefined ? { pollIntervalMs: options.historyPollMs } : {}),
            log: {
              info: (message) => indexerLog.info(message),
              warn: (details, message) => indexerLog.warn(details, message),
            },
          });
    const app = await buildApi({
      db: database.pool,
      chains: options.chains,
      ...(options.solanaClusters !== undefined ? { solanaClusters: options.solanaClusters } : {}),
      ...(indexer !== undefined ? { historyIndexer: indexer } : {}),
      ...(redis !== undefined ? { redis } : {}),
      ...(options.logLevel !== undefined ? { logLevel: options.logLevel } : {}),
      ...(options.rateLimits !== undefined ? { rateLimits: options.rateLimits } : {}),
      ...(options.publicUrl !== undefined ? { publicUrl: options.publicUrl } : {}),
      ...(options.nameZone !== undefined ? { nameZone: options.nameZone } : {}),
      ...(options.analytics !== undefined ? { analytics: options.analytics } : {}),
      ...(options.rpcResponseLimit !== undefined ? { rpcResponseLimit: options.rpcResponseLimit } : {}),
      ...(options.secret !== undefined ? { secret: options.secret } : {}),
      ...(options.checkout !== undefined ? { checkout: options.checkout } : {}),
      ...(options.names !== undefined ? { names: options.names } : {}),
      ...(options.siwx !== undefined ? { siwx: options.siwx } : {}),
      ...(options.metricsAccess !== undefined ? { metricsAccess: options.metricsAccess } : {}),
    });
    cleanups.push(() => app.close());
    if (indexer !== undefined) cleanups.push(() => indexer.stop());
    indexerLog = {
      info: (message) => app.log.info(message),
      warn: (details, message) => app.log.warn(details, message),
    };
    // Connection errors repeat on every reconnect attempt: logged once per outage (the rate limits say
    // themselves that they count in memory meanwhile).
    let redisDown = false;
    redis?.on('error', (error: Error) => {
      if (redisDown) return;
      redisDown = true;
      app.log.warn({ err: { message: error.message } }, 'redis connection lost');
    });
    redis?.on('ready', () => {
      redisDown = false;
    });
    logPoolError = (error) => app.log.error({ err: error }, 'database connection error');
    const pruning = await scheduleAnalyticsPruning({
      db: database.pool,
      retentionDays: options.analyticsRetentionDays ?? DEFAULT_ANALYTICS_RETENTION_DAYS,
      log: app.log,
    });
    cleanups.push(async () => pruning.stop());
    await app.listen({ port: options.port, host });
    indexer?.start();
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : options.port;
    return {
      url: `http://${host}:${port}`,
      database,
      app,
      close: async (drain) => {
        if (drain !== undefined) await drainServer(app.server, drain);
        await closeAll();
      },
    };
  } catch (cause) {
    await closeAll();
    throw cause;
  }
};
