import type { SafeStorage, StorageKey } from '../../lib/storage/index.js';
import { CONNECTION_KEYS } from './storageKeys.js';
import type { PersistedConnectionState } from './types.js';

const writeOrRemove = async <T>(
  storage: SafeStorage,
  key: StorageKey<T>,
  value: T | undefined,
): Promise<void> => {
  if (value === undefined) await storage.remove(key);
  else await storage.write(key, value);
};

/** Writes the whole connection state; absent values are removed. Storage failures are logged, never thrown. */
export const saveConnectionState = async (
  storage: SafeStorage,
  state: PersistedConnectionState,
): Promise<void> => {
  await Promise.all([
    storage.write(CONNECTION_KEYS.recentWallets, state.recentWallets),
    storage.write(CONNECTION_KEYS.connectorIds, state.connectorIds),
    writeOrRemove(storage, CONNECTION_KEYS.recentConnectorId, state.recentConnectorId),
    writeOrRemove(storage, CONNECTION_KEYS.deepLink, state.deepLink),
    storage.write(CONNECTION_KEYS.status, state.status),
    storage.write(CONNECTION_KEYS.namespaces, state.namespaces),
  ]);
};
