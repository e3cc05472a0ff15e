import { describe, expect, it } from 'vitest';
import { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import { watchWallet } from './watchWallet.js';

describe('watchWallet', () => {
  it('subscribes to the three wallet events and one call (idempotent) stops them all', () => {
    const connector = new MemoryWalletConnector({ id: 'a' });
    const seen: string[] = [];
    const stop = watchWallet(connector, {
      onAccounts: (accounts) => seen.push(accounts.join()),
      onChain: (id) => seen.push(id),
      onDisconnect: () => seen.push('bye'),
    });
    expect(connector.listenerCount()).toBe(3);
    connector.emit('accountsChanged', ['x']);
    connector.emit('chainChanged', 'eip155:5');
    connector.emit('disconnect', {});
    stop();
    stop();
    connector.emit('disconnect', {});
    expect(seen).toEqual(['x', 'eip155:5', 'bye']);
    expect(connector.listenerCount()).toBe(0);
  });
});
