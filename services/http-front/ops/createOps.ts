import { createReadiness, type ReadinessCheck, type ReadinessOptions } from './createReadiness.js';
import { checkMetricsAccess, type MetricsAccess } from './metricsAccess.js';
import { createServiceMetrics, type ServiceMetrics } from './serviceMetrics.js';

/** The operator's endpoints every service answers the same way. */
export const OPS_PATHS = ['/healthz', '/readyz', '/metrics'] as const;
export type OpsPath = (typeof OPS_PATHS)[number];

export interface OpsOptions {
  /** What `/readyz` asks (database, Redis, chains…); none: ready whenever alive. */
  readonly checks?: readonly ReadinessCheck[];
  readonly readiness?: ReadinessOptions;
  /** The instance's metrics (a service adds its own to its registry); default a new set. */
  readonly metrics?: ServiceMetrics;
  /** Who may read `/metrics`. Default closed (readMetricsAccess reads the environment's choice). */
  readonly metricsAccess?: MetricsAccess;
}

export interface OpsAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

export interface Ops {
  readonly metrics: ServiceMetrics;
  /** The answer of one of OPS_PATHS; rejects with an ApiError when `/metrics` is refused. */
  answer(path: OpsPath, authorization: string | undefined): Promise<OpsAnswer>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

export const isOpsPath = (path: string): path is OpsPath => (OPS_PATHS as readonly string[]).includes(path);

/**
 * `/healthz` (alive: always 200 while the process serves), `/readyz` (200 `{status:'ok'}` when every check
 * answers in time, else 503 `{status:'unavailable'}` naming the failed ones) and `/metrics` (Prometheus text,
 * behind `metricsAccess`). Both fronts serve it: installFastifyOps, and serveOps with meterFrontHandler.
 */
export function createOps(options: OpsOptions = {}): Ops {
  const readiness = createReadiness(options.checks ?? [], options.readiness);
  const metrics = options.metrics ?? createServiceMetrics();
  const access = options.metricsAccess ?? 'closed';
  return {
    metrics,
    async answer(path, authorization) {
      switch (path) {
        case '/healthz':
          return { status: 200, contentType: JSON_TYPE, body: JSON.stringify({ status: 'ok' }) };
        case '/readyz': {
          const ready = await readiness();
          return {
            status: ready.status === 'ok' ? 200 : 503,
            contentType: JSON_TYPE,
            body: JSON.stringify(ready),
          };
        }
        case '/metrics':
          checkMetricsAccess(access, authorization);
          return {
            status: 200,
            contentType: metrics.registry.contentType,
            body: await metrics.registry.metrics(),
          };
      }
    },
  };
}
