import { autorun, observable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { LatestRun } from './latestRun.js';

describe('LatestRun', () => {
  it('applies only the latest run, in one action', () => {
    const runs = new LatestRun();
    const state = observable({ a: 0, b: 0 });
    const seen: string[] = [];
    autorun(() => seen.push(`${state.a}/${state.b}`));
    const first = runs.next();
    const second = runs.next();
    expect([runs.current, runs.isCurrent(first), runs.isCurrent(second)]).toEqual([2, false, true]);
    expect(runs.apply(first, () => (state.a = 9))).toBe(false);
    expect(
      runs.apply(second, () => {
        state.a = 1;
        state.b = 2;
      }),
    ).toBe(true);
    expect(seen).toEqual(['0/0', '1/2']);
  });
});

describe('LatestRun signals', () => {
  it("aborts a run's requests once a later run starts; a superseded run's signal is aborted from the start", () => {
    const runs = new LatestRun();
    const first = runs.next();
    const signal = runs.signal(first);
    expect(runs.signal(first)).toBe(signal);
    expect(signal.aborted).toBe(false);
    const second = runs.next();
    expect(signal.aborted).toBe(true);
    expect(runs.signal(first).aborted).toBe(true);
    expect(runs.signal(second).aborted).toBe(false);
  });
});
