import { type Result, ResultAsync } from 'neverthrow';
import type { Scheduler } from '../../../ports/index.js';

export interface RetryInfo<E> {
  /** 0 for the first retry. */
  readonly retry: number;
  readonly delayMs: number;
  readonly error: E;
}

export interface RetryWithBackoffOptions<E> {
  readonly scheduler: Scheduler;
  /** Wait before the first retry; the n-th retry (from 0) waits baseMs · 2^n. */
  readonly baseMs: number;
  /** Longest wait (default: no cap). */
  readonly maxMs?: number;
  /** Retries after the first attempt. */
  readonly retries: number;
  readonly shouldRetry: (error: E) => boolean;
  /** A wait the server asked for (Retry-After, ms): used instead of the backoff when defined. */
  readonly retryAfterMs?: (error: E) => number | undefined;
  /** Told before each wait. */
  readonly onRetry?: (info: RetryInfo<E>) => void;
}

/** The backoff wait before retry `n` (from 0): baseMs · 2^n, at most maxMs. */
export const backoffDelay = (n: number, baseMs: number, maxMs = Number.POSITIVE_INFINITY): number =>
  Math.min(baseMs * 2 ** n, maxMs);

/**
 * Runs `task`, and again after a wait while it fails with an error `shouldRetry` accepts, at most
 * `retries` more times. The wait is the server's Retry-After when given, else exponential backoff;
 * both capped at maxMs. Timers go through the Scheduler port. Ends with the last result (a task
 * must not reject: a rejection propagates as is).
 */
export function retryWithBackoff<T, E>(
  task: () => ResultAsync<T, E>,
  options: RetryWithBackoffOptions<E>,
): ResultAsync<T, E> {
  const { scheduler, baseMs, maxMs, retries, shouldRetry, retryAfterMs, onRetry } = options;
  const wait = (ms: number) => new Promise<void>((resolve) => scheduler.setTimeout(resolve, ms));

  const run = async (): Promise<Result<T, E>> => {
    for (let retry = 0; ; retry++) {
      const result = await task();
      if (result.isOk() || retry >= retries || !shouldRetry(result.error)) return result;
      const asked = retryAfterMs?.(result.error);
      const delayMs = Math.min(asked ?? backoffDelay(retry, baseMs), maxMs ?? Number.POSITIVE_INFINITY);
      onRetry?.({ retry, delayMs, error: result.error });
      await wait(delayMs);
    }
  };
  return new ResultAsync(run());
}
