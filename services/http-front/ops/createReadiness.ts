import type { Scheduler } from '../../../ports/index.js';

/** One dependency `/readyz` asks about: the database, Redis, a chain's node… */
export interface ReadinessCheck {
  /** Its name in the answer (`database`, `redis`, `chain:eip155:1`): never a URL or a secret. */
  readonly name: string;
  /** Resolves when the dependency answers; rejects (or never settles) when it does not. */
  readonly probe: () => Promise<unknown>;
}

export type CheckState = 'ok' | 'failed';

/** The body of `/readyz` (200 when `ok`, 503 when `unavailable`): names and states only, never error text. */
export interface Readiness {
  readonly status: 'ok' | 'unavailable';
  readonly checks: Readonly<Record<string, CheckState>>;
}

export interface ReadinessOptions {
  /** A check that has not answered by then counts as failed. Default 2 s. */
  readonly timeoutMs?: number;
  /** Default: the system's timers (unref'd, so a probe in flight never holds the process). */
  readonly scheduler?: Pick<Scheduler, 'setTimeout'>;
}

export const DEFAULT_READINESS_TIMEOUT_MS = 2_000;

const systemTimeout: Pick<Scheduler, 'setTimeout'> = {
  setTimeout(callback, ms) {
    const timer = setTimeout(callback, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** 'ok' when the probe resolves before the timeout, 'failed' when it rejects, throws or is late. */
const settle = (check: ReadinessCheck, timeoutMs: number, scheduler: Pick<Scheduler, 'setTimeout'>) =>
  new Promise<CheckState>((resolve) => {
    const cancel = scheduler.setTimeout(() => resolve('failed'), timeoutMs);
    const done = (state: CheckState) => {
      cancel();
      resolve(state);
    };
    try {
      check.probe().then(
        () => done('ok'),
        () => done('failed'),
      );
    } catch {
      done('failed');
    }
  });

/**
 * Runs every check at once, each bounded by `timeoutMs`. Concurrent calls share the run under way, so a flood
 * of probes asks each dependency once at a time.
 */
export function createReadiness(checks: readonly ReadinessCheck[], options: ReadinessOptions = {}) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_READINESS_TIMEOUT_MS;
  const scheduler = options.scheduler ?? systemTimeout;
  let running: Promise<Readiness> | undefined;
  const run = async (): Promise<Readiness> => {
    const states = await Promise.all(checks.map((check) => settle(check, timeoutMs, scheduler)));
    const entries = checks.map((check, index) => [check.name, states[index] ?? 'failed'] as const);
    return {
      status: states.every((state) => state === 'ok') ? 'ok' : 'unavailable',
      checks: Object.fromEntries(entries),
    };
  };
  return (): Promise<Readiness> => {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  };
}
