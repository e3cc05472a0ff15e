import type { ResultAsync } from 'neverthrow';
import type { Logger } from '../../ports/index.js';
import type { LatestRun } from './latestRun.js';

export interface SettleRunArgs<T, E extends { readonly message: string }> {
  readonly runs: LatestRun;
  readonly run: number;
  readonly logger: Logger;
  /** What ran, for the log ('send failed'). */
  readonly name: string;
  /** The end state of a success (applied in one MobX action). */
  readonly succeeded: (value: T) => void;
  /** The end state of a failure (applied in one MobX action). */
  readonly failed: (error: E) => void;
  /** Reports the outcome (analytics): no message on success, the error's message on failure. */
  readonly report: (message?: string) => void;
}

/**
 * The end of a transaction run (a send, a swap): once `result` settles, and only while `run` is still the
 * latest, the success or failure is applied, a failure is logged, and the outcome reported. A superseded run
 * changes nothing; its result is passed on as it is.
 */
export function settleRun<T, E extends { readonly message: string }>(
  result: ResultAsync<T, E>,
  args: SettleRunArgs<T, E>,
): ResultAsync<T, E> {
  const { runs, run } = args;
  return result
    .map((value) => {
      if (runs.apply(run, () => args.succeeded(value))) args.report();
      return value;
    })
    .mapErr((error) => {
      if (runs.apply(run, () => args.failed(error))) {
        args.logger.warn(`${args.name} failed`, { error });
        args.report(error.message);
      }
      return error;
    });
}
