import { isLatchError, isPortFailure, latchError } from '../errors/index.js';
import { mapProviderFailure } from '../rpc/index.js';
import type { WalletRegistryError } from './types.js';

/**
 * Turns a registry failure into a catalogue error: an HttpFailure carrying the data service's explanation
 * (`reasons[0].description`, CONTRACTS §1) becomes DATA_SERVICE_ERROR with that text as its message; a
 * catalogue error of ours is kept; anything else goes through core/rpc mapProviderFailure (HTTP status,
 * no response, internal error). Total: never throws.
 */
export const mapRegistryFailure = (failure: unknown): WalletRegistryError => {
  if (isLatchError(failure, 'DATA_SERVICE_ERROR') || isLatchError(failure, 'QUERY_DATA_UNDEFINED'))
    return failure;
  if (isPortFailure(failure) && failure.kind === 'HttpFailure') {
    const description = failure.description?.trim();
    if (description)
      return latchError('DATA_SERVICE_ERROR', {
        params: { description },
        cause: failure,
        data: { status: failure.status, url: failure.url },
      });
  }
  return mapProviderFailure(failure);
};
