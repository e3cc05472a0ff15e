export {
  createLatchCore,
  type Latch,
  type LatchCoreSettings,
  type LatchPorts,
  type RpcUrlRequired,
  SDK_TYPE,
} from './createLatchCore.js';
