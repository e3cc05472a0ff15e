import { describe, expect, it } from 'vitest';
import { createLatestAttempt } from './createLatestAttempt.js';

const deferred = <T>() => {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};

describe('createLatestAttempt', () => {
  it('a single attempt settles its caller with its own outcome', async () => {
    const attempts = createLatestAttempt<number>(() => undefined);
    expect(await attempts.run(async () => 1)).toBe(1);
    await expect(
      attempts.run(async () => {
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await expect(
      attempts.run(() => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
  });

  it('superseded callers get the newest outcome; the superseded outcome goes to onSuperseded', async () => {
    const superseded: PromiseSettledResult<string>[] = [];
    const attempts = createLatestAttempt<string>((outcome) => superseded.push(outcome));
    const first = deferred<string>();
    const second = deferred<string>();
    const current: (() => boolean)[] = [];
    const a = attempts.run((isCurrent) => {
      current.push(isCurrent);
      return first.promise;
    });
    const b = attempts.run((isCurrent) => {
      current.push(isCurrent);
      return second.promise;
    });
    first.resolve('stale session');
    await Promise.resolve();
    expect(current.map((isCurrent) => isCurrent())).toEqual([false, true]);
    second.resolve('fresh session');
    expect(await Promise.all([a, b])).toEqual(['fresh session', 'fresh session']);
    expect(current[1]?.()).toBe(false);
    expect(superseded).toEqual([{ status: 'fulfilled', value: 'stale session' }]);

    const third = deferred<string>();
    const fourth = deferred<string>();
    const c = attempts.run(() => third.promise);
    const d = attempts.run(() => fourth.promise);
    fourth.reject({ code: 5000 });
    await expect(c).rejects.toEqual({ code: 5000 });
    await expect(d).rejects.toEqual({ code: 5000 });
    third.reject(new Error('expired'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(superseded.at(-1)).toMatchObject({ status: 'rejected' });
  });
});
