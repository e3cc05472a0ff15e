import { observable, runInAction } from 'mobx';
import type { FeatureContext } from '../wiring/index.js';
import {
  type BuiltFeatures,
  FEATURE_BUILDERS,
  FEATURE_NAMES,
  type FeatureBuilders,
  type FeatureName,
  type FeatureStores,
} from './features.js';

export interface FeatureLoader {
  readonly built: BuiltFeatures;
  /**
   * The feature's store, built on the first call; every later call gets the same store. Rejects only when its
   * code cannot be fetched (the next call fetches it again).
   */
  load<N extends FeatureName>(name: N): Promise<FeatureStores[N]>;
  /** Its code is being fetched: asked for, not built yet, not failed. */
  isLoading(name: FeatureName): boolean;
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
    Object.fromEntries(FEATURE_NAMES.map((name) => [name, undefined])) as BuiltFeatures,
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
    isLoading: (name) => pending[name] !== undefined && built[name] === undefined,
    dispose() {
      disposed = true;
      for (const store of Object.values(built)) store?.dispose();
    },
  };
};

/**
 * `target` with a getter per feature (`latch.send`, `latch.swap`, …) reading the loader's built stores, so the
 * core's object gains a feature from the list, with no code of its own.
 */
export const withFeatureGetters = <T extends object>(target: T, built: BuiltFeatures): T & BuiltFeatures =>
  Object.defineProperties(
    target,
    Object.fromEntries(
      FEATURE_NAMES.map((name) => [name, { get: () => built[name], enumerable: true, configurable: false }]),
    ),
  ) as T & BuiltFeatures;
