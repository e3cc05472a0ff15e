export type { LatchPorts } from '../wiring/index.js';
export {
  createLatchCore,
  type Latch,
  type LatchCoreSettings,
  type RpcUrlRequired,
  SDK_TYPE,
} from './createLatchCore.js';
export {
  type BuiltFeatures,
  FEATURE_NAMES,
  type FeatureBuilder,
  type FeatureName,
  type FeatureStores,
} from './features.js';
