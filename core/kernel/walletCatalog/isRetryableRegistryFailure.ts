import { isPortFailure } from '../../lib/errors/index.js';

/**
 * Whether a registry call is worth another try (SPEC §9 data-fetch retry): no response at all, a timeout
 * (408), rate limiting (429) or a server error (5xx). Client errors and anything unrecognised are final.
 */
export const isRetryableRegistryFailure = (failure: unknown): boolean => {
  if (!isPortFailure(failure)) return false;
  if (failure.kind === 'NetworkFailure') return true;
  if (failure.kind !== 'HttpFailure') return false;
  return failure.status === 408 || failure.status === 429 || failure.status >= 500;
};
