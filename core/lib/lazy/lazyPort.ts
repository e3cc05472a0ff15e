import { ResultAsync } from 'neverthrow';

type PromiseCall = (...args: never[]) => Promise<unknown>;

/** The keys of `T` whose values are calls answering with a promise: what `later` can forward. */
export type PromiseKeys<T> = { [K in keyof T]-?: T[K] extends PromiseCall ? K : never }[keyof T];

/**
 * The `keys` of what `real` gives (a `loadOnce`), each one waiting for it and then calling it: nothing is loaded
 * before the first call; calls made while it arrives run in call order once it is there; a failed load rejects
 * them with what `real` rejected with (map a load failure to the port's failure there), and the next call loads
 * again.
 */
export const later = <T, K extends PromiseKeys<T>>(
  real: () => Promise<T>,
  keys: readonly K[],
): Pick<T, K> => {
  const calls: Partial<Record<K, unknown>> = {};
  for (const key of keys)
    calls[key] = async (...args: unknown[]) => {
      const made = await real();
      return (made[key] as (...args: unknown[]) => unknown).apply(made, args);
    };
  return calls as Pick<T, K>;
};

/**
 * A call on what `real` gives (a `loadOnce`), as a Result: `call` once it is there, in call order; a failed load
 * is `toError` of its cause (the port's typed error), and the next call loads again.
 */
export const laterResult =
  <T, E>(real: () => Promise<T>, toError: (cause: unknown) => E) =>
  <R, F>(call: (made: T) => ResultAsync<R, F>): ResultAsync<R, E | F> =>
    ResultAsync.fromPromise(real(), toError).andThen(call);
