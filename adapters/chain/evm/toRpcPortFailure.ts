import type { LatchError } from '../../../core/lib/errors/index.js';
import type { RpcClientError } from '../../../core/lib/rpc/index.js';
import { HttpFailureError, NetworkFailureError } from '../../http/failures.js';
import { ProviderRpcFailureError } from './failures.js';

const numberIn = (error: LatchError, key: string): number | undefined => {
  const value = error.data[key];
  return typeof value === 'number' ? value : undefined;
};
const stringIn = (error: LatchError, key: string): string => {
  const value = error.data[key];
  return typeof value === 'string' ? value : '';
};

/**
 * What core's JSON-RPC client failed with, as the port failure an adapter rejects with: a node's JSON-RPC error
 * `{code, message, data}` as a ProviderRpcFailure (its own code and message), an HTTP status as an HttpFailure
 * (with Retry-After), no answer or a timeout as a NetworkFailure; anything else (RPC_URL_REQUIRED, a reply that
 * is not JSON-RPC) as the catalogue error itself.
 */
export function toRpcPortFailure(error: RpcClientError): unknown {
  const code = numberIn(error, 'code');
  if (code !== undefined) {
    const rpcData = error.data.rpcData;
    return new ProviderRpcFailureError(
      { code, message: error.details ?? error.message, ...(rpcData === undefined ? {} : { data: rpcData }) },
      { cause: error },
    );
  }
  if (error.code === 'RPC_HTTP_ERROR') {
    const retryAfterMs = numberIn(error, 'retryAfterMs');
    return new HttpFailureError({
      status: numberIn(error, 'status') ?? 0,
      url: stringIn(error, 'url'),
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    });
  }
  if (error.code === 'RPC_TIMEOUT' || error.code === 'RPC_NETWORK_ERROR') {
    return new NetworkFailureError(stringIn(error, 'url'), error);
  }
  return error;
}
