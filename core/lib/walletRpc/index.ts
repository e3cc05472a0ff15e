export { assertRpcAllowed } from './assertRpcAllowed.js';
export { checkedSolanaSigner } from './checkedSolanaSigner.js';
export { classifyRpcMethod, type RpcMethodClass } from './classifyRpcMethod.js';
export { isRpcCallAllowedUnprompted } from './isRpcCallAllowedUnprompted.js';
export {
  isSafeRpcMethod,
  isSolanaSigningMethod,
  isUnsafeRpcMethod,
  type KnownRpcMethod,
  SAFE_RPC_METHODS,
  type SafeRpcMethod,
  SOLANA_SIGNING_METHODS,
  type SolanaSigningMethod,
  UNSAFE_RPC_METHODS,
  type UnsafeRpcMethod,
} from './rpcMethods.js';
export { type CallBundleInput, validateCallBundle } from './validateCallBundle.js';
export { type SolanaRpcRequest, validateSolanaRpcParams } from './validateSolanaRpcParams.js';
export {
  SOLANA_PREFLIGHT_COMMITMENTS,
  type SolanaCommitment,
  type ValidSolanaSendOptions,
  validateSolanaSendOptions,
} from './validateSolanaSendOptions.js';
