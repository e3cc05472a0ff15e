import type { ResultAsync } from 'neverthrow';
import type { Logger } from '../../../ports/index.js';
import type { LatestRun } from './latestRun.js';

export interface SettleRunArgs<E extends { readonly message: string }> {
  readonly runs: LatestRun;
  readonly run: number;
  readonly logger: Logger;
  /** What ran, for the log ('send failed'). */
  readonly name: string;
  /** The flow store that ends: 'success', or 'failed' with the error (set in one MobX action). */
  readonly flow: { status: string; error: E | undefined };
  /** Reports the outcome (analytics): no message on success, the error's message on failure. */
  readonly report: (message?: string) => void;
}

/**
 * The end of a transaction run (a send, a swap): once `result` settles, and only while `run` is still the
 * latest, the flow ends in 'success' or 'failed' (with the error), a failure is logged, and the outcome reported. A superseded run
 * changes nothing; its result is passed on as it is.
 */
export function settleRun<T, E extends { readonly message: string }>(
  result: ResultAsync<T, E>,
  args: SettleRunArgs<E>,
): ResultAsync<T, E> {
  const { runs, run } = args;
  return result
    .map((value) => {
      const ended = runs.apply(run, () => {
        args.flow.status = 'success';
      });
      if (ended) args.report();
      return value;
    })
    .mapErr((error) => {
      const ended = runs.apply(run, () => {
        args.flow.status = 'failed';
        args.flow.error = error;
      });
      if (ended) {
        args.logger.warn(`${args.name} failed`, { error });
        args.report(error.message);
      }
      return error;
    });
}
