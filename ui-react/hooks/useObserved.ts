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
 * (shallowly), through useSyncExternalStore so concurrent rendering and the server see one consistent value.
 */
export const useObserved = <T>(read: () => T): T => {
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
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
};
