import fc from 'fast-check';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { settleOn } from '../../../testkits/FakeHttpTransport.js';
import { ManualClock } from '../../../testkits/ManualClock.js';
import { DATA_RETRY } from './constants.js';
import { backoffDelay, retryWithBackoff } from './retryWithBackoff.js';

interface Failure {
  readonly retryable: boolean;
  readonly after?: number;
}

/** A task that fails with `failures` in turn, then succeeds; records when it ran. */
const scripted = (clock: ManualClock, failures: readonly Failure[]) => {
  const runs: number[] = [];
  const task = (): ResultAsync<string, Failure> => {
    const failure = failures[runs.length];
    runs.push(clock.now());
    return failure ? errAsync(failure) : okAsync('done');
  };
  return { runs, task };
};

const gaps = (times: readonly number[]): number[] => times.slice(1).map((time, i) => time - (times[i] ?? 0));

describe('retryWithBackoff', () => {
  it('waits 1 s, 2 s, 4 s for the data service and gives up after 3 retries', async () => {
    const clock = new ManualClock(0);
    const { runs, task } = scripted(
      clock,
      Array.from({ length: 5 }, () => ({ retryable: true })),
    );
    const pending = retryWithBackoff(task, {
      ...DATA_RETRY,
      scheduler: clock,
      shouldRetry: (f) => f.retryable,
    });
    const result = await settleOn(clock, pending);
    expect(result.isErr()).toBe(true);
    expect(runs).toEqual([0, 1000, 3000, 7000]);
  });

  it('never retries more than `retries` times and waits base·2^n capped at maxMs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 40_000 }),
        async (failures, retries, baseMs, maxMs) => {
          const clock = new ManualClock(0);
          const { runs, task } = scripted(
            clock,
            Array.from({ length: failures }, () => ({ retryable: true })),
          );
          const delays: number[] = [];
          const pending = retryWithBackoff(task, {
            scheduler: clock,
            baseMs,
            maxMs,
            retries,
            shouldRetry: (f) => f.retryable,
            onRetry: ({ delayMs }) => delays.push(delayMs),
          });
          const result = await settleOn(clock, pending);
          expect(runs).toHaveLength(Math.min(failures, retries) + 1);
          expect(result.isOk()).toBe(failures <= retries);
          const expected = runs.slice(1).map((_, n) => Math.min(baseMs * 2 ** n, maxMs));
          expect(gaps(runs)).toEqual(expected);
          expect(delays).toEqual(expected);
        },
      ),
    );
  });

  it("uses the server's Retry-After instead of the backoff, within maxMs", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: undefined }), {
          minLength: 1,
          maxLength: 3,
        }),
        async (afters) => {
          const clock = new ManualClock(0);
          const failures = afters.map((after) =>
            after === undefined ? { retryable: true } : { retryable: true, after },
          );
          const { runs, task } = scripted(clock, failures);
          const pending = retryWithBackoff(task, {
            ...DATA_RETRY,
            scheduler: clock,
            shouldRetry: (f) => f.retryable,
            retryAfterMs: (f) => f.after,
          });
          expect((await settleOn(clock, pending)).isOk()).toBe(true);
          expect(gaps(runs)).toEqual(
            afters.map((after, n) => Math.min(after ?? DATA_RETRY.baseMs * 2 ** n, DATA_RETRY.maxMs)),
          );
        },
      ),
    );
  });

  it('never retries an error shouldRetry refuses', async () => {
    const clock = new ManualClock(0);
    const { runs, task } = scripted(clock, [{ retryable: false }, { retryable: true }]);
    const result = await retryWithBackoff(task, {
      ...DATA_RETRY,
      scheduler: clock,
      shouldRetry: (f) => f.retryable,
    });
    expect(result.isErr() && result.error).toEqual({ retryable: false });
    expect(runs).toEqual([0]);
    expect(clock.pending).toBe(0);
  });

  it('computes the backoff delay', () => {
    expect([0, 1, 2].map((n) => backoffDelay(n, 150))).toEqual([150, 300, 600]);
    expect([0, 4, 5, 6].map((n) => backoffDelay(n, 1000, 30_000))).toEqual([1000, 16_000, 30_000, 30_000]);
  });
});
