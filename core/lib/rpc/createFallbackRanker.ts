import type { ResultAsync } from 'neverthrow';
import type { Cancel, Clock, Scheduler } from '../../../ports/index.js';
import {
  FALLBACK_PING_INTERVAL_MS,
  FALLBACK_PING_TIMEOUT_MS,
  FALLBACK_SAMPLE_COUNT,
  FALLBACK_WEIGHTS,
} from './constants.js';
import {
  type EndpointSample,
  type EndpointScore,
  type ScoreWeights,
  scoreEndpoints,
} from './scoreEndpoints.js';

/** Pings one endpoint; any Ok counts as a success (see createNetListeningPing). */
export type EndpointPing = (url: string) => ResultAsync<unknown, unknown>;

export interface FallbackRankerOptions {
  readonly urls: readonly string[];
  readonly ping: EndpointPing;
  readonly scheduler: Scheduler;
  readonly clock: Clock;
  /** Between two rounds of pings (default 4000 ms). */
  readonly intervalMs?: number;
  /** A ping slower than this is a failure (default 1000 ms). */
  readonly timeoutMs?: number;
  /** Samples kept per endpoint (default 10). */
  readonly sampleCount?: number;
  /** Default stability 0.7, latency 0.3. */
  readonly weights?: ScoreWeights;
}

export interface FallbackRanker {
  /** Pings every endpoint now and then every interval; calling it twice is harmless. */
  start(): void;
  /** Stops pinging (samples are kept). */
  stop(): void;
  /** Endpoints best first; the configured order until the first round has finished (ties keep it). */
  ranked(): readonly string[];
  /** The latest scores, in configured order. */
  scores(): readonly EndpointScore[];
}

/** Ranks RPC endpoints by periodic pings: score = 0.7 · stability + 0.3 · latency score. */
export function createFallbackRanker(options: FallbackRankerOptions): FallbackRanker {
  const { urls, ping, scheduler, clock } = options;
  const intervalMs = options.intervalMs ?? FALLBACK_PING_INTERVAL_MS;
  const timeoutMs = options.timeoutMs ?? FALLBACK_PING_TIMEOUT_MS;
  const sampleCount = Math.max(1, options.sampleCount ?? FALLBACK_SAMPLE_COUNT);
  const weights = options.weights ?? FALLBACK_WEIGHTS;
  const samples = new Map<string, EndpointSample[]>(urls.map((url) => [url, []]));
  let order: readonly string[] = [...urls];
  let latest: readonly EndpointScore[] = scoreEndpoints(
    urls.map((url) => ({ url, samples: [] })),
    weights,
  );
  let cancelInterval: Cancel | undefined;
  let sampling = false;

  const pingOnce = (url: string): Promise<boolean> =>
    new Promise<boolean>((resolve) => {
      const cancel = scheduler.setTimeout(() => resolve(false), timeoutMs);
      const done = (success: boolean): void => {
        cancel();
        resolve(success);
      };
      try {
        ping(url).then(
          (result) => done(result.isOk()),
          () => done(false),
        );
      } catch {
        done(false);
      }
    });

  const measure = async (url: string): Promise<EndpointSample> => {
    const started = clock.now();
    const success = await pingOnce(url);
    return { success, latencyMs: Math.max(0, clock.now() - started) };
  };

  const sampleRound = async (): Promise<void> => {
    if (sampling) return;
    sampling = true;
    const round = await Promise.all(urls.map(measure));
    sampling = false;
    urls.forEach((url, index) => {
      const list = samples.get(url);
      const sample = round[index];
      if (!list || !sample) return;
      list.push(sample);
      if (list.length > sampleCount) list.splice(0, list.length - sampleCount);
    });
    latest = scoreEndpoints(
      urls.map((url) => ({ url, samples: samples.get(url) ?? [] })),
      weights,
    );
    order = latest
      .map((score, index) => ({ score, index }))
      .sort((a, b) => b.score.score - a.score.score || a.index - b.index)
      .map(({ score }) => score.url);
  };

  return {
    start() {
      if (cancelInterval) return;
      cancelInterval = scheduler.setInterval(() => void sampleRound(), intervalMs);
      void sampleRound();
    },
    stop() {
      cancelInterval?.();
      cancelInterval = undefined;
    },
    ranked: () => order,
    scores: () => latest,
  };
}
