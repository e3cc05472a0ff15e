import { reaction } from 'mobx';
import { useCallback, useRef, useSyncExternalStore } from 'react';

const shallowEqual = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.hasOwn(b, key) && Object.is(Reflect.get(a, key), Reflect.get(b, key)));
};

/**
 * Reads MobX state from any component (observer or not): re-renders when `read`'s result changes
 * (shallowly), through useSyncExternalStore so concurrent rendering sees one consistent value.
 *
 * `initial` is what the server renders and what the browser's hydration renders, before the first client
 * render shows `read`: the state of a Latch that has restored nothing. A page created and started in the
 * browser before hydration (a stored session restored) then matches its server HTML, and React re-renders with
 * the session right after. Without it, `read` serves both (for values the server and the browser agree on).
 */
export const useObserved = <T>(read: () => T, initial?: () => T): T => {
  const latest = useRef(read);
  latest.current = read;
  const snapshot = useRef<{ value: T } | undefined>(undefined);
  const getSnapshot = useCallback((): T => {
    const next = latest.current();
    const previous = snapshot.current;
    if (previous && shallowEqual(previous.value, next)) return previous.value;
    snapshot.current = { value: next };
    return next;
  }, []);
  const subscribe = useCallback(
    (notify: () => void) => reaction(() => latest.current(), notify, { equals: shallowEqual }),
    [],
  );
  const initialRead = useRef(initial);
  const initialSnapshot = useRef<{ value: T } | undefined>(undefined);
  const getServerSnapshot = useCallback((): T => {
    const make = initialRead.current;
    if (make === undefined) return getSnapshot();
    initialSnapshot.current ??= { value: make() };
    return initialSnapshot.current.value;
  }, [getSnapshot]);
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
};
