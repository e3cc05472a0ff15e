export type {
  BuiltFeatures,
  FeatureBuilder,
  FeatureName,
  FeatureStores,
} from './createFeatureLoader.js';
export {
  createLatchCore,
  type Latch,
  type LatchCoreSettings,
  type LatchPorts,
  type RpcUrlRequired,
  SDK_TYPE,
} from './createLatchCore.js';
