// core/lib/rpc's eager surface: constants, error mapping, endpoint choice and the lazy stack. The stack's code itself
// (clients, batching, retries, ranked fallback) is the second entry point, stack.ts, fetched by the first request.
export {
  DATA_RETRY,
  FALLBACK_PING_INTERVAL_MS,
  FALLBACK_PING_METHOD,
  FALLBACK_PING_TIMEOUT_MS,
  FALLBACK_SAMPLE_COUNT,
  FALLBACK_WEIGHTS,
  RPC_BATCH_SIZE,
  RPC_BATCH_WAIT_MS,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_RETRY_ERROR_CODES,
  RPC_RETRY_HTTP_STATUSES,
  RPC_TIMEOUT_MS,
} from './constants.js';
export type {
  BatchDispatcher,
  BatchDispatcherOptions,
  BatchOptions,
  RpcCall,
  RpcCallOutcome,
} from './createBatchDispatcher.js';
export type { EndpointPing, FallbackRanker, FallbackRankerOptions } from './createFallbackRanker.js';
export type {
  EndpointRanking,
  JsonRpcClient,
  JsonRpcClientOptions,
  RetryOptions,
} from './createJsonRpcClient.js';
export { createLazyRpcStack, loadRpcStack } from './createLazyRpcStack.js';
export type { NetListeningPingOptions } from './createNetListeningPing.js';
export type { RankingSettings, RpcStack, RpcStackOptions, RpcUrlRequired } from './createRpcStack.js';
export { isDefinitiveRpcError } from './isDefinitiveRpcError.js';
export { isRetryableRpcError } from './isRetryableRpcError.js';
export { isUnrecognizedChainError } from './isUnrecognizedChainError.js';
export { isUserRejection } from './isUserRejection.js';
export {
  mapProviderFailure,
  PROVIDER_FAILURE_CODES,
  type ProviderFailureError,
} from './mapProviderFailure.js';
export {
  fromProviderPromise,
  loadProviderFailureMapping,
  mapProviderFailureLater,
} from './mapProviderFailureLater.js';
export {
  EXECUTION_REVERTED_RPC_CODE,
  type MapRpcErrorOptions,
  mapRpcError,
  UNRECOGNIZED_CHAIN_RPC_CODE,
} from './mapRpcError.js';
export { matchNodeMessage, type NodeMessageCode } from './matchNodeMessage.js';
export { parseRetryAfter } from './parseRetryAfter.js';
export type { JsonRpcHttpReply, PostJsonRpcArgs } from './postJsonRpc.js';
export type { JsonRpcReplyError, JsonRpcReplyOutcome } from './readJsonRpcReplies.js';
export {
  backoffDelay,
  type RetryInfo,
  type RetryWithBackoffOptions,
  retryWithBackoff,
} from './retryWithBackoff.js';
export {
  isProxiedChain,
  RPC_PROXY_BATCH_SIZE,
  RPC_PROXY_CHAIN_IDS,
  type RpcEndpointsConfig,
  type RpcProxy,
  rpcEndpointsOf,
  rpcProxyUrl,
} from './rpcEndpoints.js';
export type { EndpointHistory, EndpointSample, EndpointScore, ScoreWeights } from './scoreEndpoints.js';
export {
  hasErrorCode,
  type JsonRpcErrorObject,
  type LatchErrorOf,
  type MappedRpcError,
  NODE_ERROR_CODES,
  type NodeErrorCode,
  PROVIDER_RPC_ERROR_CODES,
  type ProviderRpcErrorCode,
  RPC_ERROR_CODES,
  RPC_TRANSPORT_ERROR_CODES,
  type RpcClientError,
  type RpcErrorCode,
  type RpcFailure,
  type RpcTransportError,
  type RpcTransportErrorCode,
} from './types.js';
