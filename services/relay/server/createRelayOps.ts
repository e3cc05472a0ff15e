import { Gauge } from 'prom-client';
import { createOps, type Ops } from '../../http-front/ops/createOps.js';
import type { ReadinessOptions } from '../../http-front/ops/createReadiness.js';
import type { MetricsAccess } from '../../http-front/ops/metricsAccess.js';
import { createServiceMetrics } from '../../http-front/ops/serviceMetrics.js';
import type { Backends } from '../createBackends.js';

export interface RelayOpsSource {
  readonly backends: Pick<Backends, 'kind' | 'healthy' | 'mailbox'>;
  /** Open client sockets. */
  sockets(): number;
  /** Topics followed, over every socket. */
  subscriptions(): number;
}

export interface RelayOpsOptions {
  readonly metricsAccess?: MetricsAccess | undefined;
  readonly readiness?: ReadinessOptions | undefined;
}

/**
 * The relay's /healthz, /readyz (`redis` when the mailbox lives there) and /metrics: the requests' metrics plus
 * `relay_sockets_open`, `relay_subscriptions` and `relay_mailbox_bytes`, read at each scrape.
 */
export function createRelayOps(source: RelayOpsSource, options: RelayOpsOptions = {}): Ops {
  const metrics = createServiceMetrics();
  const registers = [metrics.registry];
  new Gauge({
    name: 'relay_sockets_open',
    help: 'Open client WebSockets',
    registers,
    collect() {
      this.set(source.sockets());
    },
  });
  new Gauge({
    name: 'relay_subscriptions',
    help: 'Topics followed, summed over the open sockets',
    registers,
    collect() {
      this.set(source.subscriptions());
    },
  });
  new Gauge({
    name: 'relay_mailbox_bytes',
    help: 'Bytes the mailbox holds (in Redis: the whole shared mailbox)',
    registers,
    async collect() {
      const bytes = await source.backends.mailbox.bytes();
      if (bytes.isOk()) this.set(bytes.value);
    },
  });
  const { backends } = source;
  return createOps({
    metrics,
    checks:
      backends.kind === 'redis'
        ? [
            {
              name: 'redis',
              probe: async () => {
                if (!(await backends.healthy())) throw new Error('Redis did not answer');
              },
            },
          ]
        : [],
    ...(options.metricsAccess === undefined ? {} : { metricsAccess: options.metricsAccess }),
    ...(options.readiness === undefined ? {} : { readiness: options.readiness }),
  });
}
