import fc from 'fast-check';
import { ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { flushMicrotasks } from '../../../testkits/index.js';
import { later, laterResult, loadOnce } from './index.js';

type Step = 'call' | 'arrive' | 'fail';

interface Echo {
  echo(id: number): Promise<number>;
}

const LOAD_FAILED = new TypeError('Failed to fetch');

/**
 * Calls and load outcomes in any order, against the model: a call while nothing is loading starts one load; calls
 * made while it is on its way are forwarded in call order once it arrives, or all fail with the load's failure
 * (typed by `toError` for `laterResult`); once loaded, a call is forwarded at once and nothing loads again.
 */
const run = async (kind: 'later' | 'laterResult', steps: readonly Step[]) => {
  let settle: { arrive(): void; fail(): void } | undefined;
  let loads = 0;
  const forwarded: number[] = [];
  const real: Echo = {
    echo: (id) => {
      forwarded.push(id);
      return Promise.resolve(id);
    },
  };
  const load = loadOnce(
    () =>
      new Promise<Echo>((resolve, reject) => {
        loads += 1;
        settle = { arrive: () => resolve(real), fail: () => reject(LOAD_FAILED) };
      }),
  );
  const port = later(load, ['echo']);
  const onReal = laterResult(load, (cause) => ({ code: 'LOAD_FAILED' as const, cause }));
  const outcomes = new Map<number, unknown>();
  const call = (id: number) => {
    if (kind === 'later')
      port.echo(id).then(
        (answer) => outcomes.set(id, answer),
        (failure: unknown) => outcomes.set(id, failure),
      );
    else
      onReal((made) => ResultAsync.fromSafePromise(made.echo(id))).match(
        (answer) => outcomes.set(id, answer),
        (failure) => outcomes.set(id, failure),
      );
  };

  const model = {
    loads: 0,
    loading: false,
    loaded: false,
    waiting: [] as number[],
    forwarded: [] as number[],
  };
  const expected = new Map<number, unknown>();
  const failure = kind === 'later' ? LOAD_FAILED : { code: 'LOAD_FAILED', cause: LOAD_FAILED };
  let next = 0;
  for (const step of steps) {
    if (step === 'call') {
      const id = next++;
      call(id);
      if (model.loaded) {
        model.forwarded.push(id);
        expected.set(id, id);
      } else {
        if (!model.loading) model.loads += 1;
        model.loading = true;
        model.waiting.push(id);
      }
    } else if (model.loading) {
      model.loading = false;
      model.loaded = step === 'arrive';
      for (const id of model.waiting) {
        if (model.loaded) model.forwarded.push(id);
        expected.set(id, model.loaded ? id : failure);
      }
      model.waiting = [];
      if (step === 'arrive') settle?.arrive();
      else settle?.fail();
    }
    await flushMicrotasks();
    expect(loads).toBe(model.loads);
    expect(forwarded).toEqual(model.forwarded);
    expect(outcomes).toEqual(expected);
    expect(load.now()).toBe(model.loaded ? real : undefined);
  }
};

const steps = fc.array(fc.constantFrom<Step>('call', 'call', 'arrive', 'fail'), { maxLength: 30 });

describe('later and laterResult, properties', () => {
  it('later: one load at a time, calls in call order once it arrives, all failed and loaded again after a failure', async () => {
    await fc.assert(fc.asyncProperty(steps, (sequence) => run('later', sequence)));
  });

  it('laterResult: the same, a failed load being its typed error', async () => {
    await fc.assert(fc.asyncProperty(steps, (sequence) => run('laterResult', sequence)));
  });
});
