import type { ResultAsync } from 'neverthrow';
import type { Logger } from '../../../ports/index.js';
import type { LatestRun } from './latestRun.js';

/** How a transaction run (a send, a swap) ended: the flow store shows it (status and error). */
export type RunOutcome<E> = { readonly status: 'success' } | { readonly status: 'failed'; readonly error: E };

export interface SettleRunArgs<E extends { readonly message: string }> {
  readonly runs: LatestRun;
  readonly run: number;
  readonly logger: Logger;
  /** What ran, for the log ('send failed'). */
  readonly name: string;
  /** The flow store's action that shows the end (called in one MobX action, only while `run` is the latest). */
  readonly end: (outcome: RunOutcome<E>) => void;
  /** Reports the outcome (analytics): no message on success, the error's message on failure. */
  readonly report: (message?: string) => void;
}

/**
 * The end of a transaction run (a send, a swap): once `result` settles, and only while `run` is still the
 * latest, the store is told the outcome through `end` ('success', or 'failed' with the error), a failure is
 * logged, and the outcome reported. A superseded run changes nothing; its result is passed on as it is.
 */
export function settleRun<T, E extends { readonly message: string }>(
  result: ResultAsync<T, E>,
  args: SettleRunArgs<E>,
): ResultAsync<T, E> {
  const { runs, run, end } = args;
  return result
    .map((value) => {
      if (runs.apply(run, () => end({ status: 'success' }))) args.report();
      return value;
    })
    .mapErr((error) => {
      if (runs.apply(run, () => end({ status: 'failed', error }))) {
        args.logger.warn(`${args.name} failed`, { error });
        args.report(error.message);
      }
      return error;
    });
}
