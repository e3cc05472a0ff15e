import fc from 'fast-check';
import type { StartedFuzzService } from './FuzzService.js';
import { sendWire } from './sendWire.js';
import { serviceRequests } from './serviceRequests.js';
import { encodeRequest, type WireRequest } from './wireRequest.js';

/** The seed of the bounded run in `npm test` (fixed, so a failure replays). */
export const FUZZ_SEED = 20_261_202;
/** Requests per service in `npm test`, and in `npm run fuzz`. */
export const BOUNDED_RUNS = 2_000;
export const LONG_RUNS = 10_000;

export interface FuzzRunOptions {
  readonly seed: number;
  readonly runs: number;
  /** Requests in flight at once. Default 16. */
  readonly concurrency?: number;
  /** How long one request may wait for its answer. Default 40 s (past the front's 30 s request timeout). */
  readonly answerTimeoutMs?: number;
}

export type FuzzRule = '5xx' | 'dropped connection' | 'no answer' | 'server gone' | 'process error';

export interface FuzzFailure {
  readonly rule: FuzzRule;
  /** The request's place in the seeded sequence (undefined for a process error). */
  readonly index?: number;
  readonly request?: WireRequest;
  readonly detail: string;
}

export interface FuzzReport {
  readonly service: string;
  readonly seed: number;
  readonly runs: number;
  /** Answers by status. */
  readonly statuses: Readonly<Record<number, number>>;
  readonly failures: readonly FuzzFailure[];
  /** The health request's status after the run (0: no answer). */
  readonly health: number;
  readonly durationMs: number;
}

const MAX_FAILURES = 20;

/** The seeded requests of a run: the same seed and spec give the same bytes. */
export const fuzzRequests = (service: StartedFuzzService, seed: number, runs: number): WireRequest[] =>
  fc.sample(serviceRequests(service.spec), { seed, numRuns: runs });

/**
 * Sends the seeded requests to a started service over real sockets, `concurrency` at a time, and reports every
 * 5xx, dropped connection, request left unanswered, refused connection (the server stopped listening) and
 * error thrown out to the process while it ran; then asks the health request.
 */
export async function runFuzz(
  name: string,
  service: StartedFuzzService,
  options: FuzzRunOptions,
): Promise<FuzzReport> {
  const started = Date.now();
  const requests = fuzzRequests(service, options.seed, options.runs);
  const timeoutMs = options.answerTimeoutMs ?? 40_000;
  const statuses: Record<number, number> = {};
  const failures: FuzzFailure[] = [];
  const fail = (failure: FuzzFailure) => {
    if (failures.length < MAX_FAILURES) failures.push(failure);
  };
  const processError = (error: unknown) =>
    fail({
      rule: 'process error',
      detail: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  process.on('uncaughtException', processError);
  process.on('unhandledRejection', processError);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < requests.length; index = next++) {
      const request = requests[index] as WireRequest;
      const outcome = await sendWire(service.port, request, timeoutMs);
      if (outcome.kind === 'answered') {
        statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
        if (outcome.status >= 500) fail({ rule: '5xx', index, request, detail: String(outcome.status) });
      } else if (outcome.kind === 'silent') {
        fail({ rule: 'no answer', index, request, detail: `nothing within ${timeoutMs} ms` });
      } else {
        fail({
          rule: outcome.kind === 'refused' ? 'server gone' : 'dropped connection',
          index,
          request,
          detail: outcome.detail,
        });
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: options.concurrency ?? 16 }, worker));
  } finally {
    process.off('uncaughtException', processError);
    process.off('unhandledRejection', processError);
  }
  const health = await sendWire(
    service.port,
    { label: 'health', bytes: encodeRequest({ method: 'GET', target: service.health.target, headers: [] }) },
    10_000,
  );
  return {
    service: name,
    seed: options.seed,
    runs: options.runs,
    statuses,
    failures,
    health: health.kind === 'answered' ? health.status : 0,
    durationMs: Date.now() - started,
  };
}
