import { describe, expect, it } from 'vitest';
import { ManualClock } from './ManualClock.js';

describe('ManualClock', () => {
  it('fires timeouts in due order and only when due', () => {
    const clock = new ManualClock(0);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('b'), 20);
    clock.setTimeout(() => fired.push('a'), 10);
    clock.advance(9);
    expect(fired).toEqual([]);
    clock.advance(11);
    expect(fired).toEqual(['a', 'b']);
    expect(clock.now()).toBe(20);
  });

  it('repeats intervals and stops them on cancel', () => {
    const clock = new ManualClock(0);
    let count = 0;
    const cancel = clock.setInterval(() => count++, 100);
    clock.advance(350);
    expect(count).toBe(3);
    cancel();
    clock.advance(1000);
    expect(count).toBe(3);
    expect(clock.pending).toBe(0);
  });

  it('lets promise callbacks run between timers when advancing asynchronously', async () => {
    const clock = new ManualClock(0);
    const seen: number[] = [];
    const wait = (ms: number) => new Promise<void>((resolve) => clock.setTimeout(resolve, ms));
    void (async () => {
      await wait(10);
      seen.push(clock.now());
      await wait(10);
      seen.push(clock.now());
    })();
    await clock.advanceAsync(25);
    expect(seen).toEqual([10, 20]);
  });

  it('runs every pending timeout with runAllAsync', async () => {
    const clock = new ManualClock(0);
    let done = false;
    clock.setTimeout(() => clock.setTimeout(() => (done = true), 5_000), 1_000);
    await clock.runAllAsync();
    expect(done).toBe(true);
    expect(clock.now()).toBe(6_000);
  });
});

describe('ManualClock.runAllAsync', () => {
  it('finds timers that are set only after pending promise callbacks run', async () => {
    const clock = new ManualClock(0);
    let done = false;
    void Promise.resolve().then(() => clock.setTimeout(() => (done = true), 50));
    await clock.runAllAsync();
    expect(done).toBe(true);
    expect(clock.now()).toBe(50);
  });
});
