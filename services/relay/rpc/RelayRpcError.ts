/** JSON-RPC error codes the relay answers with (JSON-RPC 2.0 and EIP-1474's "limit exceeded"). */
export const RPC_ERROR_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  limitExceeded: -32005,
} as const;

export type RelayRpcErrorKind = keyof typeof RPC_ERROR_CODES;

/** The JSON-RPC `error` member of a relay response. */
export interface RpcErrorBody {
  readonly code: number;
  readonly message: string;
  readonly data?: unknown;
}

/**
 * The one error type of the relay's JSON-RPC side: every handler failure is one of these, and the
 * dispatcher renders it as the response's `error` (anything else becomes an internal error).
 */
export class RelayRpcError extends Error {
  override readonly name = 'RelayRpcError';
  readonly kind: RelayRpcErrorKind;
  readonly data: unknown;

  constructor(kind: RelayRpcErrorKind, message: string, options: { data?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.data = options.data;
  }

  get code(): number {
    return RPC_ERROR_CODES[this.kind];
  }

  toBody(): RpcErrorBody {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}

export const invalidParams = (message: string): RelayRpcError => new RelayRpcError('invalidParams', message);

/** Wraps a backend failure (Redis down, …) into an internal error, keeping it as the cause. */
export const internalError = (cause: unknown): RelayRpcError =>
  cause instanceof RelayRpcError
    ? cause
    : new RelayRpcError('internalError', 'Relay storage is unavailable, try again', { cause });
