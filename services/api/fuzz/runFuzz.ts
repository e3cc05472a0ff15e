import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { type FuzzRequest, type FuzzTargets, requestArbitrary } from './requestArbitrary.js';

export interface FuzzOptions {
  readonly seed: number;
  /** Requests to send. */
  readonly runs: number;
  readonly targets?: FuzzTargets;
}

export interface FuzzReport {
  readonly seed: number;
  /** Requests answered, by status. */
  readonly statuses: Readonly<Record<number, number>>;
  /** Requests the inject client itself refused to build (not sent). */
  readonly unsent: number;
  /** The first request answered with a 5xx (shrunk by fast-check), with its answer. */
  readonly failure?: { readonly request: FuzzRequest; readonly status: number; readonly body: string };
}

/**
 * Sends `runs` generated requests (requestArbitrary, seeded) through the app and checks that none is
 * answered with a 5xx; on a 5xx fast-check shrinks the request to a small one that still fails.
 */
export const runFuzz = async (app: FastifyInstance, options: FuzzOptions): Promise<FuzzReport> => {
  const statuses: Record<number, number> = {};
  let unsent = 0;
  let failure: FuzzReport['failure'];
  const send = async (request: FuzzRequest) => {
    try {
      return await app.inject(request);
    } catch {
      unsent++;
      return undefined;
    }
  };
  const details = await fc.check(
    fc.asyncProperty(requestArbitrary(options.targets), async (request) => {
      const response = await send(request);
      if (response === undefined) return true;
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
      if (response.statusCode < 500) return true;
      failure = { request, status: response.statusCode, body: response.body.slice(0, 500) };
      return false;
    }),
    { seed: options.seed, numRuns: options.runs, endOnFailure: false },
  );
  return {
    seed: options.seed,
    statuses,
    unsent,
    ...(details.failed && failure !== undefined ? { failure } : {}),
  };
};
