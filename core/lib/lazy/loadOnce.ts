/**
 * `make`, run once on first call and shared by every later call; when it rejects (a chunk that could not be
 * fetched), the next call runs it again. What core's lazily fetched parts build their real object with.
 */
export const loadOnce = <T>(make: () => Promise<T>): (() => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make().catch((cause: unknown) => {
      made = undefined;
      throw cause;
    });
    return made;
  };
};
