import type { ComponentType } from 'react';
import { VIEW_NAMES, type ViewName } from '../../../core/kernel/router/index.js';
import type { ViewCoreLoader, ViewRegistry } from '../../views/viewDefinition.js';

/** Where a view's code stands. */
export type ViewLoadState =
  | { readonly status: 'unregistered' }
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly component: ComponentType }
  | { readonly status: 'failed'; readonly error: unknown };

/** The registered views' code, fetched on demand, shared by every render of one provider. */
export interface ViewLoader {
  /** The current state of `name` (the same object until it changes, for useSyncExternalStore). */
  state(name: ViewName): ViewLoadState;
  /** Starts fetching `name`'s code unless it is loading or loaded; a failed load starts again. */
  load(name: ViewName): void;
  /** Called after every state change. */
  subscribe(listener: () => void): () => void;
}

const UNREGISTERED: ViewLoadState = Object.freeze({ status: 'unregistered' });
const IDLE: ViewLoadState = Object.freeze({ status: 'idle' });
const LOADING: ViewLoadState = Object.freeze({ status: 'loading' });

/**
 * A loader over the registry, made per provider (state by factory: two modals never share a loading state); a
 * view's `load` gets the provider's core, to build the flow the view shows.
 * Unlike React.lazy, a view whose code has arrived renders synchronously, without suspending: React holds a
 * Suspense fallback on screen for at least 300 ms once shown, which would delay every first view that long.
 */
export const createViewLoader = (registry: ViewRegistry, latch: ViewCoreLoader): ViewLoader => {
  const states = new Map<ViewName, ViewLoadState>();
  const listeners = new Set<() => void>();
  const set = (name: ViewName, state: ViewLoadState) => {
    states.set(name, state);
    for (const listener of [...listeners]) listener();
  };
  for (const name of VIEW_NAMES) states.set(name, registry[name] ? IDLE : UNREGISTERED);

  return {
    state: (name) => states.get(name) ?? UNREGISTERED,
    load(name) {
      const definition = registry[name];
      const status = states.get(name)?.status;
      if (!definition || status === 'loading' || status === 'loaded') return;
      set(name, LOADING);
      // A load that throws at once fails like one that rejects.
      new Promise<ComponentType>((resolve) => resolve(definition.load(latch))).then(
        (component) => set(name, { status: 'loaded', component }),
        (error: unknown) => set(name, { status: 'failed', error }),
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};
