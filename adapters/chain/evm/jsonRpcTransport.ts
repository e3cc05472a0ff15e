import { type CustomTransport, custom } from 'viem';
import type { JsonRpcClient } from '../../../core/lib/rpc/index.js';
import { toRpcPortFailure } from './toRpcPortFailure.js';

/**
 * A viem transport whose every request goes through core's JSON-RPC client (the one RPC stack: batching, ranked
 * fallback, SPEC §8 retries), so viem itself never retries nor opens a connection of its own.
 */
export function jsonRpcTransport(client: JsonRpcClient): CustomTransport {
  return custom(
    {
      async request({ method, params }: { method: string; params?: unknown }) {
        const result = await client.request(method, params);
        if (result.isErr()) throw toRpcPortFailure(result.error);
        return result.value;
      },
    },
    { retryCount: 0 },
  );
}
