import { describe, expect, it } from 'vitest';
import { flushMicrotasks, ManualClock } from '../../../testkits/ManualClock.js';
import { MemoryLogger } from '../../../testkits/MemoryLogger.js';
import { MemoryStorage } from '../../../testkits/MemoryStorage.js';
import { latchError } from '../../lib/errors/index.js';
import { SafeStorage } from '../../lib/storage/index.js';
import { loadWithRetries, SESSION_RULES_RETRY_DELAYS_MS } from './EmbeddedSessionRules.js';
import { EmbeddedUserStore } from './EmbeddedUserStore.js';

/** `outcomes`: how each fetch ends, in order (true: it arrived); the last one repeats. */
const setup = (outcomes: readonly boolean[]) => {
  const clock = new ManualClock();
  let calls = 0;
  const failures: unknown[] = [];
  const load = () => {
    const ok = outcomes[Math.min(calls, outcomes.length - 1)];
    calls += 1;
    return ok ? Promise.resolve() : Promise.reject(new Error('chunk failed'));
  };
  const start = () => loadWithRetries(load, clock, (cause) => failures.push(cause));
  return { clock, start, failures, calls: () => calls };
};

describe("fetching a connected embedded wallet's session rules", () => {
  it('a failed fetch is tried again after 1 s and 3 s on the scheduler, and ends once it arrives', async () => {
    const { clock, start, calls, failures } = setup([false, false, true]);
    start();
    await flushMicrotasks();
    expect(calls()).toBe(1);
    await clock.advanceAsync((SESSION_RULES_RETRY_DELAYS_MS[0] ?? 0) - 1);
    expect(calls()).toBe(1);
    await clock.advanceAsync(1);
    expect(calls()).toBe(2);
    await clock.advanceAsync(SESSION_RULES_RETRY_DELAYS_MS[1] ?? 0);
    expect(calls()).toBe(3);
    expect(failures).toEqual([]);
    expect(clock.pending).toBe(0);
  });

  it('after three failures it says so once and tries no more', async () => {
    const { clock, start, calls, failures } = setup([false]);
    start();
    await clock.advanceAsync(60_000);
    expect(calls()).toBe(3);
    expect(failures).toHaveLength(1);
    expect(clock.pending).toBe(0);
  });

  it('stopped (a disconnect): the retry waiting is dropped, a late failure says nothing', async () => {
    const { clock, start, calls, failures } = setup([false]);
    const stop = start();
    await flushMicrotasks();
    stop();
    await clock.advanceAsync(10_000);
    expect(calls()).toBe(1);
    expect(failures).toEqual([]);
    expect(clock.pending).toBe(0);
  });

  it('the store keeps the failure for Account; Try again clears it and runs the retry; disconnect forgets it', async () => {
    const user = new EmbeddedUserStore(new SafeStorage(new MemoryStorage(), new MemoryLogger()));
    let retried = 0;
    user.failSession(latchError('FRAME_DEPENDENCY_LOAD_FAILED'), () => {
      retried += 1;
    });
    expect(user.sessionError?.message).toBe('Unable to load email login dependency');
    user.retrySession();
    expect(retried).toBe(1);
    expect(user.sessionError).toBeUndefined();
    user.failSession(latchError('FRAME_DEPENDENCY_LOAD_FAILED'), () => undefined);
    await user.clear();
    expect(user.sessionError).toBeUndefined();
  });
});
