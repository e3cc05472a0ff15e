import { Counter, Gauge } from 'prom-client';
import { createOps, type Ops, type OpsOptions } from '../../http-front/ops/createOps.js';
import type { ReadinessCheck } from '../../http-front/ops/createReadiness.js';
import { databaseCheck, redisCheck } from '../../http-front/ops/readinessChecks.js';
import { createServiceMetrics } from '../../http-front/ops/serviceMetrics.js';
import type { ChainClients } from '../chain/createChainClients.js';
import type { SolanaClusters } from '../chain/createSolanaClusters.js';
import type { Queryable } from '../db/Database.js';
import type { HistoryIndexer } from '../indexer/createHistoryIndexer.js';

export interface DataServiceOpsDeps {
  readonly db: Queryable;
  readonly redis?: { ping(): Promise<string> };
  readonly chains: ChainClients;
  readonly solana: SolanaClusters;
  /** Its lag per chain becomes `indexer_lag_blocks{chain}`. */
  readonly historyIndexer?: Pick<HistoryIndexer, 'lag'>;
}

export interface DataServiceOps extends Ops {
  /** Counts a failed call to a chain's node (unreachable, too slow, too large, or a 5xx) under its CAIP-2 id. */
  rpcUpstreamError(caipNetworkId: string): void;
}

/** `chain:<caip>` for every EVM chain (eth_chainId) and Solana cluster (getSlot) the service serves. */
const chainChecks = (chains: ChainClients, solana: SolanaClusters): ReadinessCheck[] => [
  ...chains.ids.map((id) => ({
    name: `chain:${id}`,
    probe: async () => chains.get(id)?.client.request({ method: 'eth_chainId' }),
  })),
  ...solana.ids.map((id) => ({
    name: `chain:${id}`,
    probe: async () => solana.get(id)?.connection.getSlot(),
  })),
];

/**
 * The data service's /healthz, /readyz (database, Redis when configured, every chain's node) and /metrics
 * (the requests' metrics plus `rpc_upstream_errors_total{chain}` and, with the indexer, `indexer_lag_blocks{chain}`).
 */
export function createDataServiceOps(
  deps: DataServiceOpsDeps,
  options: Pick<OpsOptions, 'readiness' | 'metricsAccess'>,
): DataServiceOps {
  const metrics = createServiceMetrics();
  const upstreamErrors = new Counter({
    name: 'rpc_upstream_errors_total',
    help: 'Failed calls to a chain node through the JSON-RPC proxy, by chain',
    labelNames: ['chain'] as const,
    registers: [metrics.registry],
  });
  const { historyIndexer } = deps;
  if (historyIndexer !== undefined) {
    new Gauge({
      name: 'indexer_lag_blocks',
      help: 'Blocks the history index is behind the chain head it last read, by chain',
      labelNames: ['chain'] as const,
      registers: [metrics.registry],
      collect() {
        for (const [chain, blocks] of historyIndexer.lag()) this.set({ chain }, blocks);
      },
    });
  }
  const ops = createOps({
    ...options,
    metrics,
    checks: [
      databaseCheck(deps.db),
      ...(deps.redis === undefined ? [] : [redisCheck(deps.redis)]),
      ...chainChecks(deps.chains, deps.solana),
    ],
  });
  return { ...ops, rpcUpstreamError: (chain) => upstreamErrors.inc({ chain }) };
}
