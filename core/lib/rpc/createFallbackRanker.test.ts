import fc from 'fast-check';
import { err, ok, ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { endpointHealthTimelinesArb, endpointUrlsArb } from '../../../testkits/arbitraries/rpc.js';
import { ManualClock } from '../../../testkits/ManualClock.js';
import { createFallbackRanker, type EndpointPing } from './createFallbackRanker.js';
import { type EndpointSample, scoreEndpoints } from './scoreEndpoints.js';

const T0 = 1_000_000;

/** A ping that answers after `latencyMs`, with success or failure, as `script` says for the round. */
const scriptedPing =
  (clock: ManualClock, script: (url: string, round: number) => EndpointSample | 'hang'): EndpointPing =>
  (url) => {
    const sample = script(url, Math.floor((clock.now() - T0) / 4000));
    return new ResultAsync(
      new Promise((resolve) => {
        if (sample === 'hang') return;
        clock.setTimeout(() => resolve(sample.success ? ok(true) : err('down')), sample.latencyMs);
      }),
    );
  };

/** The ranking expected from samples as the ranker sees them (slow answers time out at 1000 ms). */
const expectedRanking = (urls: readonly string[], seen: Map<string, EndpointSample[]>): string[] => {
  const scores = scoreEndpoints(urls.map((url) => ({ url, samples: seen.get(url) ?? [] })));
  return scores
    .map((score, index) => ({ score, index }))
    .sort((a, b) => b.score.score - a.score.score || a.index - b.index)
    .map(({ score }) => score.url);
};

describe('createFallbackRanker', () => {
  it('ranks endpoints by the score of their last 10 pings', async () => {
    const scenario = endpointUrlsArb(1, 5).chain((urls) =>
      fc.record({
        urls: fc.constant(urls),
        rounds: fc.integer({ min: 1, max: 13 }),
        timelines: endpointHealthTimelinesArb(urls, 13),
      }),
    );
    await fc.assert(
      fc.asyncProperty(scenario, async ({ urls, rounds, timelines }) => {
        const clock = new ManualClock(T0);
        const ping = scriptedPing(clock, (url, round) => timelines.get(url)?.[round] ?? 'hang');
        const ranker = createFallbackRanker({ urls, ping, scheduler: clock, clock });
        expect(ranker.ranked()).toEqual(urls);
        ranker.start();
        await clock.advanceAsync(4000 * (rounds - 1) + 1000);
        ranker.stop();
        const seen = new Map(
          urls.map((url) => [
            url,
            (timelines.get(url) ?? []).slice(Math.max(0, rounds - 10), rounds).map((s) => ({
              success: s.success && s.latencyMs < 1000,
              latencyMs: Math.min(s.latencyMs, 1000),
            })),
          ]),
        );
        expect(ranker.ranked()).toEqual(expectedRanking(urls, seen));
        expect(ranker.scores()).toEqual(
          scoreEndpoints(urls.map((url) => ({ url, samples: seen.get(url) ?? [] }))),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('pings every 4000 ms once started (twice is harmless) and not after stop', async () => {
    const clock = new ManualClock(T0);
    const pings: string[] = [];
    const ping: EndpointPing = (url) => {
      pings.push(`${url}@${clock.now() - T0}`);
      return new ResultAsync(Promise.resolve(ok(true)));
    };
    const ranker = createFallbackRanker({ urls: ['a', 'b'], ping, scheduler: clock, clock });
    ranker.start();
    ranker.start();
    await clock.advanceAsync(8000);
    ranker.stop();
    await clock.advanceAsync(8000);
    expect(pings).toEqual(['a@0', 'b@0', 'a@4000', 'b@4000', 'a@8000', 'b@8000']);
    expect(clock.pending).toBe(0);
  });

  it('counts hanging, throwing and rejecting pings as failures', async () => {
    const clock = new ManualClock(T0);
    const ping: EndpointPing = (url) => {
      if (url === 'throws') throw new Error('sync');
      if (url === 'rejects') return new ResultAsync(Promise.reject(new Error('async')));
      if (url === 'hangs') return new ResultAsync(new Promise(() => {}));
      return new ResultAsync(new Promise((resolve) => clock.setTimeout(() => resolve(ok(true)), 300)));
    };
    const ranker = createFallbackRanker({
      urls: ['hangs', 'throws', 'rejects', 'good'],
      ping,
      scheduler: clock,
      clock,
    });
    ranker.start();
    await clock.advanceAsync(1000);
    ranker.stop();
    expect(ranker.ranked()[0]).toBe('good');
    expect(ranker.scores().map((s) => s.stability)).toEqual([0, 0, 0, 1]);
    expect(ranker.scores()[3]?.latency).toBeCloseTo(0.7, 12);
  });

  it('skips a round while the previous one is still running', async () => {
    const clock = new ManualClock(T0);
    let calls = 0;
    const ping: EndpointPing = () => {
      calls++;
      return new ResultAsync(new Promise(() => {}));
    };
    const ranker = createFallbackRanker({
      urls: ['u'],
      ping,
      scheduler: clock,
      clock,
      intervalMs: 100,
      timeoutMs: 250,
    });
    ranker.start();
    await clock.advanceAsync(299);
    expect(calls).toBe(1);
    await clock.advanceAsync(1);
    ranker.stop();
    expect(calls).toBe(2);
  });
});
