import { err, ok, type Result } from 'neverthrow';
import { type RpcFailure, transactionFailed } from './RpcFailure.js';
import type { SendChain } from './sendWalletTransaction.js';

const MAX_RESPONSE_CHARS = 1024 * 1024;

/**
 * One read-only JSON-RPC call on the chain's node (SPEC §5's safe reads): the node's result, or its error
 * message as -32000. The node's reply is bounded; nothing of the session goes to the node.
 */
export const readThroughNode = async (
  chain: SendChain,
  method: string,
  params: readonly unknown[],
  timeoutMs = 10_000,
): Promise<Result<unknown, RpcFailure>> => {
  try {
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (text.length > MAX_RESPONSE_CHARS) return err(transactionFailed('The node answered too much'));
    const reply = JSON.parse(text) as { result?: unknown; error?: { message?: unknown } };
    if (reply.error !== undefined) {
      const message = typeof reply.error.message === 'string' ? reply.error.message.slice(0, 300) : 'error';
      return err(transactionFailed(message));
    }
    return ok(reply.result ?? null);
  } catch {
    return err(transactionFailed('The chain node cannot be reached'));
  }
};
