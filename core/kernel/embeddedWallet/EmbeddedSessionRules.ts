import type { Cancel, Scheduler } from '../../../ports/index.js';

/** After a failed fetch of the session rules, the next tries wait this long (then the failure is shown). */
export const SESSION_RULES_RETRY_DELAYS_MS: readonly number[] = [1_000, 3_000];

/**
 * The rules of a connected embedded wallet's session (SPEC §4, §5: signing requests aborted on close, refused calls
 * said, balances read after an approved transaction) come with the e-mail flow's code, fetched once an embedded
 * wallet connects. `loadWithRetries` fetches it; a failure is tried again after 1 s and 3 s on the scheduler, and
 * after the third `onFailed` gets the cause (the core records FRAME_DEPENDENCY_LOAD_FAILED, which Account shows
 * with Try again) — never a session silently without its rules. The returned function stops the tries.
 */
export const loadWithRetries = (
  load: () => Promise<unknown>,
  scheduler: Scheduler,
  onFailed: (cause: unknown) => void,
): Cancel => {
  let stopped = false;
  let timer: Cancel | undefined;
  const attempt = (n: number): unknown =>
    load().catch((cause: unknown) => {
      const delay = SESSION_RULES_RETRY_DELAYS_MS[n];
      if (stopped) return;
      if (delay === undefined) onFailed(cause);
      else timer = scheduler.setTimeout(() => attempt(n + 1), delay);
    });
  attempt(0);
  return () => {
    stopped = true;
    timer?.();
  };
};
