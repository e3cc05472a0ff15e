import { describe, expect, it } from 'vitest';
import { flushMicrotasks, ManualClock } from '../../testkits/ManualClock.js';
import { MemoryLogger } from '../../testkits/MemoryLogger.js';
import { EmbeddedSessionRules, SESSION_RULES_RETRY_DELAYS_MS } from './EmbeddedSessionRules.js';

/** `outcomes`: how each fetch ends, in order (true: it arrived); the last one repeats. */
const setup = (outcomes: readonly boolean[]) => {
  const clock = new ManualClock();
  let calls = 0;
  const rules = new EmbeddedSessionRules({
    load: () => {
      const ok = outcomes[Math.min(calls, outcomes.length - 1)];
      calls += 1;
      return ok ? Promise.resolve() : Promise.reject(new Error('chunk failed'));
    },
    scheduler: clock,
    logger: new MemoryLogger(),
  });
  return { clock, rules, calls: () => calls };
};

describe("fetching a connected embedded wallet's session rules", () => {
  it('a failed fetch is tried again after 1 s and 3 s on the scheduler, and counts once it arrives', async () => {
    const { clock, rules, calls } = setup([false, false, true]);
    rules.load();
    await flushMicrotasks();
    expect(rules.state).toEqual({ status: 'loading', attempt: 0 });
    expect(calls()).toBe(1);
    await clock.advanceAsync((SESSION_RULES_RETRY_DELAYS_MS[0] ?? 0) - 1);
    expect(calls()).toBe(1);
    await clock.advanceAsync(1);
    expect(calls()).toBe(2);
    await clock.advanceAsync(SESSION_RULES_RETRY_DELAYS_MS[1] ?? 0);
    expect(calls()).toBe(3);
    expect(rules.state).toEqual({ status: 'ready' });
    expect(clock.pending).toBe(0);
  });

  it('after three failures: the catalogue error, no more tries until Try again', async () => {
    const { clock, rules, calls } = setup([false, false, false, true]);
    rules.load();
    await clock.advanceAsync(10_000);
    expect(calls()).toBe(3);
    expect(rules.state.status).toBe('failed');
    if (rules.state.status !== 'failed') throw new Error('failed expected');
    expect(rules.state.error.code).toBe('EMBEDDED_SESSION_UNAVAILABLE');
    expect(rules.state.error.message).toBe("The embedded wallet's session could not be loaded");
    await clock.advanceAsync(60_000);
    expect(calls()).toBe(3);
    rules.load(); // a second connect does not hide the failure either: only Try again starts over
    expect(calls()).toBe(3);
    rules.retry();
    await flushMicrotasks();
    expect(calls()).toBe(4);
    expect(rules.state).toEqual({ status: 'ready' });
  });

  it('a disconnect stops the retries; a late answer changes nothing', async () => {
    const { clock, rules, calls } = setup([false]);
    rules.load();
    await flushMicrotasks();
    rules.reset();
    await clock.advanceAsync(10_000);
    expect(calls()).toBe(1);
    expect(rules.state).toEqual({ status: 'idle' });
    expect(clock.pending).toBe(0);
  });
});
