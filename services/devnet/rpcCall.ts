/**
 * One JSON-RPC call over HTTP without a client library: used while anvil starts (it may not answer
 * yet) and for anvil methods viem does not type the way anvil needs (`anvil_reset` without a fork).
 * Resolves with the result, rejects with the node's error message or the transport failure.
 */
export async function rpcCall(
  url: string,
  method: string,
  params: readonly unknown[] = [],
  timeoutMs = 1_000,
) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error(`${method}: not a JSON-RPC answer`);
  if ('error' in body) {
    const { error } = body;
    const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : error;
    throw new Error(`${method}: ${String(message)}`);
  }
  return 'result' in body ? body.result : undefined;
}
