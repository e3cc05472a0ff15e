/**
 * What a test helper opens in its `beforeAll` (a database, a server…), as an object whose fields read what was
 * opened — and say clearly when a test reads one before `beforeAll` ran.
 */
export function openedInBeforeAll<T extends object>(
  helper: string,
  opened: Partial<T>,
  keys: readonly (keyof T & string)[],
): T {
  const view = {};
  for (const key of keys) {
    Object.defineProperty(view, key, {
      enumerable: true,
      get: () => {
        const value = opened[key];
        if (value === undefined) throw new Error(`${helper}: ${key} is read before beforeAll ran`);
        return value;
      },
    });
  }
  return view as T;
}
