import type { LatchError } from '../errors/index.js';
import { RPC_RETRY_ERROR_CODES, RPC_RETRY_HTTP_STATUSES } from './constants.js';
import { isDefinitiveRpcError } from './isDefinitiveRpcError.js';

/**
 * SPEC §8 retry rule: JSON-RPC error codes -1, -32603 (internal error), -32005 (limit exceeded) and
 * HTTP 403, 408, 413, 429, 500, 502, 503, 504. Reads `data.code` / `data.status` as set by
 * `mapRpcError` and the client; definitive node errors are never retried.
 */
export function isRetryableRpcError(error: LatchError): boolean {
  if (isDefinitiveRpcError(error)) return false;
  if (error.code === 'RPC_HTTP_ERROR') {
    const status = error.data.status;
    return typeof status === 'number' && RPC_RETRY_HTTP_STATUSES.includes(status);
  }
  const code = error.data.code;
  return typeof code === 'number' && RPC_RETRY_ERROR_CODES.includes(code);
}
