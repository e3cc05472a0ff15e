import { isLatchError, isPortFailure, latchError } from '../../lib/errors/index.js';
import type { WalletRegistryError } from './types.js';

/** The registry's own failures (mapRegistryFailure): ours kept, the data service's explanation as DATA_SERVICE_ERROR. */
export const registryOwnFailure = (failure: unknown): WalletRegistryError | undefined => {
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
  return undefined;
};
