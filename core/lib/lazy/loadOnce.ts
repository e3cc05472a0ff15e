/** Something made by its first use and shared by every later one (see loadOnce). */
export interface Lazy<T> {
  /** What `make` gave: made by the first call, shared by every later one; after a failure the next call makes again. */
  (): Promise<T>;
  /** What was made, once it is there; nothing is made for it. */
  now(): T | undefined;
  /**
   * `stop` what is made, at once if it is there, else when it arrives (and whatever a later call makes); the
   * promise settles once what is there or on its way is stopped (at once when nothing is).
   */
  end(stop: (made: T) => void | Promise<void>): Promise<void>;
}

/**
 * `make`, run once on first call and shared by every later call; when it rejects (a chunk that could not be
 * fetched), the next call runs it again. What core's and the adapters' lazily fetched parts build their real
 * object with (the calls forwarded to it: `later`, `laterResult`).
 */
export const loadOnce = <T>(make: () => Promise<T>): Lazy<T> => {
  let made: Promise<T> | undefined;
  let current: T | undefined;
  let stop: ((made: T) => void | Promise<void>) | undefined;
  let stopping: void | Promise<void>;
  const get = () => {
    made ??= make().then(
      (value) => {
        current = value;
        stopping = stop?.(value);
        return value;
      },
      (cause: unknown) => {
        made = undefined;
        throw cause;
      },
    );
    return made;
  };
  return Object.assign(get, {
    now: () => current,
    end(ending: (made: T) => void | Promise<void>) {
      stop = ending;
      if (current !== undefined) return Promise.resolve(ending(current));
      return (made ?? Promise.resolve()).then(
        () => stopping,
        () => undefined,
      );
    },
  });
};
