/** Something made by its first use and shared by every later one (see loadOnce). */
export interface Lazy<T> {
  /** What `make` gave: made by the first call, shared by every later one; after a failure the next call makes again. */
  (): Promise<T>;
  /** What was made, once it is there; nothing is made for it. */
  now(): T | undefined;
  /** `stop` what is made, at once if it is there, else when it arrives (and whatever a later call makes). */
  end(stop: (made: T) => void): void;
}

/**
 * `make`, run once on first call and shared by every later call; when it rejects (a chunk that could not be
 * fetched), the next call runs it again. What core's and the adapters' lazily fetched parts build their real
 * object with (the calls forwarded to it: `later`, `laterResult`).
 */
export const loadOnce = <T>(make: () => Promise<T>): Lazy<T> => {
  let made: Promise<T> | undefined;
  let current: T | undefined;
  let stop: ((made: T) => void) | undefined;
  const get = () => {
    made ??= make().then(
      (value) => {
        current = value;
        stop?.(value);
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
    end(ending: (made: T) => void) {
      stop = ending;
      if (current !== undefined) ending(current);
    },
  });
};
