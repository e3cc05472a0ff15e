import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../testkits/index.js';
import { type Settled, settleWithin } from './settleWithin.js';

const later = <T>(clock: ManualClock, ms: number, outcome: () => T): Promise<T> =>
  new Promise((resolve, reject) => {
    clock.setTimeout(() => {
      try {
        resolve(outcome());
      } catch (error) {
        reject(error);
      }
    }, ms);
  });

describe('settleWithin', () => {
  it('reports the outcome of work settling before the deadline, and a timeout otherwise', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.boolean(),
        async (workMs, deadline, fails) => {
          const clock = new ManualClock();
          const work = later(clock, workMs, () => {
            if (fails) throw new Error('boom');
            return workMs;
          });
          let result: Settled<number> | undefined;
          void settleWithin(work, deadline, clock).then((settled) => {
            result = settled;
          });
          await clock.runAllAsync();
          if (workMs <= deadline) {
            expect(result?.kind).toBe(fails ? 'rejected' : 'fulfilled');
            if (result?.kind === 'fulfilled') expect(result.value).toBe(workMs);
          } else {
            expect(result).toEqual({ kind: 'timedOut' });
          }
          expect(clock.pending).toBe(0);
        },
      ),
      {
        examples: [
          [3000, 3000, false],
          [3001, 3000, true],
          [0, 1, true],
        ],
      },
    );
  });

  it('cancels its timer once the work settles', async () => {
    const clock = new ManualClock();
    const settled = await settleWithin(Promise.resolve('done'), 3000, clock);
    expect(settled).toEqual({ kind: 'fulfilled', value: 'done' });
    expect(clock.pending).toBe(0);
  });

  it('hands back the rejection reason', async () => {
    const clock = new ManualClock();
    const reason = { code: 4001 };
    expect(await settleWithin(Promise.reject(reason), 10, clock)).toEqual({ kind: 'rejected', reason });
  });
});
