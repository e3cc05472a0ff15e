type Listener = (payload: unknown) => void;

export interface Emitter {
  on(event: string, listener: Listener): void;
  removeListener(event: string, listener: Listener): void;
  emit(event: string, payload: unknown): void;
}

/** The provider's event surface (EIP-1193 on / removeListener), without Node's EventEmitter. */
export function createEmitter(): Emitter {
  const listeners = new Map<string, Set<Listener>>();
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
    },
  };
}
