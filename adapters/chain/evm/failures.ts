import type { ProviderRpcFailure, UnsupportedFailure } from '../../../ports/index.js';

/**
 * A wallet's or node's JSON-RPC error `{code, message, data}` as the port failure core maps
 * (ports/failures.ts): the provider's own code and message, never a library's rewording.
 */
export class ProviderRpcFailureError extends Error implements ProviderRpcFailure {
  readonly kind = 'ProviderRpcFailure';
  readonly code: number;
  readonly data?: unknown;

  constructor(init: { code: number; message: string; data?: unknown }, options?: { cause?: unknown }) {
    super(init.message, options);
    this.name = 'ProviderRpcFailureError';
    this.code = init.code;
    if (init.data !== undefined) this.data = init.data;
  }
}

/** A network or capability this adapter does not offer (a non-eip155 network, a missing method). */
export class UnsupportedFailureError extends Error implements UnsupportedFailure {
  readonly kind = 'UnsupportedFailure';
  readonly capability: string;

  constructor(capability: string) {
    super(`Unsupported: ${capability}`);
    this.name = 'UnsupportedFailureError';
    this.capability = capability;
  }
}
