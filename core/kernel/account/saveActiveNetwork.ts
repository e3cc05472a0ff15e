import type { Network } from '../../../ports/index.js';
import type { SafeStorage } from '../../lib/storage/index.js';
import { ACCOUNT_KEYS } from './storageKeys.js';

/** Stores the active namespace and network id (SPEC §3); storage failures are logged and ignored. */
export async function saveActiveNetwork(storage: SafeStorage, network: Network): Promise<void> {
  await storage.write(ACCOUNT_KEYS.activeNamespace, network.chainNamespace);
  await storage.write(ACCOUNT_KEYS.activeNetworkId, network.caipNetworkId);
}
