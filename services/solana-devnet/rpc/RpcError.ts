/** A JSON-RPC error answered to the caller (never thrown past the dispatcher). */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

export const RPC_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  /** Solana: preflight simulation failed. */
  simulationFailed: -32002,
  /** Solana: a transaction's signature does not verify. */
  signatureFailure: -32003,
} as const;

export const invalidParams = (message: string): RpcError => new RpcError(RPC_CODES.invalidParams, message);
