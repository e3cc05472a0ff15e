import type { FetchError } from 'ofetch';
import type { HttpFailure, NetworkFailure } from '../../ports/index.js';

/** Errors adapters reject with; core recognises them by `kind` (ports/failures.ts). */
export class HttpFailureError extends Error implements HttpFailure {
  readonly kind = 'HttpFailure';
  readonly status: number;
  readonly url: string;
  readonly description?: string;
  readonly retryAfterMs?: number;

  constructor(init: { status: number; url: string; description?: string; retryAfterMs?: number }) {
    super(`HTTP ${init.status} from ${init.url}${init.description ? `: ${init.description}` : ''}`);
    this.status = init.status;
    this.url = init.url;
    if (init.description !== undefined) this.description = init.description;
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
  }
}

export class NetworkFailureError extends Error implements NetworkFailure {
  readonly kind = 'NetworkFailure';
  readonly url: string;

  constructor(url: string, cause: unknown) {
    super(`Request to ${url} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.url = url;
  }
}

/** The data service's error body `{"status":"FAILED","reasons":[{field,description}]}` → description. */
export function describeFailureBody(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('reasons' in body) || !Array.isArray(body.reasons))
    return undefined;
  const first: unknown = body.reasons[0];
  if (
    typeof first === 'object' &&
    first !== null &&
    'description' in first &&
    typeof first.description === 'string'
  ) {
    return first.description;
  }
  return undefined;
}

/**
 * ofetch's error for an answer that is not 2xx (its FetchError, with the response), told apart without
 * importing ofetch: ofetch arrives with the first request, in its own chunk.
 */
export const isFetchError = (cause: unknown): cause is FetchError =>
  cause instanceof Error && cause.name === 'FetchError' && 'response' in cause;
