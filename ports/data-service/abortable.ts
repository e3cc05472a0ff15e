/**
 * A read request that can be given up: `signal` aborts it (the user moved on, or the view that asked closed);
 * adapters that cannot abort ignore it.
 */
export interface Abortable {
  readonly signal?: AbortSignal | undefined;
}
