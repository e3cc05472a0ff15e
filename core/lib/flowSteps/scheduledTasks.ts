import type { Cancel, Scheduler } from '../../../ports/index.js';

/** A flow's timers on the Scheduler port, all cancelled at once when the flow moves on. */
export interface ScheduledTasks {
  /** Cancels every task, then runs `task` once after `delayMs`: typing that pauses this long runs it once. */
  debounce(task: () => void, delayMs: number): void;
  /** Runs `task` once after `delayMs`. */
  after(task: () => void, delayMs: number): void;
  /** Runs `task` every `intervalMs`. */
  repeat(task: () => void, intervalMs: number): void;
  /** Cancels every task scheduled so far. */
  cancelAll(): void;
}

/** The timers of one flow store (debounced quotes and lookups, polling, time-outs). */
export function createScheduledTasks(scheduler: Scheduler): ScheduledTasks {
  let cancels: Cancel[] = [];
  const cancelAll = () => {
    const pending = cancels;
    cancels = [];
    for (const cancel of pending) cancel();
  };
  const after = (task: () => void, delayMs: number) => {
    cancels.push(scheduler.setTimeout(task, delayMs));
  };
  return {
    debounce: (task, delayMs) => {
      cancelAll();
      after(task, delayMs);
    },
    after,
    repeat: (task, intervalMs) => {
      cancels.push(scheduler.setInterval(task, intervalMs));
    },
    cancelAll,
  };
}
