import type { Network } from '../../../ports/index.js';
import type { SafeStorage } from '../../lib/storage/index.js';
import { restoreActiveNetwork } from './restoreActiveNetwork.js';
import { ACCOUNT_KEYS } from './storageKeys.js';

/** The stored active network if it is still one of `networks` (see restoreActiveNetwork); tolerant of bad data. */
export async function loadActiveNetwork(
  storage: SafeStorage,
  networks: readonly Network[],
): Promise<Network | undefined> {
  const [namespace, networkId] = await Promise.all([
    storage.read(ACCOUNT_KEYS.activeNamespace),
    storage.read(ACCOUNT_KEYS.activeNetworkId),
  ]);
  return restoreActiveNetwork(networks, { namespace, networkId });
}
