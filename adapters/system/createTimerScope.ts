import type { Cancel, Clock, Scheduler } from '../../ports/index.js';

/** A Scheduler whose timers all end with it. */
export interface TimerScope extends Clock, Scheduler {
  /** Timers still waiting (timeouts not yet fired, intervals not cancelled). */
  readonly pending: number;
  /** Cancels every waiting timer; timers asked for afterwards are refused (never fire). */
  dispose(): void;
}

/**
 * The timers of one Latch instance over the host's (`createSystemClock`): every timeout and interval it starts is
 * tracked until it fires or is cancelled, so `dispose` stops whatever a service left running.
 */
export function createTimerScope(inner: Clock & Scheduler): TimerScope {
  const live = new Set<Cancel>();
  let disposed = false;

  const track = (start: (done: () => void) => Cancel): Cancel => {
    if (disposed) return () => undefined;
    let cancelInner: Cancel | undefined;
    const cancel: Cancel = () => {
      live.delete(cancel);
      cancelInner?.();
    };
    live.add(cancel);
    cancelInner = start(() => live.delete(cancel));
    return cancel;
  };

  return {
    now: () => inner.now(),
    setTimeout: (callback, ms) =>
      track((done) =>
        inner.setTimeout(() => {
          done();
          callback();
        }, ms),
      ),
    setInterval: (callback, ms) => track(() => inner.setInterval(callback, ms)),
    get pending() {
      return live.size;
    },
    dispose() {
      disposed = true;
      for (const cancel of [...live]) cancel();
    },
  };
}
