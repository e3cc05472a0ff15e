import { observable, runInAction } from 'mobx';
import type { NameRegistrationStore } from '../names/index.js';
import type { OnrampStore } from '../onramp/index.js';
import type { SendStore } from '../send/index.js';
import type { SwapStore } from '../swap/index.js';
import type { FeatureContext } from './featureContext.js';

/** The flows built on first use, out of the code a page loads before the modal opens. */
export interface FeatureStores {
  readonly send: SendStore;
  readonly swap: SwapStore;
  readonly onramp: OnrampStore;
  readonly names: NameRegistrationStore;
}

export type FeatureName = keyof FeatureStores;

/** Each feature's store once built, undefined before (observable: an observer re-renders when it is built). */
export type BuiltFeatures = { readonly [N in FeatureName]: FeatureStores[N] | undefined };

/** Builds one feature's store from the core's context. */
export type FeatureBuilder<N extends FeatureName> = (context: FeatureContext) => FeatureStores[N];

/** Fetches each feature's wiring, and with it its store's code. */
export type FeatureBuilders = { readonly [N in FeatureName]: () => Promise<FeatureBuilder<N>> };

/** Dynamic imports: each feature's code is its own chunk, fetched when a view (or a host) first needs it. */
export const FEATURE_BUILDERS: FeatureBuilders = {
  send: () => import('./buildSendFeature.js').then((module) => module.buildSendFeature),
  swap: () => import('./buildSwapFeature.js').then((module) => module.buildSwapFeature),
  onramp: () => import('./buildOnrampFeature.js').then((module) => module.buildOnrampFeature),
  names: () => import('./buildNamesFeature.js').then((module) => module.buildNamesFeature),
};

export interface FeatureLoader {
  readonly built: BuiltFeatures;
  /**
   * The feature's store, built on the first call; every later call gets the same store. Rejects only when its
   * code cannot be fetched (the next call fetches it again).
   */
  load<N extends FeatureName>(name: N): Promise<FeatureStores[N]>;
  /** Disposes the stores built so far; one whose code arrives later is disposed as soon as it is built. */
  dispose(): void;
}

type Pending = { -readonly [N in FeatureName]?: Promise<FeatureStores[N]> };

/** One loader per core (state by factory: two cores never share a store). */
export const createFeatureLoader = (
  context: FeatureContext,
  builders: FeatureBuilders = FEATURE_BUILDERS,
): FeatureLoader => {
  const built = observable.object<{ -readonly [N in FeatureName]: FeatureStores[N] | undefined }>(
    { send: undefined, swap: undefined, onramp: undefined, names: undefined },
    {},
    { deep: false },
  );
  const pending: Pending = {};
  let disposed = false;

  const build = <N extends FeatureName>(name: N): Promise<FeatureStores[N]> =>
    builders[name]().then((buildFeature) => {
      const store = buildFeature(context);
      if (disposed) store.dispose();
      else runInAction(() => Object.assign(built, { [name]: store }));
      return store;
    });

  return {
    built,
    load(name) {
      const existing = pending[name];
      if (existing) return existing;
      const loading = build(name);
      // (Object.assign: TypeScript cannot write through a generic key of a mapped type.)
      Object.assign(pending, { [name]: loading });
      // A chunk that failed to arrive is fetched again on the next call.
      loading.catch(() => {
        if (pending[name] === loading) delete pending[name];
      });
      return loading;
    },
    dispose() {
      disposed = true;
      for (const store of Object.values(built)) store?.dispose();
    },
  };
};
