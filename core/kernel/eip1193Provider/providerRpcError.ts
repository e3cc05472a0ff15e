import type { ErrorCode } from '../../lib/errors/index.js';
import { isLatchError, type LatchError } from '../../lib/errors/index.js';
import { mapProviderFailure } from '../../lib/rpc/index.js';

/** EIP-1193 / JSON-RPC codes the provider answers with. */
export const EIP1193_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unknownChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const;

/** A catalogue error's EIP-1193 code, where it has one fixed meaning. */
const CODE_OF: Partial<Record<ErrorCode, number>> = {
  USER_REJECTED: EIP1193_CODES.userRejected,
  UNAUTHORIZED: EIP1193_CODES.unauthorized,
  UNSUPPORTED_METHOD: EIP1193_CODES.unsupportedMethod,
  UNSUPPORTED_CAPABILITY: EIP1193_CODES.unsupportedMethod,
  PROVIDER_DISCONNECTED: EIP1193_CODES.disconnected,
  CHAIN_DISCONNECTED: EIP1193_CODES.chainDisconnected,
  SWITCH_CHAIN_ERROR: EIP1193_CODES.unknownChain,
  NETWORK_NOT_FOUND: EIP1193_CODES.unknownChain,
  INVALID_PARAMS: EIP1193_CODES.invalidParams,
};

/**
 * EIP-1193's ProviderRpcError: a numeric `code`, the catalogue's `message` (never a library's text), and `data`
 * when the wallet or node gave some (revert data, for a caller to decode).
 */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError';
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

/** The ProviderRpcError of a catalogue error: its fixed code, else the wallet's own, else -32603. */
export function fromLatchError(error: LatchError): ProviderRpcError {
  const own = error.data.code;
  const code = CODE_OF[error.code] ?? (typeof own === 'number' ? own : EIP1193_CODES.internal);
  // INTERNAL_SDK_ERROR's text carries what was thrown: the JSON-RPC internal error's text instead.
  if (error.code === 'INTERNAL_SDK_ERROR')
    return new ProviderRpcError(code, mapProviderFailure({ code, message: '' }).message);
  return new ProviderRpcError(code, error.message, error.data.rpcData);
}

/**
 * Anything a wallet, a session or Latch failed with, as a ProviderRpcError: mapped to the catalogue first
 * (core/lib/rpc mapProviderFailure: EIP-1193 errors, WalletConnect's 5000, port failures, wrapped errors).
 */
export function toProviderRpcError(failure: unknown): ProviderRpcError {
  if (failure instanceof ProviderRpcError) return failure;
  return fromLatchError(isLatchError(failure) ? failure : mapProviderFailure(failure));
}

/** The ProviderRpcError of a bare EIP-1193 / JSON-RPC code, with the catalogue's text for it. */
export const providerError = (code: number, data?: unknown): ProviderRpcError => {
  const error = fromLatchError(mapProviderFailure({ code, message: '' }));
  return data === undefined ? error : new ProviderRpcError(error.code, error.message, data);
};
