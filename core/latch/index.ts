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
  type RpcUrlRequired,
  SDK_TYPE,
} from './createLatchCore.js';
export type { LatchPorts } from './latchPorts.js';
