import type { ErrorCode, LatchError } from '../errors/index.js';

/** A JSON-RPC 2.0 error object, as a node sends it or an EIP-1193 provider throws it. */
export interface JsonRpcErrorObject {
  readonly code: number;
  readonly message: string;
  readonly data?: unknown;
}

/** One catalogue error per code (distributes, so `error.code === 'X'` narrows the whole error). */
export type LatchErrorOf<C extends ErrorCode> = C extends ErrorCode ? LatchError<C> : never;

/** Codes of EIP-1193 / EIP-5792 / JSON-RPC 2.0 errors. */
export const PROVIDER_RPC_ERROR_CODES = [
  'USER_REJECTED',
  'UNAUTHORIZED',
  'UNSUPPORTED_METHOD',
  'PROVIDER_DISCONNECTED',
  'CHAIN_DISCONNECTED',
  'SWITCH_CHAIN_ERROR',
  'WALLET_CALL_ERROR',
  'PARSE_ERROR',
  'INVALID_REQUEST',
  'METHOD_NOT_FOUND',
  'INVALID_PARAMS',
  'INTERNAL_RPC_ERROR',
  'INVALID_INPUT',
  'RESOURCE_NOT_FOUND',
  'RESOURCE_UNAVAILABLE',
  'TRANSACTION_REJECTED',
  'METHOD_NOT_SUPPORTED',
  'LIMIT_EXCEEDED',
  'JSON_RPC_VERSION_UNSUPPORTED',
] as const;
export type ProviderRpcErrorCode = (typeof PROVIDER_RPC_ERROR_CODES)[number];

/** Codes of errors recognised from a node's message. */
export const NODE_ERROR_CODES = [
  'EXECUTION_REVERTED',
  'EXECUTION_REVERTED_UNKNOWN',
  'FEE_CAP_TOO_HIGH',
  'FEE_CAP_TOO_LOW',
  'NONCE_TOO_HIGH',
  'NONCE_TOO_LOW',
  'NONCE_MAX_VALUE',
  'INSUFFICIENT_FUNDS',
  'INTRINSIC_GAS_TOO_HIGH',
  'INTRINSIC_GAS_TOO_LOW',
  'TRANSACTION_TYPE_NOT_SUPPORTED',
  'TIP_ABOVE_FEE_CAP',
  'UNKNOWN_NODE_ERROR',
] as const;
export type NodeErrorCode = (typeof NODE_ERROR_CODES)[number];

/** Every code `mapRpcError` can give. */
export const RPC_ERROR_CODES = [...PROVIDER_RPC_ERROR_CODES, ...NODE_ERROR_CODES, 'RPC_ERROR'] as const;
export type RpcErrorCode = (typeof RPC_ERROR_CODES)[number];
export type MappedRpcError = LatchErrorOf<RpcErrorCode>;

/** Failures of the HTTP exchange itself (no usable JSON-RPC answer). */
export const RPC_TRANSPORT_ERROR_CODES = [
  'RPC_TIMEOUT',
  'RPC_HTTP_ERROR',
  'RPC_NETWORK_ERROR',
  'RPC_REPLY_MISSING',
  'PARSE_ERROR',
] as const;
export type RpcTransportErrorCode = (typeof RPC_TRANSPORT_ERROR_CODES)[number];
export type RpcTransportError = LatchErrorOf<RpcTransportErrorCode>;

/** What `JsonRpcClient.request` can fail with. */
export type RpcClientError = MappedRpcError | RpcTransportError | LatchError<'RPC_URL_REQUIRED'>;

/** True when `error` carries one of `codes` (narrows to those catalogue errors). */
export const hasErrorCode = <C extends ErrorCode>(
  error: LatchError,
  codes: readonly C[],
): error is LatchErrorOf<C> => codes.some((code) => code === error.code);

/** A failed attempt, with the server's Retry-After (ms) when it sent one. */
export interface RpcFailure {
  readonly error: RpcClientError;
  readonly retryAfterMs?: number;
}
