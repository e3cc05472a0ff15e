import type { ConnectionStatus } from '../../../core/kernel/connections/index.js';

/** What the status live region says when the connection status changes. */
export const STATUS_MESSAGES: Readonly<Record<ConnectionStatus, string>> = Object.freeze({
  disconnected: 'Wallet disconnected',
  connecting: 'Connecting wallet…',
  reconnecting: 'Reconnecting wallet…',
  connected: 'Wallet connected',
});
