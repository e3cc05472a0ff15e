import { mapProviderFailure } from '../../lib/rpc/index.js';
import { registryOwnFailure } from './registryOwnFailure.js';
import type { WalletRegistryError } from './types.js';

/**
 * Turns a registry failure into a catalogue error: an HttpFailure carrying the data service's explanation
 * (`reasons[0].description`, CONTRACTS §1) becomes DATA_SERVICE_ERROR with that text as its message; a
 * catalogue error of ours is kept; anything else goes through core/lib/rpc mapProviderFailure (HTTP status,
 * no response, internal error). Total: never throws.
 */
export const mapRegistryFailure = (failure: unknown): WalletRegistryError =>
  registryOwnFailure(failure) ?? mapProviderFailure(failure);
