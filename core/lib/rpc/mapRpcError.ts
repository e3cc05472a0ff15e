import { latchError, rpcError } from '../errors/index.js';
import { isUserRejection } from './isUserRejection.js';
import { matchNodeMessage } from './matchNodeMessage.js';
import type { JsonRpcErrorObject, MappedRpcError, ProviderRpcErrorCode } from './types.js';

/** The JSON-RPC code nodes use for a revert (geth `eth_call` / `eth_estimateGas`). */
export const EXECUTION_REVERTED_RPC_CODE = 3;
/** EIP-1193 4902: the wallet does not know the chain (SPEC: it is then asked to add it). */
export const UNRECOGNIZED_CHAIN_RPC_CODE = 4902;

/** Codes with one fixed meaning (EIP-1193, EIP-5792, JSON-RPC 2.0, CAIP-25 5000). */
const FIXED_CODES: ReadonlyMap<number, Exclude<ProviderRpcErrorCode, 'WALLET_CALL_ERROR'>> = new Map([
  [4001, 'USER_REJECTED'],
  [5000, 'USER_REJECTED'],
  [4100, 'UNAUTHORIZED'],
  [4200, 'UNSUPPORTED_METHOD'],
  [4900, 'PROVIDER_DISCONNECTED'],
  [4901, 'CHAIN_DISCONNECTED'],
  [UNRECOGNIZED_CHAIN_RPC_CODE, 'SWITCH_CHAIN_ERROR'],
  [-32700, 'PARSE_ERROR'],
  [-32600, 'INVALID_REQUEST'],
  [-32601, 'METHOD_NOT_FOUND'],
  [-32602, 'INVALID_PARAMS'],
  [-32603, 'INTERNAL_RPC_ERROR'],
  [-32001, 'RESOURCE_NOT_FOUND'],
  [-32002, 'RESOURCE_UNAVAILABLE'],
  [-32004, 'METHOD_NOT_SUPPORTED'],
  [-32005, 'LIMIT_EXCEEDED'],
  [-32006, 'JSON_RPC_VERSION_UNSUPPORTED'],
]);

/** Codes nodes also use for failures described only by their message (checked after the message). */
const NODE_CODES: ReadonlyMap<number, 'INVALID_INPUT' | 'TRANSACTION_REJECTED'> = new Map([
  [-32000, 'INVALID_INPUT'],
  [-32003, 'TRANSACTION_REJECTED'],
]);

const WALLET_CALL_CODES = { min: 5700, max: 5760 } as const;
/** JSON-RPC "server error" range: implementation-defined node errors. */
const SERVER_ERROR_CODES = { min: -32099, max: -32000 } as const;
const REVERTED_PREFIX = /execution reverted:?\s*/i;

export interface MapRpcErrorOptions {
  /** The error to keep as `cause` (defaults to the error object itself). */
  readonly cause?: unknown;
}

const inRange = (code: number, range: { readonly min: number; readonly max: number }): boolean =>
  Number.isInteger(code) && code >= range.min && code <= range.max;

/** A revert's reason: the message without its "execution reverted:" prefix (as viem does). */
const revertReason = (message: string): string => message.replace(REVERTED_PREFIX, '').trim();

/**
 * Turns a JSON-RPC / EIP-1193 error object into its catalogue error. Total: every code and message
 * gives an error, nothing throws. The original is kept as `cause`, its code in `data.code`, its
 * message in `details` and its `data` (revert data…) in `data.rpcData`.
 */
export function mapRpcError(error: JsonRpcErrorObject, options: MapRpcErrorOptions = {}): MappedRpcError {
  const code = error.code;
  const message = typeof error.message === 'string' ? error.message : '';
  const base = {
    details: message,
    cause: 'cause' in options ? options.cause : error,
    data: error.data === undefined ? { code } : { code, rpcData: error.data },
  };
  const reverted = (): MappedRpcError => {
    const reason = revertReason(message);
    return reason === ''
      ? rpcError('EXECUTION_REVERTED_UNKNOWN', base)
      : rpcError('EXECUTION_REVERTED', { ...base, params: { reason } });
  };

  if (code === EXECUTION_REVERTED_RPC_CODE) return reverted();
  const fixed = FIXED_CODES.get(code);
  // 4900's text is in the catalogue's shared part (the account store says it too), the others in the RPC part.
  if (fixed === 'PROVIDER_DISCONNECTED') return latchError(fixed, base);
  if (fixed !== undefined) return rpcError(fixed, base);
  if (inRange(code, WALLET_CALL_CODES)) return rpcError('WALLET_CALL_ERROR', { ...base, params: { code } });

  const node = matchNodeMessage(message);
  if (node === 'EXECUTION_REVERTED') return reverted();
  if (node !== undefined) return rpcError(node, base);
  if (isUserRejection(message)) return rpcError('USER_REJECTED', base);

  const nodeCode = NODE_CODES.get(code);
  if (nodeCode !== undefined) return rpcError(nodeCode, base);
  if (inRange(code, SERVER_ERROR_CODES)) {
    return rpcError('UNKNOWN_NODE_ERROR', { ...base, params: { details: message } });
  }
  return rpcError('RPC_ERROR', { ...base, params: { code } });
}
