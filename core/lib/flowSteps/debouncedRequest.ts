import type { ResultAsync } from 'neverthrow';
import type { Scheduler } from '../../../ports/index.js';
import { LatestRun } from './latestRun.js';
import { createScheduledTasks, type ScheduledTasks } from './scheduledTasks.js';

/** Where the answer of a request goes (each applied in one MobX action, only while it is the latest). */
export interface RequestOutcome<T, E> {
  readonly ok: (value: T) => void;
  readonly err: (error: E) => void;
}

/**
 * A request asked once input pauses (a quote, a name lookup): a new `schedule` or `cancel` supersedes the
 * earlier one — its timer is cancelled, its request aborted through the signal, its late answer dropped.
 */
export class DebouncedRequest {
  readonly #runs: LatestRun;
  readonly #tasks: ScheduledTasks;

  constructor(scheduler: Scheduler, runs: LatestRun = new LatestRun()) {
    this.#runs = runs;
    this.#tasks = createScheduledTasks(scheduler);
  }

  /** Drops what was scheduled or asked so far; gives the new run. */
  cancel(): number {
    this.#tasks.cancelAll();
    return this.#runs.next();
  }

  /** After `delayMs`, asks `request` (with its abort signal) and hands its answer to `outcome`. */
  schedule<T, E>(
    delayMs: number,
    request: (signal: AbortSignal) => ResultAsync<T, E>,
    outcome: RequestOutcome<T, E>,
  ): void {
    const run = this.cancel();
    this.#tasks.after(() => {
      void request(this.#runs.signal(run)).match(
        (value) => this.#runs.apply(run, () => outcome.ok(value)),
        (error) => this.#runs.apply(run, () => outcome.err(error)),
      );
    }, delayMs);
  }
}
