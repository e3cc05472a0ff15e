import { observable, observableRef, runInAction } from 'mobx';
import { type Lazy, loadOnce } from './loadOnce.js';

/** A store made by its first use (a `loadOnce`), whose arrival and failure are observable. */
export interface LazyStore<T> extends Lazy<T> {
  /** The store once made (observable): until then its wrapper shows its own state. */
  readonly built: T | undefined;
  /** Why the last load failed, until one succeeds (observable): the wrapper shows it as its failure state. */
  readonly failure: { readonly cause: unknown } | undefined;
}

/**
 * `make` as `loadOnce` makes it, for a store shown before its code arrives (history, balances, the account's
 * trackers): `built` and `failure` are observable, so the wrapper's getters follow the load. Nothing is made before
 * the first call; a failed load is `failure` and the next call makes again.
 */
export const lazyStore = <T>(make: () => Promise<T>): LazyStore<T> => {
  const state = observable.object(
    { built: undefined as T | undefined, failure: undefined as { readonly cause: unknown } | undefined },
    { built: observableRef, failure: observableRef },
  );
  const load = loadOnce(() =>
    make().then(
      (made) =>
        runInAction(() => {
          state.failure = undefined;
          state.built = made;
          return made;
        }),
      (cause: unknown) => {
        runInAction(() => {
          state.failure = { cause };
        });
        throw cause;
      },
    ),
  );
  return Object.defineProperties(load, {
    built: { get: () => state.built },
    failure: { get: () => state.failure },
  }) as LazyStore<T>;
};
