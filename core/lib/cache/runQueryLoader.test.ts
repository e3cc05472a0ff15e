import fc from 'fast-check';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { isLatchError } from '../errors/index.js';
import { type QueryLoader, runQueryLoader } from './runQueryLoader.js';

describe('runQueryLoader', () => {
  it('passes a ResultAsync through, Ok and Err alike', async () => {
    expect((await runQueryLoader(() => okAsync(5))).isOk()).toBe(true);
    const failed = await runQueryLoader<number, string>(() => errAsync('boom'));
    expect(failed._unsafeUnwrapErr()).toBe('boom');
  });

  it('wraps a plain promise', async () => {
    expect((await runQueryLoader(() => Promise.resolve('x')))._unsafeUnwrap()).toBe('x');
  });

  it("turns undefined data into QUERY_DATA_UNDEFINED: 'Query data cannot be undefined'", async () => {
    for (const loader of [() => Promise.resolve(undefined), () => okAsync(undefined)]) {
      const error = (await runQueryLoader<string, never>(loader))._unsafeUnwrapErr();
      expect(isLatchError(error, 'QUERY_DATA_UNDEFINED')).toBe(true);
      expect(error instanceof Error && error.message).toBe('Query data cannot be undefined');
    }
  });

  it('turns a synchronous throw into INTERNAL_SDK_ERROR with the cause', async () => {
    const cause = new Error('kaput');
    const error = (
      await runQueryLoader<string, never>(() => {
        throw cause;
      })
    )._unsafeUnwrapErr();
    expect(isLatchError(error, 'INTERNAL_SDK_ERROR')).toBe(true);
    expect(error.message).toBe('An internal error occurred: kaput');
    expect(error.cause).toBe(cause);
  });

  it('turns a rejection (of a promise or of a ResultAsync) into INTERNAL_SDK_ERROR', async () => {
    const rejectedPromise = await runQueryLoader<string, never>(() => Promise.reject('nope'));
    expect(rejectedPromise._unsafeUnwrapErr().message).toBe('An internal error occurred: nope');
    const broken = new ResultAsync<string, never>(Promise.reject(new Error('inner')));
    const rejectedResult = await runQueryLoader<string, never>(() => broken);
    expect(rejectedResult._unsafeUnwrapErr().message).toBe('An internal error occurred: inner');
  });

  it('describes causes that cannot be turned into text', async () => {
    const error = (
      await runQueryLoader<string, never>(() => Promise.reject(Object.create(null)))
    )._unsafeUnwrapErr();
    expect(error.message).toBe('An internal error occurred: unknown failure');
  });

  it('never rejects, whatever the loader throws, rejects or resolves with', async () => {
    const thrown = fc.oneof(
      fc.anything(),
      fc.string().map((message) => new Error(message)),
    );
    const shape = fc.oneof(
      thrown.map((cause) => (): ReturnType<QueryLoader<unknown, never>> => {
        throw cause;
      }),
      thrown.map((cause) => () => Promise.reject(cause)),
      fc.anything().map((value) => () => Promise.resolve(value)),
      fc.anything().map((value) => () => okAsync(value)),
    );
    await fc.assert(
      fc.asyncProperty(shape, async (loader) => {
        const result = await runQueryLoader(loader);
        if (result.isOk()) expect(result.value).not.toBeUndefined();
        else expect(isLatchError(result.error)).toBe(true);
      }),
    );
  });
});
