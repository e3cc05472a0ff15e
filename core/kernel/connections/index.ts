export { addRecentWallet } from './addRecentWallet.js';
export { ConnectionStore, createConnectionStore } from './ConnectionStore.js';
export { DISCONNECT_TIMEOUT_MS, PAIRING_LIFETIME_MS, RECENT_WALLETS_LIMIT } from './constants.js';
export { type CancellationSource, createCancellation } from './createCancellation.js';
export { type DisconnectError, disconnectWallets } from './disconnectWallets.js';
export { type AuthorisedSession, findAuthorisedSessions } from './findAuthorisedSessions.js';
export { LiveWallets } from './LiveWallets.js';
export { loadConnectionState } from './loadConnectionState.js';
export { saveConnectionState } from './saveConnectionState.js';
export { type Settled, settleWithin } from './settleWithin.js';
export { CONNECTION_KEYS } from './storageKeys.js';
export {
  type Cancellation,
  CONNECTION_STATUSES,
  type ConnectError,
  type ConnectFailure,
  type ConnectHooks,
  type Connection,
  type ConnectionStatus,
  type ConnectionStoreDeps,
  type PersistedConnectionState,
  type RecentWallet,
  type SuccessInput,
  type WcLinking,
} from './types.js';
export { type WalletEventHandlers, watchWallet } from './watchWallet.js';
