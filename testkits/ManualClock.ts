import type { Cancel, Clock, Scheduler } from '../ports/index.js';

interface Timer {
  readonly id: number;
  due: number;
  readonly every: number | undefined;
  readonly callback: () => void;
}

/** Drains pending promise callbacks so async code reacts to a fired timer before time moves on. */
export async function flushMicrotasks(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}

/**
 * A deterministic Clock + Scheduler: time moves only when a test advances it, and timers fire in
 * due order (ties in creation order).
 */
export class ManualClock implements Clock, Scheduler {
  #now: number;
  #nextId = 1;
  readonly #timers = new Map<number, Timer>();

  constructor(start = Date.UTC(2026, 0, 1)) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  setTimeout(callback: () => void, ms: number): Cancel {
    return this.#add(callback, ms, undefined);
  }

  setInterval(callback: () => void, ms: number): Cancel {
    return this.#add(callback, ms, Math.max(1, ms));
  }

  /** Number of timers waiting to fire. */
  get pending(): number {
    return this.#timers.size;
  }

  /** Moves time forward synchronously, firing every timer that falls due on the way. */
  advance(ms: number): void {
    const target = this.#now + Math.max(0, ms);
    for (let timer = this.#nextDue(target); timer; timer = this.#nextDue(target)) {
      this.#now = Math.max(this.#now, timer.due);
      this.#fire(timer);
    }
    this.#now = target;
  }

  /** Like advance, but lets promise callbacks run after each timer (for async services). */
  async advanceAsync(ms: number): Promise<void> {
    const target = this.#now + Math.max(0, ms);
    await flushMicrotasks();
    for (let timer = this.#nextDue(target); timer; timer = this.#nextDue(target)) {
      this.#now = Math.max(this.#now, timer.due);
      this.#fire(timer);
      await flushMicrotasks();
    }
    this.#now = target;
    await flushMicrotasks();
  }

  /** Runs timers until none is left (intervals excluded), at most `limit` firings. */
  async runAllAsync(limit = 1000): Promise<void> {
    for (let fired = 0; fired < limit; fired++) {
      await flushMicrotasks();
      const next = [...this.#timers.values()].filter((t) => t.every === undefined).sort(byDue)[0];
      if (!next) return;
      await this.advanceAsync(next.due - this.#now);
    }
    throw new Error(`ManualClock.runAllAsync: more than ${limit} timers fired`);
  }

  #add(callback: () => void, ms: number, every: number | undefined): Cancel {
    const id = this.#nextId++;
    this.#timers.set(id, { id, due: this.#now + Math.max(0, ms), every, callback });
    return () => {
      this.#timers.delete(id);
    };
  }

  #nextDue(target: number): Timer | undefined {
    let best: Timer | undefined;
    for (const timer of this.#timers.values()) {
      if (timer.due <= target && (!best || byDue(timer, best) < 0)) best = timer;
    }
    return best;
  }

  #fire(timer: Timer): void {
    if (timer.every === undefined) this.#timers.delete(timer.id);
    else timer.due += timer.every;
    timer.callback();
  }
}

const byDue = (a: Timer, b: Timer): number => a.due - b.due || a.id - b.id;
