import type { LatchError } from '../errors/index.js';
import { hasErrorCode, NODE_ERROR_CODES } from './types.js';

/** Node answers that another node would give too: the caller's request itself is refused. */
const DEFINITIVE_CODES = [
  ...NODE_ERROR_CODES,
  'USER_REJECTED',
  'UNAUTHORIZED',
  'INVALID_REQUEST',
  'INVALID_PARAMS',
  'INVALID_INPUT',
  'TRANSACTION_REJECTED',
  'WALLET_CALL_ERROR',
] as const;

/**
 * True for a definitive JSON-RPC error from a node (execution reverted, nonce/fee/funds errors, user
 * rejection, invalid params…): it is neither retried nor sent to another endpoint. Transport failures
 * and "this node cannot serve it" errors (method not found, resource unavailable…) are not definitive.
 */
export function isDefinitiveRpcError(error: LatchError): boolean {
  return hasErrorCode(error, DEFINITIVE_CODES);
}
