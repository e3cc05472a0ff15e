/** How the supervisor restarts a service that crashed. */
export interface RestartPolicy {
  /** Wait before the first restart; each further crash within the window doubles it. */
  readonly initialDelayMs: number;
  /** The longest wait between a crash and the restart. */
  readonly maxDelayMs: number;
  /** This many crashes within `windowMs` and the supervisor gives up (stops the whole stack). */
  readonly maxCrashes: number;
  readonly windowMs: number;
}

/** 0.5 s, 1 s, 2 s … up to 30 s; the 8th crash within 10 minutes stops the stack. */
export const DEFAULT_RESTART_POLICY: RestartPolicy = Object.freeze({
  initialDelayMs: 500,
  maxDelayMs: 30_000,
  maxCrashes: 8,
  windowMs: 10 * 60_000,
});

export type CrashDecision =
  | { readonly action: 'restart'; readonly delayMs: number; readonly crashes: number }
  | { readonly action: 'give-up'; readonly crashes: number };

/**
 * The crash history of one service: `crashed(now)` records a crash and says whether to restart (after how
 * long: exponential back-off over the crashes still in the window, capped) or to give up. A service that stays
 * up for a whole window starts again from the first delay.
 */
export function createCrashTracker(policy: RestartPolicy = DEFAULT_RESTART_POLICY) {
  const crashes: number[] = [];
  return {
    crashed(now: number): CrashDecision {
      crashes.push(now);
      while (crashes.length > 0 && (crashes[0] ?? now) <= now - policy.windowMs) crashes.shift();
      const count = crashes.length;
      if (count >= policy.maxCrashes) return { action: 'give-up', crashes: count };
      const delayMs = Math.min(policy.initialDelayMs * 2 ** (count - 1), policy.maxDelayMs);
      return { action: 'restart', delayMs, crashes: count };
    },
  };
}

/** 500 → '0.5 s', 30000 → '30 s'. */
export const seconds = (ms: number): string => `${Number((ms / 1000).toFixed(2))} s`;
