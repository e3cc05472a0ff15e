import type { SafeStorage } from '../../lib/storage/index.js';
import { CONNECTION_KEYS } from './storageKeys.js';
import type { PersistedConnectionState } from './types.js';

/** Reads the stored connection state; anything missing or corrupt reads as empty. */
export const loadConnectionState = async (storage: SafeStorage): Promise<PersistedConnectionState> => {
  const [recentWallets, connectorIds, recentConnectorId, deepLink, status, namespaces] = await Promise.all([
    storage.read(CONNECTION_KEYS.recentWallets),
    storage.read(CONNECTION_KEYS.connectorIds),
    storage.read(CONNECTION_KEYS.recentConnectorId),
    storage.read(CONNECTION_KEYS.deepLink),
    storage.read(CONNECTION_KEYS.status),
    storage.read(CONNECTION_KEYS.namespaces),
  ]);
  return {
    recentWallets: recentWallets ?? [],
    connectorIds: connectorIds ?? {},
    recentConnectorId,
    deepLink,
    status: status ?? 'disconnected',
    namespaces: namespaces ?? [],
  };
};
