interface Waiter<T> {
  readonly resolve: (value: T) => void;
  readonly reject: (reason: unknown) => void;
}

export interface LatestAttempt<T> {
  /**
   * Starts a new attempt, superseding any running one. Resolves (or rejects) with the outcome of the newest
   * attempt: callers of superseded attempts are still waiting and hear that outcome too. `isCurrent` tells
   * the attempt whether it is still the newest (to skip side effects once it is not).
   */
  run(start: (isCurrent: () => boolean) => Promise<T>): Promise<T>;
}

/**
 * Attempts where only the newest counts (a WalletConnect pairing re-issued after its URI expired or was
 * abandoned): a superseded attempt's own outcome is handed to `onSuperseded` (to release it), never to a
 * caller, so a connect never settles twice nor with a pairing nobody shows any more.
 */
export function createLatestAttempt<T>(
  onSuperseded: (outcome: PromiseSettledResult<T>) => void,
): LatestAttempt<T> {
  let current: symbol | undefined;
  let waiting: Waiter<T>[] = [];

  const settle = (token: symbol, outcome: PromiseSettledResult<T>) => {
    if (token !== current) {
      onSuperseded(outcome);
      return;
    }
    current = undefined;
    const waiters = waiting;
    waiting = [];
    for (const waiter of waiters) {
      if (outcome.status === 'fulfilled') waiter.resolve(outcome.value);
      else waiter.reject(outcome.reason);
    }
  };

  return {
    run(start) {
      const token = Symbol('attempt');
      current = token;
      const result = new Promise<T>((resolve, reject) => {
        waiting.push({ resolve, reject });
      });
      Promise.resolve()
        .then(() => start(() => current === token))
        .then(
          (value) => settle(token, { status: 'fulfilled', value }),
          (reason: unknown) => settle(token, { status: 'rejected', reason }),
        );
      return result;
    },
  };
}
