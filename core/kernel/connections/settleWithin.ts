import type { Cancel, Scheduler } from '../../../ports/index.js';

/** How a piece of work ended when given a deadline. */
export type Settled<T> =
  | { readonly kind: 'fulfilled'; readonly value: T }
  | { readonly kind: 'rejected'; readonly reason: unknown }
  | { readonly kind: 'timedOut' };

/**
 * Waits for `work` at most `ms` on the scheduler. Never rejects; the timer is cancelled as soon as the work
 * settles, so nothing is left scheduled.
 */
export const settleWithin = <T>(work: Promise<T>, ms: number, scheduler: Scheduler): Promise<Settled<T>> =>
  new Promise((resolve) => {
    let done = false;
    let cancel: Cancel | undefined;
    const finish = (settled: Settled<T>): void => {
      if (done) return;
      done = true;
      cancel?.();
      resolve(settled);
    };
    cancel = scheduler.setTimeout(() => finish({ kind: 'timedOut' }), ms);
    work.then(
      (value) => finish({ kind: 'fulfilled', value }),
      (reason: unknown) => finish({ kind: 'rejected', reason }),
    );
  });
