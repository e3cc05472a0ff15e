import type { Queryable } from '../api/db/Database.js';
import { readMetricsAccess } from '../http-front/ops/metricsAccess.js';
import { readWalletEnv } from './readWalletEnv.js';
import type { SendChain } from './rpc/sendWalletTransaction.js';
import { type RunningWalletService, startWalletService } from './startWalletService.js';

export interface WalletHost {
  readonly db: Queryable;
  readonly host: string;
  readonly dataDir: string;
  readonly chains: readonly SendChain[];
  /** Port when WALLET_SERVICE_PORT is unset; undefined = do not start without it. */
  readonly defaultPort?: number;
}

/**
 * The wallet service as the environment configures it, or undefined when WALLET_SERVICE_PORT is unset
 * and no default port is given; `/metrics` as LATCH_METRICS_TOKEN / LATCH_DEVELOPMENT say (readMetricsAccess).
 * Throws listing every malformed variable.
 */
export const startWalletServiceFromEnv = async (
  env: Readonly<Record<string, string | undefined>>,
  host: WalletHost,
): Promise<RunningWalletService | undefined> => {
  const read = readWalletEnv(env);
  if (!read.ok) throw new Error(`wallet service settings: ${read.errors.join('; ')}`);
  const port = read.env.port ?? host.defaultPort;
  if (port === undefined) return undefined;
  return startWalletService({
    db: host.db,
    port,
    host: host.host,
    dataDir: host.dataDir,
    chains: host.chains,
    env: read.env,
    metricsAccess: readMetricsAccess(env),
  });
};
