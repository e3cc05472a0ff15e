import { err, ok, type Result, ResultAsync } from 'neverthrow';
import { type LatchError, latchError } from '../errors/index.js';

/**
 * What a loader may return: a ResultAsync (typed failures) or a plain promise (failures are rejections).
 * Undefined data is accepted by the type and turned into QUERY_DATA_UNDEFINED.
 */
export type QueryLoader<V, E> = () => ResultAsync<V | undefined, E> | PromiseLike<V | undefined>;

/**
 * Failures the cache adds to a loader's own error type: the loader produced `undefined`
 * (SPEC §8 "Query returning undefined data is an error"), or it threw / rejected.
 */
export type QueryLoadError = LatchError<'QUERY_DATA_UNDEFINED'> | LatchError<'INTERNAL_SDK_ERROR'>;

const describe = (cause: unknown): string => {
  if (cause instanceof Error) return cause.message;
  try {
    return String(cause);
  } catch {
    return 'unknown failure';
  }
};

const internal = (cause: unknown): LatchError<'INTERNAL_SDK_ERROR'> =>
  latchError('INTERNAL_SDK_ERROR', {
    params: { message: describe(cause) },
    details: 'query loader threw or rejected',
    cause,
  });

const defined = <V, E>(value: V | undefined): Result<V, E | QueryLoadError> =>
  value === undefined ? err(latchError('QUERY_DATA_UNDEFINED')) : ok(value);

/**
 * Runs a loader once and turns every way it can end into a Result: a synchronous throw or a rejection
 * becomes INTERNAL_SDK_ERROR (with the cause), undefined data becomes QUERY_DATA_UNDEFINED, and a
 * ResultAsync's own error is kept as is. The returned ResultAsync never rejects.
 */
export function runQueryLoader<V, E>(loader: QueryLoader<V, E>): ResultAsync<V, E | QueryLoadError> {
  let produced: ReturnType<QueryLoader<V, E>>;
  try {
    produced = loader();
  } catch (cause) {
    return new ResultAsync(Promise.resolve(err(internal(cause))));
  }
  const settled: Promise<Result<V, E | QueryLoadError>> =
    produced instanceof ResultAsync
      ? Promise.resolve(
          produced.then(
            (result) => (result.isOk() ? defined<V, E>(result.value) : err(result.error)),
            (cause: unknown) => err(internal(cause)),
          ),
        )
      : Promise.resolve(produced).then(
          (value) => defined<V, E>(value),
          (cause: unknown) => err(internal(cause)),
        );
  return new ResultAsync(settled);
}
