import { mapProviderFailureLater } from '../../lib/rpc/index.js';
import { registryOwnFailure } from './registryOwnFailure.js';
import type { WalletRegistryError } from './types.js';

/**
 * mapRegistryFailure for the page's own requests, with core/lib/rpc's mapping fetched rather than in the first chunk (a
 * module of its own: one the page reaches must not import the mapping itself).
 */
export const mapRegistryFailureLater = (
  failure: unknown,
): WalletRegistryError | Promise<WalletRegistryError> =>
  registryOwnFailure(failure) ?? mapProviderFailureLater(failure);
