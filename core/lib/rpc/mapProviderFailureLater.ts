import { err, ok, ResultAsync } from 'neverthrow';
import { latchError } from '../errors/index.js';
import { loadOnce } from '../lazy/index.js';
import type { ProviderFailureError } from './mapProviderFailure.js';

/**
 * Fetches `mapProviderFailure` (provider codes, node messages: a chunk of its own), once for the page; a failed fetch
 * is tried again by the next call. Nothing asks for it before a failure: the first failure to map fetches it (so a
 * page whose requests succeed never does), and later ones are mapped at once.
 */
export const loadProviderFailureMapping = loadOnce(() =>
  import('./mapProviderFailure.js').then((module) => module.mapProviderFailure),
);

const unmapped = (failure: unknown, cause: unknown): ProviderFailureError =>
  latchError('INTERNAL_SDK_ERROR', {
    params: { message: 'error mapping not fetched' },
    cause: failure,
    data: { cause },
  });

/** The failure as mapProviderFailure maps it: at once when its code is there, else once fetched. */
export const mapProviderFailureLater = (
  failure: unknown,
): ProviderFailureError | Promise<ProviderFailureError> =>
  loadProviderFailureMapping.now()?.(failure) ??
  loadProviderFailureMapping().then(
    (map) => map(failure),
    (cause: unknown) => unmapped(failure, cause),
  );

/**
 * `ResultAsync.fromPromise(promise, mapProviderFailure)` (the same steps once the mapping is there), with the mapping
 * fetched rather than in the first chunk.
 */
export const fromProviderPromise = <T>(promise: Promise<T>): ResultAsync<T, ProviderFailureError> =>
  new ResultAsync(
    promise
      .then((value) => ok<T, ProviderFailureError>(value))
      .catch((failure: unknown) => {
        const mapped = mapProviderFailureLater(failure);
        return mapped instanceof Promise ? mapped.then((error) => err(error)) : err(mapped);
      }),
  );
