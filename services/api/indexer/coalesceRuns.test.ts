import { describe, expect, it } from 'vitest';
import { coalesceRuns } from './coalesceRuns.js';

/** A task whose runs the test finishes by hand. */
const manualTask = () => {
  const finishers: ((failure?: Error) => void)[] = [];
  let started = 0;
  const task = () =>
    new Promise<void>((resolve, reject) => {
      started++;
      finishers.push((failure) => (failure === undefined ? resolve() : reject(failure)));
    });
  return {
    task,
    started: () => started,
    finish: (index: number, failure?: Error) => finishers[index]?.(failure),
  };
};

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('coalesceRuns', () => {
  it('answers every call with a run that started after it, and never overlaps runs', async () => {
    const manual = manualTask();
    const run = coalesceRuns(manual.task);
    const first = run();
    expect(manual.started()).toBe(1);
    const second = run();
    const third = run();
    expect(second).toBe(third);
    await settled();
    expect(manual.started()).toBe(1);
    manual.finish(0);
    await first;
    await settled();
    expect(manual.started()).toBe(2);
    const fourth = run();
    expect(fourth).not.toBe(second);
    manual.finish(1);
    await second;
    await settled();
    expect(manual.started()).toBe(3);
    manual.finish(2);
    await fourth;
    expect(manual.started()).toBe(3);
  });

  it('passes a run failure to its callers only, and goes on', async () => {
    const manual = manualTask();
    const run = coalesceRuns(manual.task);
    const failing = run();
    const next = run();
    manual.finish(0, new Error('node down'));
    await expect(failing).rejects.toThrow('node down');
    await settled();
    manual.finish(1);
    await expect(next).resolves.toBeUndefined();
    const later = run();
    manual.finish(2);
    await expect(later).resolves.toBeUndefined();
  });
});
