/** Wall-clock time in milliseconds since the Unix epoch. */
export interface Clock {
  now(): number;
}

/** Stops a scheduled callback; calling it twice is harmless. */
export type Cancel = () => void;

/** Timers behind a port, so every service that waits is deterministic under test. */
export interface Scheduler {
  setTimeout(callback: () => void, ms: number): Cancel;
  setInterval(callback: () => void, ms: number): Cancel;
}
