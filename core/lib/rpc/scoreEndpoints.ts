import { FALLBACK_WEIGHTS } from './constants.js';

/** One ping of one endpoint. */
export interface EndpointSample {
  readonly success: boolean;
  readonly latencyMs: number;
}

export interface EndpointHistory {
  readonly url: string;
  readonly samples: readonly EndpointSample[];
}

export interface ScoreWeights {
  readonly stability: number;
  readonly latency: number;
}

export interface EndpointScore {
  readonly url: string;
  /** Share of successful pings, 0..1. */
  readonly stability: number;
  /** 1 - mean latency / largest latency seen across all endpoints, 0..1 (fastest best). */
  readonly latency: number;
  /** weights.stability · stability + weights.latency · latency; 0 for an endpoint that never answered. */
  readonly score: number;
}

const mean = (values: readonly number[]): number =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Scores endpoints from their ping history (SPEC §9: stability 0.7, latency 0.3), in input order.
 * Latencies are normalised by the largest sample of all endpoints; when every latency is 0 all get a
 * latency score of 1. An endpoint with no successful ping (or no sample) scores 0, as in viem.
 */
export function scoreEndpoints(
  histories: readonly EndpointHistory[],
  weights: ScoreWeights = FALLBACK_WEIGHTS,
): EndpointScore[] {
  const maxLatency = Math.max(0, ...histories.flatMap((history) => history.samples.map((s) => s.latencyMs)));
  return histories.map(({ url, samples }) => {
    if (samples.length === 0) return { url, stability: 0, latency: 0, score: 0 };
    const stability = mean(samples.map((sample) => (sample.success ? 1 : 0)));
    const latency = maxLatency === 0 ? 1 : 1 - mean(samples.map((sample) => sample.latencyMs)) / maxLatency;
    const score = stability === 0 ? 0 : weights.stability * stability + weights.latency * latency;
    return { url, stability, latency, score };
  });
}
