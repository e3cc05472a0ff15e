// core/lib/rpc's second entry point: the RPC stack's code — clients, batching, retries, ranked fallback. Not in the
// page's first chunk: createLazyRpcStack (index.ts) fetches it with the first request; adapters that read at once
// (the EVM chain reader, itself loaded by its first read) and tests import it here.
export { createBatchDispatcher } from './createBatchDispatcher.js';
export { createFallbackRanker } from './createFallbackRanker.js';
export { createJsonRpcClient } from './createJsonRpcClient.js';
export { createNetListeningPing } from './createNetListeningPing.js';
export { createRpcStack } from './createRpcStack.js';
export { postJsonRpc } from './postJsonRpc.js';
export { readJsonRpcReplies } from './readJsonRpcReplies.js';
export { scoreEndpoints } from './scoreEndpoints.js';
