import type { Unsubscribe } from '../../../ports/index.js';

type Listeners<Events> = { [E in keyof Events]?: Set<(payload: Events[E]) => void> };

export interface EventHub<Events> {
  on<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void): Unsubscribe;
  emit<E extends keyof Events>(event: E, payload: Events[E]): void;
  /** Forgets every listener (the owner is disposed). */
  clear(): void;
}

/**
 * A typed listener registry: `on` returns its own unsubscribe; `emit` calls the listeners present then; `clear`
 * forgets them all.
 */
export function createEventHub<Events>(): EventHub<Events> {
  const listeners: Listeners<Events> = {};
  return {
    on(event, listener) {
      const set = listeners[event] ?? new Set();
      listeners[event] = set;
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    emit(event, payload) {
      for (const listener of [...(listeners[event] ?? [])]) listener(payload);
    },
    clear() {
      for (const set of Object.values(listeners) as Set<unknown>[]) set.clear();
    },
  };
}
