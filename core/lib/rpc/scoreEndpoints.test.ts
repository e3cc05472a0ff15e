import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endpointHistoriesArb } from '../../../testkits/arbitraries/rpc.js';
import { scoreEndpoints } from './scoreEndpoints.js';

describe('scoreEndpoints', () => {
  it('scores 0.7 · stability + 0.3 · (1 - mean latency / max latency)', () => {
    fc.assert(
      fc.property(endpointHistoriesArb(), (histories) => {
        const scores = scoreEndpoints(histories);
        const max = Math.max(0, ...histories.flatMap((h) => h.samples.map((s) => s.latencyMs)));
        expect(scores.map((s) => s.url)).toEqual(histories.map((h) => h.url));
        histories.forEach(({ samples }, i) => {
          const score = scores[i];
          const successes = samples.filter((s) => s.success).length;
          if (successes === 0) {
            expect(score?.score).toBe(0);
            return;
          }
          const stability = successes / samples.length;
          const mean = samples.reduce((sum, s) => sum + s.latencyMs, 0) / samples.length;
          const latency = max === 0 ? 1 : 1 - mean / max;
          expect(score?.stability).toBeCloseTo(stability, 12);
          expect(score?.latency).toBeCloseTo(latency, 12);
          expect(score?.score).toBeCloseTo(0.7 * stability + 0.3 * latency, 12);
          expect(score?.score).toBeGreaterThan(0);
          expect(score?.score).toBeLessThanOrEqual(1 + 1e-12);
        });
      }),
    );
  });

  it('pins an example and honours other weights', () => {
    const histories = [
      {
        url: 'fast',
        samples: [
          { success: true, latencyMs: 100 },
          { success: false, latencyMs: 100 },
        ],
      },
      { url: 'slow', samples: [{ success: true, latencyMs: 400 }] },
      { url: 'dead', samples: [{ success: false, latencyMs: 10 }] },
      { url: 'new', samples: [] },
    ];
    const [fast, slow, dead, fresh] = scoreEndpoints(histories);
    expect(fast).toEqual({ url: 'fast', stability: 0.5, latency: 0.75, score: 0.7 * 0.5 + 0.3 * 0.75 });
    expect(slow).toEqual({ url: 'slow', stability: 1, latency: 0, score: 0.7 });
    expect(dead?.score).toBe(0);
    expect(fresh).toEqual({ url: 'new', stability: 0, latency: 0, score: 0 });
    expect(scoreEndpoints(histories, { stability: 0, latency: 1 })[0]?.score).toBe(0.75);
  });

  it('gives every endpoint a latency score of 1 when all latencies are 0', () => {
    const [only] = scoreEndpoints([{ url: 'u', samples: [{ success: true, latencyMs: 0 }] }]);
    expect(only).toEqual({ url: 'u', stability: 1, latency: 1, score: 1 });
  });
});
