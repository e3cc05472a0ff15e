/**
 * Why a names operation refused a request: `invalid` (the request's shape: 400), `unauthorized` (bad
 * signature or stale timestamp: 401), `taken` (409), `replayed` (a signed registration sent again: 409),
 * `quota` (too many registrations by the address or the client: 429) or `chainUnavailable` (the node
 * could not check a contract account's signature: 502). The route renders it as the service's error body.
 */
export type NameFailureKind =
  | 'invalid'
  | 'unauthorized'
  | 'taken'
  | 'replayed'
  | 'quota'
  | 'chainUnavailable';

export interface NameFailure {
  readonly kind: NameFailureKind;
  /** The request field at fault, as in the error body's `reasons[0].field`. */
  readonly field: string;
  readonly description: string;
  readonly cause?: unknown;
}

export const nameFailure = (
  kind: NameFailureKind,
  field: string,
  description: string,
  cause?: unknown,
): NameFailure => (cause === undefined ? { kind, field, description } : { kind, field, description, cause });
