import { OnrampStore } from './OnrampStore.js';
import type { OnrampStoreDeps, OnrampStoreOptions } from './types.js';

/** Creates the on-ramp store; call `dispose` to stop it. */
export function createOnrampStore(deps: OnrampStoreDeps, options: OnrampStoreOptions = {}): OnrampStore {
  return new OnrampStore(deps, options);
}
