import { Counter, Histogram, Registry } from 'prom-client';

/** The route label of a request no route matched: one label for every unknown path. */
export const UNMATCHED_ROUTE = 'unmatched';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Methods beyond the usual ones share one label, so no request can add label values. */
const methodLabel = (method: string | undefined) =>
  method !== undefined && METHODS.has(method) ? method : 'OTHER';

/** One service instance's metrics: its own Registry (never prom-client's global one). */
export interface ServiceMetrics {
  readonly registry: Registry;
  /**
   * Counts a finished request under its route template (`/v1/balance`, `/items/:id`; never the raw URL) or
   * UNMATCHED_ROUTE, with its method and status, and its duration.
   */
  observeRequest(route: string, method: string | undefined, status: number, seconds: number): void;
}

/** `http_requests_total{route,method,status}` and `http_request_duration_seconds{route}`, in a new Registry. */
export function createServiceMetrics(): ServiceMetrics {
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route template, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route template',
    labelNames: ['route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return {
    registry,
    observeRequest(route, method, status, seconds) {
      requests.inc({ route, method: methodLabel(method), status: String(status) });
      duration.observe({ route }, seconds);
    },
  };
}
