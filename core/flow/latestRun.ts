import { runInAction } from 'mobx';

/**
 * The runs of one flow (a quote, a preview, a send…): each new run supersedes the earlier ones, whose late
 * results are dropped. One counter per kind of run a store keeps apart.
 */
export class LatestRun {
  #current = 0;

  /** The number of the latest run. */
  get current(): number {
    return this.#current;
  }

  /** Starts a run, superseding every earlier one; gives its number. */
  next(): number {
    this.#current += 1;
    return this.#current;
  }

  isCurrent(run: number): boolean {
    return run === this.#current;
  }

  /** Applies a result of `run` in one MobX action, only while no later run started; true when applied. */
  apply(run: number, change: () => void): boolean {
    if (run !== this.#current) return false;
    runInAction(change);
    return true;
  }
}
