import { expect, it } from 'vitest';
import * as connection from './index.js';

it('exports the connection API', () => {
  expect(Object.keys(connection).sort()).toEqual([
    'CONNECTION_KEYS',
    'CONNECTION_STATUSES',
    'ConnectionStore',
    'DISCONNECT_TIMEOUT_MS',
    'LiveWallets',
    'PAIRING_LIFETIME_MS',
    'RECENT_WALLETS_LIMIT',
    'addRecentWallet',
    'createCancellation',
    'createConnectionStore',
    'disconnectWallets',
    'findAuthorisedSessions',
    'loadConnectionState',
    'saveConnectionState',
    'settleWithin',
    'watchWallet',
  ]);
});
