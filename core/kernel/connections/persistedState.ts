import type { ChainNamespace } from '../../../ports/index.js';
import type { Connection, ConnectionStatus, PersistedConnectionState } from './types.js';

/** What the connection store keeps of its state across pages. */
export type KeptConnectionState = Omit<PersistedConnectionState, 'status' | 'namespaces'>;

/** What storage held at `hydrate`: the previous page's status and namespaces (nothing before). */
export type RestoredConnectionState = Pick<PersistedConnectionState, 'status' | 'namespaces'>;

/** Nothing restored yet: disconnected, no namespace. */
export const NOTHING_RESTORED: RestoredConnectionState = { status: 'disconnected', namespaces: [] };

/** The state to store (SPEC §3): what is kept, the status and the connected namespaces. */
export const persistedStateOf = (
  kept: KeptConnectionState,
  status: ConnectionStatus,
  connections: ReadonlyMap<ChainNamespace, Connection>,
): PersistedConnectionState => ({
  recentWallets: kept.recentWallets,
  connectorIds: kept.connectorIds,
  recentConnectorId: kept.recentConnectorId,
  deepLink: kept.deepLink,
  status,
  namespaces: [...connections.keys()],
});

/** The store's state from what storage held (`hydrate`): what is kept, and the previous page's status. */
export const stateFromStored = (
  stored: PersistedConnectionState,
): KeptConnectionState & { readonly restored: RestoredConnectionState } => ({
  recentWallets: stored.recentWallets,
  connectorIds: stored.connectorIds,
  recentConnectorId: stored.recentConnectorId,
  deepLink: stored.deepLink,
  restored: { status: stored.status, namespaces: stored.namespaces },
});
