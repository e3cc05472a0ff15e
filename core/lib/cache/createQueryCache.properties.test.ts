import fc from 'fast-check';
import type { Result } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  type CacheStep,
  cacheTimeline,
  type ScriptedFailure,
  ScriptedLoaders,
  type TimedValue,
} from '../../../testkits/arbitraries/timelines.js';
import { flushMicrotasks, ManualClock } from '../../../testkits/index.js';
import { createQueryCache } from './createQueryCache.js';
import type { QueryLoadError } from './runQueryLoader.js';

const TTL = 1_000;
type Outcome = Result<TimedValue, ScriptedFailure | QueryLoadError>;
type Held =
  | { readonly kind: 'value'; readonly value: TimedValue; readonly at: number }
  | {
      readonly kind: 'failure';
      readonly error: unknown;
      readonly at: number;
    };

/** What a reference model of the cache expects for one key. */
interface KeyModel {
  epoch: number;
  held: Held | undefined;
  flight: { readonly epoch: number; readonly results: Outcome[] } | undefined;
}

/**
 * Runs a timeline against the cache and a small reference model side by side and checks, at every
 * step, that the loader is called exactly when the model says (fresh value, fresh failure or load in
 * flight → no call) and that every answer is the one the model predicts.
 */
async function runTimeline(steps: readonly CacheStep[], failureTtlMs: number): Promise<void> {
  const clock = new ManualClock(0);
  const loaders = new ScriptedLoaders(clock);
  const cache = createQueryCache<string, TimedValue, ScriptedFailure>({ clock, ttlMs: TTL, failureTtlMs });
  const models = new Map<string, KeyModel>();
  const model = (key: string): KeyModel => {
    const found = models.get(key) ?? { epoch: 0, held: undefined, flight: undefined };
    models.set(key, found);
    return found;
  };
  const fresh = (held: Held | undefined): Held | undefined => {
    if (held === undefined) return undefined;
    const age = clock.now() - held.at;
    return age < (held.kind === 'value' ? TTL : failureTtlMs) ? held : undefined;
  };
  const forget = (key: string): void => {
    const m = model(key);
    m.epoch += 1;
    m.held = undefined;
    m.flight = undefined;
  };
  let unsettled = 0;
  const broken: unknown[] = [];

  for (const step of steps) {
    switch (step.kind) {
      case 'advance':
        await clock.advanceAsync(step.ms);
        break;
      case 'fetch': {
        const m = model(step.key);
        const held = fresh(m.held);
        const callsBefore = loaders.calls.get(step.key) ?? 0;
        const answer = cache.fetch(step.key, loaders.loader(step.key, step.outcome, step.latencyMs));
        const called = (loaders.calls.get(step.key) ?? 0) - callsBefore;
        unsettled += 1;
        const sharedFlight = held === undefined ? m.flight : undefined;
        expect(called).toBe(held === undefined && sharedFlight === undefined ? 1 : 0);
        const flight = sharedFlight ?? (held === undefined ? { epoch: m.epoch, results: [] } : undefined);
        if (held === undefined && sharedFlight === undefined) m.flight = flight;
        void answer.then((result) => {
          unsettled -= 1;
          try {
            checkAnswer(result);
          } catch (error) {
            broken.push(error);
          }
        });
        const checkAnswer = (result: Outcome): void => {
          if (held?.kind === 'value') expect(result._unsafeUnwrap()).toBe(held.value);
          if (held?.kind === 'failure') expect(result._unsafeUnwrapErr()).toBe(held.error);
          if (result.isOk()) {
            const age = clock.now() - result.value.producedAt;
            expect(result.value.key).toBe(step.key);
            expect(age >= 0 && age < TTL).toBe(true);
          }
          if (!flight) return;
          // Everyone sharing a load gets the very same answer.
          const first = flight.results[0];
          if (first)
            expect(result.isOk() ? result.value : result.error).toBe(
              first.isOk() ? first.value : first.error,
            );
          flight.results.push(result);
          if (m.flight !== flight || m.epoch !== flight.epoch || flight.results.length > 1) return;
          m.flight = undefined;
          if (result.isOk()) m.held = { kind: 'value', value: result.value, at: clock.now() };
          else
            m.held = failureTtlMs > 0 ? { kind: 'failure', error: result.error, at: clock.now() } : undefined;
        };
        break;
      }
      case 'peek': {
        const held = fresh(model(step.key).held);
        expect(cache.peek(step.key)).toBe(held?.kind === 'value' ? held.value : undefined);
        break;
      }
      case 'set': {
        const value = loaders.value(step.key);
        cache.set(step.key, value);
        forget(step.key);
        model(step.key).held = { kind: 'value', value, at: clock.now() };
        break;
      }
      case 'invalidate':
        cache.invalidate(step.key);
        forget(step.key);
        break;
      case 'clear':
        cache.clear();
        for (const key of models.keys()) forget(key);
        break;
    }
    await flushMicrotasks();
  }
  // No fetch ever hangs: once every scripted load has had its time, every answer has arrived.
  await clock.runAllAsync();
  await flushMicrotasks();
  expect(broken).toEqual([]);
  expect(unsettled).toBe(0);
  for (const running of loaders.running.values()) expect(running).toBe(0);
}

describe('createQueryCache over arbitrary timelines', () => {
  const timeline = cacheTimeline({
    maxAdvanceMs: 2_500,
    maxLatencyMs: 1_500,
    boundaryMs: [TTL - 1, TTL, TTL + 1, 499, 500, 501],
  });

  it('calls the loader exactly when no fresh value, fresh failure or load in flight exists', async () => {
    await fc.assert(
      fc.asyncProperty(timeline, (steps) => runTimeline(steps, 0)),
      { numRuns: 300 },
    );
  });

  it('with negative caching, answers a failed key with the same error until failureTtl has passed', async () => {
    await fc.assert(
      fc.asyncProperty(timeline, (steps) => runTimeline(steps, 500)),
      { numRuns: 300 },
    );
  });
});
