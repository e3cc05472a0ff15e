import { describe, expect, it } from 'vitest';
import { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import { LiveWallets } from './LiveWallets.js';

const recorder = () => {
  const seen: string[] = [];
  return {
    seen,
    handlers: {
      onAccounts: (accounts: readonly string[]) => seen.push(`accounts:${accounts.join(',')}`),
      onChain: (id: string) => seen.push(`chain:${id}`),
      onDisconnect: () => seen.push('disconnect'),
    },
  };
};

describe('LiveWallets', () => {
  it('relays the live session events and stops on remove', () => {
    const wallets = new LiveWallets();
    const connector = new MemoryWalletConnector({ id: 'a' });
    const { seen, handlers } = recorder();
    wallets.add(connector, connector.session(), handlers);
    connector.emit('accountsChanged', ['0x1']);
    connector.emit('chainChanged', 'eip155:10');
    connector.emit('disconnect', {});
    expect(seen).toEqual(['accounts:0x1', 'chain:eip155:10', 'disconnect']);
    expect(wallets.namespaces()).toEqual(['eip155']);
    expect(wallets.remove('eip155')).toBe(connector);
    expect(wallets.remove('eip155')).toBeUndefined();
    expect(connector.listenerCount()).toBe(0);
    expect(wallets.session('eip155')).toBeUndefined();
  });

  it('replaces a namespace session, and only the new one is heard', () => {
    const wallets = new LiveWallets();
    const first = new MemoryWalletConnector({ id: 'a' });
    const second = new MemoryWalletConnector({ id: 'b' });
    const { seen, handlers } = recorder();
    wallets.add(first, first.session(), handlers);
    const session = second.session();
    wallets.add(second, session, handlers);
    first.emit('disconnect', {});
    expect(seen).toEqual([]);
    expect(first.listenerCount()).toBe(0);
    expect(wallets.session('eip155')).toBe(session);
    wallets.clear();
    expect(second.listenerCount()).toBe(0);
  });

  it('ignores events of a session that stopped being live while they were dispatched', () => {
    const wallets = new LiveWallets();
    const connector = new MemoryWalletConnector({ id: 'a' });
    const { seen, handlers } = recorder();
    connector.on('accountsChanged', () => {
      wallets.remove('eip155');
    });
    connector.on('chainChanged', () => {
      wallets.remove('eip155');
    });
    connector.on('disconnect', () => {
      wallets.remove('eip155');
    });
    for (const emit of [
      () => connector.emit('accountsChanged', ['x']),
      () => connector.emit('chainChanged', 'eip155:2'),
      () => connector.emit('disconnect', {}),
    ]) {
      wallets.add(connector, connector.session(), handlers);
      emit();
    }
    expect(seen).toEqual([]);
  });
});
