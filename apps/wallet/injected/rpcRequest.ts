import { ProviderRpcError } from './ProviderRpcError.js';

let nextId = 1;

type Indexable = Readonly<Record<string, unknown>>;
const isRecord = (value: unknown): value is Indexable => typeof value === 'object' && value !== null;

/**
 * One JSON-RPC call to a chain node over HTTP. The node's error is rethrown as the wallet's
 * ProviderRpcError with the node's own code, message and data; an unreachable node is 4901 (chain
 * disconnected), a reply without a result -32603.
 */
export async function rpcRequest(
  url: string,
  method: string,
  params: readonly unknown[] = [],
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    });
  } catch (cause) {
    throw new ProviderRpcError(4901, `The chain at ${url} cannot be reached: ${String(cause)}`);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (isRecord(body) && isRecord(body.error) && typeof body.error.code === 'number') {
    const message = typeof body.error.message === 'string' ? body.error.message : 'RPC error';
    throw new ProviderRpcError(body.error.code, message, body.error.data);
  }
  if (!isRecord(body) || !('result' in body)) {
    throw new ProviderRpcError(
      -32603,
      `The chain at ${url} answered HTTP ${response.status} without a result`,
    );
  }
  return body.result;
}
