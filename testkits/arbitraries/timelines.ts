import fc from 'fast-check';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Clock, Scheduler } from '../../ports/index.js';

/* ----------------------------------------------------------------------------------------------------
 * Cache timelines: arbitrary sequences of time steps, fetches with scripted outcomes, and invalidations.
 * -------------------------------------------------------------------------------------------------- */

/**
 * How a scripted load ends: 'ok' (ResultAsync Ok), 'okPromise' (resolved promise), 'err' (ResultAsync
 * Err), 'reject' (rejected promise), 'throw' (synchronous throw), 'undefined' (promise of undefined).
 */
export type LoadOutcome = 'ok' | 'okPromise' | 'err' | 'reject' | 'throw' | 'undefined';

export const LOAD_OUTCOMES: readonly LoadOutcome[] = [
  'ok',
  'okPromise',
  'err',
  'reject',
  'throw',
  'undefined',
];

export type CacheStep =
  | { readonly kind: 'advance'; readonly ms: number }
  | {
      readonly kind: 'fetch';
      readonly key: string;
      readonly outcome: LoadOutcome;
      readonly latencyMs: number;
    }
  | { readonly kind: 'peek'; readonly key: string }
  | { readonly kind: 'set'; readonly key: string }
  | { readonly kind: 'invalidate'; readonly key: string }
  | { readonly kind: 'clear' };

export interface CacheTimelineOptions {
  readonly keys?: readonly string[];
  readonly outcomes?: readonly LoadOutcome[];
  readonly maxAdvanceMs?: number;
  readonly maxLatencyMs?: number;
  /** Durations worth hitting exactly (e.g. ttl - 1, ttl, ttl + 1), mixed into the advances. */
  readonly boundaryMs?: readonly number[];
  readonly maxSteps?: number;
}

/** Arbitrary cache timelines; fetches dominate so keys are often loaded, shared and re-read. */
export function cacheTimeline(options: CacheTimelineOptions = {}): fc.Arbitrary<CacheStep[]> {
  const key = fc.constantFrom(...(options.keys ?? ['a', 'b', 'c']));
  const outcome = fc.constantFrom(...(options.outcomes ?? LOAD_OUTCOMES));
  const maxAdvance = options.maxAdvanceMs ?? 40_000;
  const boundaries = options.boundaryMs ?? [];
  const ms =
    boundaries.length > 0
      ? fc.oneof(fc.integer({ min: 0, max: maxAdvance }), fc.constantFrom(...boundaries))
      : fc.integer({ min: 0, max: maxAdvance });
  const step: fc.Arbitrary<CacheStep> = fc.oneof(
    { weight: 4, arbitrary: ms.map((value) => ({ kind: 'advance', ms: value }) as const) },
    {
      weight: 6,
      arbitrary: fc
        .record({ key, outcome, latencyMs: fc.integer({ min: 0, max: options.maxLatencyMs ?? 5_000 }) })
        .map((fetch) => ({ kind: 'fetch', ...fetch }) as const),
    },
    { weight: 1, arbitrary: key.map((value) => ({ kind: 'peek', key: value }) as const) },
    { weight: 1, arbitrary: key.map((value) => ({ kind: 'set', key: value }) as const) },
    { weight: 1, arbitrary: key.map((value) => ({ kind: 'invalidate', key: value }) as const) },
    { weight: 1, arbitrary: fc.constant({ kind: 'clear' } as const) },
  );
  return fc.array(step, { maxLength: options.maxSteps ?? 40, size: 'medium' });
}

/** A value produced by a scripted load or a `set`, stamped with where and when it was made. */
export interface TimedValue {
  readonly key: string;
  readonly seq: number;
  readonly producedAt: number;
}

/** The typed failure of a scripted 'err' load. */
export interface ScriptedFailure {
  readonly kind: 'ScriptedFailure';
  readonly key: string;
  readonly seq: number;
}

/** What a scripted loader returns: the shapes a query loader may take. */
export type ScriptedLoad = ResultAsync<TimedValue, ScriptedFailure> | PromiseLike<TimedValue | undefined>;

/**
 * A fake data source whose loads settle after a latency on a manual clock. It counts calls and the
 * loads still running per key, so tests can prove de-duplication and that nothing hangs.
 */
export class ScriptedLoaders {
  readonly #clock: Clock & Scheduler;
  #seq = 0;
  readonly calls = new Map<string, number>();
  readonly running = new Map<string, number>();

  constructor(clock: Clock & Scheduler) {
    this.#clock = clock;
  }

  get totalCalls(): number {
    let total = 0;
    for (const count of this.calls.values()) total += count;
    return total;
  }

  /** A value for `key` stamped now (for `set`). */
  value(key: string): TimedValue {
    this.#seq += 1;
    return { key, seq: this.#seq, producedAt: this.#clock.now() };
  }

  /** A loader that, when called, settles with `outcome` after `latencyMs` of clock time. */
  loader(key: string, outcome: LoadOutcome, latencyMs: number): () => ScriptedLoad {
    return () => {
      this.calls.set(key, (this.calls.get(key) ?? 0) + 1);
      this.#seq += 1;
      const seq = this.#seq;
      if (outcome === 'throw') throw new Error(`scripted throw for ${key} #${seq}`);
      this.running.set(key, (this.running.get(key) ?? 0) + 1);
      const done = new Promise<void>((resolve) => {
        this.#clock.setTimeout(() => {
          this.running.set(key, (this.running.get(key) ?? 1) - 1);
          resolve();
        }, latencyMs);
      });
      const made = (): TimedValue => ({ key, seq, producedAt: this.#clock.now() });
      switch (outcome) {
        case 'ok':
          return ResultAsync.fromSafePromise(done).andThen(() => okAsync(made()));
        case 'err':
          return ResultAsync.fromSafePromise(done).andThen(() =>
            errAsync<TimedValue, ScriptedFailure>({ kind: 'ScriptedFailure', key, seq }),
          );
        case 'okPromise':
          return done.then(made);
        case 'undefined':
          return done.then(() => undefined);
        case 'reject':
          return done.then(() => Promise.reject(new Error(`scripted rejection for ${key} #${seq}`)));
      }
    };
  }
}

/* ----------------------------------------------------------------------------------------------------
 * Throttle timelines: time steps, (concurrent) login attempts, reloads and storage trouble.
 * -------------------------------------------------------------------------------------------------- */

export type ThrottleStep =
  | { readonly kind: 'advance'; readonly ms: number }
  | { readonly kind: 'attempt'; readonly concurrent: number }
  | { readonly kind: 'check' }
  | { readonly kind: 'reload' };

export interface ThrottleTimelineOptions {
  readonly maxAdvanceMs?: number;
  /** Durations worth hitting exactly (e.g. cooldown - 1, cooldown, cooldown + 1). */
  readonly boundaryMs?: readonly number[];
  readonly maxConcurrent?: number;
  readonly maxSteps?: number;
}

/** Arbitrary throttle timelines; a reload stands for a new throttle instance on the same storage. */
export function throttleTimeline(options: ThrottleTimelineOptions = {}): fc.Arbitrary<ThrottleStep[]> {
  const maxAdvance = options.maxAdvanceMs ?? 45_000;
  const boundaries = options.boundaryMs ?? [];
  const ms =
    boundaries.length > 0
      ? fc.oneof(fc.integer({ min: 0, max: maxAdvance }), fc.constantFrom(...boundaries))
      : fc.integer({ min: 0, max: maxAdvance });
  const step: fc.Arbitrary<ThrottleStep> = fc.oneof(
    { weight: 4, arbitrary: ms.map((value) => ({ kind: 'advance', ms: value }) as const) },
    {
      weight: 4,
      arbitrary: fc
        .integer({ min: 1, max: options.maxConcurrent ?? 3 })
        .map((concurrent) => ({ kind: 'attempt', concurrent }) as const),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'check' } as const) },
    { weight: 1, arbitrary: fc.constant({ kind: 'reload' } as const) },
  );
  return fc.array(step, { maxLength: options.maxSteps ?? 30, size: 'medium' });
}

/**
 * Raw strings a storage may hold for a stored timestamp near `now`: garbage, wrong shapes, other
 * versions, non-finite or far-future numbers, and well-formed envelopes with any time.
 */
export function storedTimeRaw(now: number, version = 1): fc.Arbitrary<string> {
  const time = fc.oneof(
    fc.integer({ min: -120_000, max: 120_000 }).map((offset) => now + offset),
    fc.double(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, now + 1e12),
  );
  const data = fc.oneof(time, fc.string(), fc.constant(null), fc.array(fc.integer(), { maxLength: 2 }));
  return fc.oneof(
    fc.string(),
    time.map((value) => JSON.stringify({ v: version, d: value })),
    fc.record({ v: fc.integer({ min: 0, max: 3 }), d: data }).map((value) => JSON.stringify(value)),
    fc.constantFrom('{"v":1,"d":"NaN"}', '{"v":1}', 'null', '[]', '{"v":1,"d":1e400}'),
  );
}
