/**
 * Shapes of failures adapters reject with. Core recognises them by `kind` and maps them to its error
 * catalogue; anything else is an unknown failure.
 */
export interface HttpFailure {
  readonly kind: 'HttpFailure';
  readonly status: number;
  readonly url: string;
  /** Server-provided explanation (data service: reasons[0].description). */
  readonly description?: string;
  /** Parsed Retry-After, in milliseconds. */
  readonly retryAfterMs?: number;
}

export interface NetworkFailure {
  readonly kind: 'NetworkFailure';
  readonly url: string;
  readonly message: string;
}

/** An EIP-1193 / JSON-RPC provider error: { code, message, data }. */
export interface ProviderRpcFailure {
  readonly kind: 'ProviderRpcFailure';
  readonly code: number;
  readonly message: string;
  readonly data?: unknown;
}

/** A port method or optional capability the adapter does not offer. */
export interface UnsupportedFailure {
  readonly kind: 'UnsupportedFailure';
  readonly capability: string;
}

export type PortFailure = HttpFailure | NetworkFailure | ProviderRpcFailure | UnsupportedFailure;
