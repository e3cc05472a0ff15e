import { runInAction } from 'mobx';

/**
 * The runs of one flow (a quote, a preview, a send…): each new run supersedes the earlier ones, whose late
 * results are dropped and whose requests are aborted (`signal`). One counter per kind of run a store keeps apart.
 */
export class LatestRun {
  #current = 0;
  #abort: AbortController | undefined;

  /** The number of the latest run. */
  get current(): number {
    return this.#current;
  }

  /** Starts a run, superseding every earlier one (their requests are aborted); gives its number. */
  next(): number {
    this.#abort?.abort();
    this.#abort = undefined;
    this.#current += 1;
    return this.#current;
  }

  isCurrent(run: number): boolean {
    return run === this.#current;
  }

  /**
   * The signal that goes with a request of `run`: it aborts once a later run starts (the user moved on or left
   * the view), so the request is cancelled where the adapter can; a superseded run's signal is already aborted.
   */
  signal(run: number): AbortSignal {
    if (run !== this.#current) return AbortSignal.abort();
    this.#abort ??= new AbortController();
    return this.#abort.signal;
  }

  /** Applies a result of `run` in one MobX action, only while no later run started; true when applied. */
  apply(run: number, change: () => void): boolean {
    if (run !== this.#current) return false;
    runInAction(change);
    return true;
  }
}
