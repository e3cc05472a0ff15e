import autocannon from 'autocannon';

/** One line of the bench table: a route's latency and throughput under load. */
export interface RouteFigures {
  readonly name: string;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requestsPerSecond: number;
  readonly errors: number;
}

/** Concurrent connections of every run. */
const CONNECTIONS = 10;

/**
 * Loads a route with autocannon over 10 connections and returns its figures. `load` says what to send and
 * for how long: a url and a duration in seconds, or an amount of requests with their own bodies.
 */
export async function measureRoute(name: string, load: autocannon.Options): Promise<RouteFigures> {
  const result = await autocannon({ connections: CONNECTIONS, ...load });
  return {
    name,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

const percentile = (sorted: readonly number[], p: number): number =>
  Math.round((sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) * 100) / 100;

/** The figures of timed samples (ms) taken one by one over `seconds`: p50, p99 and the rate. */
export const sampleFigures = (
  name: string,
  samples: readonly number[],
  seconds: number,
  errors: number,
): RouteFigures => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    name,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    requestsPerSecond: seconds > 0 ? Math.round(samples.length / seconds) : 0,
    errors,
  };
};
