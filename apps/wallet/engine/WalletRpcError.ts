import { BaseError } from 'viem';

/**
 * EIP-1193 / EIP-1474 error codes the sandbox wallet answers with. The dapp sees `{ code, message }`
 * exactly (4001 is what the product maps to 'User rejected the request.').
 */
export const WALLET_RPC_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const;

export type WalletRpcErrorKind = keyof typeof WALLET_RPC_CODES;

const DEFAULT_MESSAGES: Readonly<Record<WalletRpcErrorKind, string>> = {
  userRejected: 'User rejected the request.',
  unauthorized: 'The requested account has not been authorized by the user.',
  unsupportedMethod: 'The wallet does not support this method.',
  unrecognizedChain: 'Unrecognized chain ID. Try adding the chain first.',
  invalidParams: 'Invalid method parameters.',
  internal: 'Internal wallet error.',
};

/** The one error type of a request the wallet answers with an error: what the dapp receives. */
export class WalletRpcError extends Error {
  override readonly name = 'WalletRpcError';
  readonly kind: WalletRpcErrorKind;

  constructor(
    kind: WalletRpcErrorKind,
    message: string = DEFAULT_MESSAGES[kind],
    options: { cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.kind = kind;
  }

  get code(): number {
    return WALLET_RPC_CODES[this.kind];
  }

  /** The JSON-RPC error body sent to the dapp. */
  toRpcError(): { code: number; message: string } {
    return { code: this.code, message: this.message };
  }
}

/** The node's own message when a chain call fails (insufficient funds, reverted, …), as an internal error. */
export const fromChainFailure = (cause: unknown): WalletRpcError => {
  if (cause instanceof WalletRpcError) return cause;
  const message =
    cause instanceof BaseError ? cause.shortMessage : cause instanceof Error ? cause.message : String(cause);
  return new WalletRpcError('internal', message, { cause });
};
