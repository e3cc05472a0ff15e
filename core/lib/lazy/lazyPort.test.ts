import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { later, laterResult, loadOnce } from './index.js';

interface Port {
  readonly name: string;
  greet(who: string): Promise<string>;
  count(): Promise<number>;
  check(value: number): ResultAsync<number, { readonly code: 'NEGATIVE' }>;
}

const port = (): Port => ({
  name: 'real',
  greet(who) {
    return Promise.resolve(`${this.name} greets ${who}`);
  },
  count: () => Promise.resolve(1),
  check: (value) => (value < 0 ? errAsync({ code: 'NEGATIVE' }) : okAsync(value)),
});

describe('later', () => {
  it('forwards only the keys it is given, loading nothing before the first call, with the real object as `this`', async () => {
    let loads = 0;
    const real = loadOnce(() => {
      loads += 1;
      return Promise.resolve(port());
    });
    const forwarded = later(real, ['greet']);
    expect(Object.keys(forwarded)).toEqual(['greet']);
    expect(loads).toBe(0);
    expect(await forwarded.greet('you')).toBe('real greets you');
    expect(loads).toBe(1);
  });

  it("rejects with the load's failure (the port's failure, mapped in the load), and loads again on the next call", async () => {
    let attempt = 0;
    const real = loadOnce((): Promise<Port> => {
      attempt += 1;
      return attempt === 1
        ? Promise.reject(new TypeError('Failed to fetch')).catch((cause: unknown) => {
            throw new RangeError('port failure', { cause });
          })
        : Promise.resolve(port());
    });
    const forwarded = later(real, ['count']);
    await expect(forwarded.count()).rejects.toBeInstanceOf(RangeError);
    expect(await forwarded.count()).toBe(1);
    expect(attempt).toBe(2);
  });
});

describe('laterResult', () => {
  const failure = (cause: unknown) => ({ code: 'LOAD_FAILED' as const, cause });

  it("gives the call's own answer, ok or its typed error, once loaded", async () => {
    const onReal = laterResult(
      loadOnce(() => Promise.resolve(port())),
      failure,
    );
    expect((await onReal((real) => real.check(2)))._unsafeUnwrap()).toBe(2);
    expect((await onReal((real) => real.check(-1)))._unsafeUnwrapErr()).toEqual({ code: 'NEGATIVE' });
  });

  it('is the typed load failure while the code cannot be fetched, and loads again on the next call', async () => {
    let attempt = 0;
    const cause = new TypeError('Failed to fetch');
    const onReal = laterResult(
      loadOnce(() => {
        attempt += 1;
        return attempt === 1 ? Promise.reject(cause) : Promise.resolve(port());
      }),
      failure,
    );
    expect((await onReal((real) => real.check(2)))._unsafeUnwrapErr()).toEqual({
      code: 'LOAD_FAILED',
      cause,
    });
    expect((await onReal((real) => real.check(3)))._unsafeUnwrap()).toBe(3);
    expect(attempt).toBe(2);
  });
});
