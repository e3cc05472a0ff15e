import type { PortFailure } from '../../../ports/index.js';

const PORT_FAILURE_KINDS: ReadonlySet<string> = new Set<PortFailure['kind']>([
  'HttpFailure',
  'NetworkFailure',
  'ProviderRpcFailure',
  'UnsupportedFailure',
]);

/** True for the failure shapes adapters reject with (ports/failures.ts), recognised by `kind`. */
export const isPortFailure = (value: unknown): value is PortFailure =>
  typeof value === 'object' &&
  value !== null &&
  'kind' in value &&
  typeof value.kind === 'string' &&
  PORT_FAILURE_KINDS.has(value.kind);
