import type { Scheduler } from '../../ports/index.js';

/** The longest a service's stop may take on SIGTERM / SIGINT before it exits anyway (with 1). */
export const DEFAULT_STOP_DEADLINE_MS = 8_000;

/** The part of `process` a service main stops through (tests pass their own). */
export interface SignalSource {
  once(signal: 'SIGTERM' | 'SIGINT', listener: (signal: NodeJS.Signals) => void): unknown;
  exit(code: number): void;
}

export interface StopOnSignalOptions {
  /** Its name in the log lines (`relay: SIGTERM, stopping`). */
  readonly name: string;
  /** Stops accepting, drains what is in flight, closes sockets and stores; resolves when done. */
  readonly stop: () => Promise<void>;
  /** Default DEFAULT_STOP_DEADLINE_MS (below the supervisor's 10 s grace). */
  readonly deadlineMs?: number;
  readonly log?: (line: string) => void;
  /** Default `process`. */
  readonly signals?: SignalSource;
  /** Default: the system's timers (unref'd). */
  readonly scheduler?: Pick<Scheduler, 'setTimeout'>;
}

const systemTimeout: Pick<Scheduler, 'setTimeout'> = {
  setTimeout(callback, ms) {
    const timer = setTimeout(callback, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/**
 * The one shutdown of every service main: on the first SIGTERM or SIGINT it runs `stop` and exits 0 once it
 * resolves, 1 when it rejects or outlasts `deadlineMs`. A second signal changes nothing.
 */
export function stopOnSignal(options: StopOnSignalOptions): void {
  const signals = options.signals ?? process;
  const scheduler = options.scheduler ?? systemTimeout;
  const log = options.log ?? ((line: string) => console.log(line));
  const deadlineMs = options.deadlineMs ?? DEFAULT_STOP_DEADLINE_MS;
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${options.name}: ${signal}, stopping`);
    let done = false;
    const finish = (code: number, line?: string) => {
      if (done) return;
      done = true;
      if (line !== undefined) log(line);
      signals.exit(code);
    };
    const cancel = scheduler.setTimeout(
      () => finish(1, `${options.name}: not stopped within ${deadlineMs} ms, exiting`),
      deadlineMs,
    );
    options.stop().then(
      () => {
        cancel();
        finish(0);
      },
      (error: unknown) => {
        cancel();
        finish(1, `${options.name}: stop failed: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  };
  signals.once('SIGTERM', onSignal);
  signals.once('SIGINT', onSignal);
}
