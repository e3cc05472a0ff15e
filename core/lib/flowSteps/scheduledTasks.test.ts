import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../testkits/ManualClock.js';
import { createScheduledTasks } from './scheduledTasks.js';

describe('createScheduledTasks', () => {
  it('debounces: only the last task scheduled within the delay runs', () => {
    const clock = new ManualClock();
    const tasks = createScheduledTasks(clock);
    const ran: string[] = [];
    tasks.debounce(() => ran.push('a'), 500);
    clock.advance(499);
    tasks.debounce(() => ran.push('b'), 500);
    clock.advance(499);
    expect(ran).toEqual([]);
    clock.advance(1);
    expect(ran).toEqual(['b']);
  });

  it('repeats and times out until everything is cancelled at once', () => {
    const clock = new ManualClock();
    const tasks = createScheduledTasks(clock);
    let ticks = 0;
    let timedOut = false;
    tasks.repeat(() => ticks++, 100);
    tasks.after(() => {
      timedOut = true;
    }, 1_000);
    clock.advance(350);
    expect([ticks, timedOut, clock.pending]).toEqual([3, false, 2]);
    tasks.cancelAll();
    clock.advance(5_000);
    expect([ticks, timedOut, clock.pending]).toEqual([3, false, 0]);
  });
});
