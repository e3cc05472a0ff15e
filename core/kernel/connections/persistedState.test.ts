import { describe, expect, it } from 'vitest';
import { persistedStateOf, stateFromStored } from './persistedState.js';
import type { Connection, PersistedConnectionState } from './types.js';

const STORED: PersistedConnectionState = {
  recentWallets: [],
  connectorIds: { eip155: 'io.metamask' },
  recentConnectorId: 'io.metamask',
  deepLink: undefined,
  status: 'connected',
  namespaces: ['eip155'],
};

describe('persistedState', () => {
  it('stores what is kept, the status and the connected namespaces', () => {
    const connections = new Map([['eip155', {} as Connection]] as const);
    const { restored: _restored, ...kept } = stateFromStored(STORED);
    expect(persistedStateOf(kept, 'connected', connections)).toEqual(STORED);
  });

  it('restores what is kept and the previous status and namespaces', () => {
    expect(stateFromStored(STORED).restored).toEqual({ status: 'connected', namespaces: ['eip155'] });
    expect(stateFromStored(STORED).connectorIds).toEqual({ eip155: 'io.metamask' });
  });
});
