import { describe, expect, it } from 'vitest';
import * as rpc from './index.js';

describe('core/lib/rpc entry point', () => {
  it('exports exactly this API', () => {
    expect(Object.keys(rpc).sort()).toEqual([
      'DATA_RETRY',
      'EXECUTION_REVERTED_RPC_CODE',
      'FALLBACK_PING_INTERVAL_MS',
      'FALLBACK_PING_METHOD',
      'FALLBACK_PING_TIMEOUT_MS',
      'FALLBACK_SAMPLE_COUNT',
      'FALLBACK_WEIGHTS',
      'NODE_ERROR_CODES',
      'PROVIDER_FAILURE_CODES',
      'PROVIDER_RPC_ERROR_CODES',
      'RPC_BATCH_SIZE',
      'RPC_BATCH_WAIT_MS',
      'RPC_ERROR_CODES',
      'RPC_PROXY_BATCH_SIZE',
      'RPC_PROXY_CHAIN_IDS',
      'RPC_RETRY_COUNT',
      'RPC_RETRY_DELAY_MS',
      'RPC_RETRY_ERROR_CODES',
      'RPC_RETRY_HTTP_STATUSES',
      'RPC_TIMEOUT_MS',
      'RPC_TRANSPORT_ERROR_CODES',
      'UNRECOGNIZED_CHAIN_RPC_CODE',
      'backoffDelay',
      'createLazyRpcStack',
      'fromProviderPromise',
      'hasErrorCode',
      'isDefinitiveRpcError',
      'isProxiedChain',
      'isRetryableRpcError',
      'isUnrecognizedChainError',
      'isUserRejection',
      'loadProviderFailureMapping',
      'loadRpcStack',
      'mapProviderFailure',
      'mapProviderFailureLater',
      'mapRpcError',
      'matchNodeMessage',
      'parseRetryAfter',
      'retryWithBackoff',
      'rpcEndpointsOf',
      'rpcProxyUrl',
    ]);
  });
});

describe('core/lib/rpc stack entry point', () => {
  it("exports the stack's code, which the first chunk does not load", async () => {
    const stack = await import('./stack.js');
    expect(Object.keys(stack).sort()).toEqual([
      'createBatchDispatcher',
      'createFallbackRanker',
      'createJsonRpcClient',
      'createNetListeningPing',
      'createRpcStack',
      'postJsonRpc',
      'readJsonRpcReplies',
      'scoreEndpoints',
    ]);
  });
});
