import { describe, expect, it } from 'vitest';
import { MemoryWalletRegistry, MemoryWalletStandardWallet } from '../../../testkits/MemoryWalletStandard.js';
import { createWalletStandardDiscovery } from './createWalletStandardDiscovery.js';

const names = (discovery: { list(): readonly { info: { name: string } }[] }) =>
  discovery.list().map((connector) => connector.info.name);

describe('createWalletStandardDiscovery', () => {
  it('lists nothing and listens to nothing before start()', () => {
    const registry = new MemoryWalletRegistry();
    registry.register(new MemoryWalletStandardWallet({ name: 'Early' }));
    const discovery = createWalletStandardDiscovery({ registry: () => registry });
    expect(discovery.list()).toEqual([]);
    expect(registry.listenerCount).toBe(0);
  });

  it('lists the Solana wallets that connect, registered before and after start()', async () => {
    const registry = new MemoryWalletRegistry();
    registry.register(
      new MemoryWalletStandardWallet({ name: 'Early' }),
      new MemoryWalletStandardWallet({ name: 'Sui only', chains: ['sui:mainnet'] }),
      new MemoryWalletStandardWallet({ name: 'No connect', connects: false }),
    );
    const discovery = createWalletStandardDiscovery({ registry: () => registry });
    const seen: string[][] = [];
    discovery.subscribe((connectors) => seen.push(connectors.map((connector) => connector.info.name)));
    await discovery.start();
    expect(names(discovery)).toEqual(['Early']);

    const late = new MemoryWalletStandardWallet({ name: 'Late' });
    const unregister = registry.register(late);
    expect(names(discovery)).toEqual(['Early', 'Late']);
    const [, lateConnector] = discovery.list();
    registry.register(new MemoryWalletStandardWallet({ name: 'Later', chains: ['solana:mainnet'] }));
    expect(discovery.list()[1]).toBe(lateConnector);
    unregister();
    expect(names(discovery)).toEqual(['Early', 'Later']);
    expect(seen).toEqual([['Early'], ['Early', 'Late'], ['Early', 'Late', 'Later'], ['Early', 'Later']]);
  });

  it('stops following registrations on stop(), keeping what it found', async () => {
    const registry = new MemoryWalletRegistry();
    registry.register(new MemoryWalletStandardWallet({ name: 'Early' }));
    const discovery = createWalletStandardDiscovery({ registry: () => registry });
    await discovery.start();
    discovery.stop();
    expect(registry.listenerCount).toBe(0);
    registry.register(new MemoryWalletStandardWallet({ name: 'Late' }));
    expect(names(discovery)).toEqual(['Early']);
  });

  it('is ready once start() has listed the registered wallets (at once when never started)', async () => {
    const registry = new MemoryWalletRegistry();
    registry.register(new MemoryWalletStandardWallet({ name: 'Early' }));
    const discovery = createWalletStandardDiscovery({ registry: () => registry });
    await discovery.ready();
    expect(names(discovery)).toEqual([]);
    void discovery.start();
    expect(names(discovery)).toEqual([]);
    await discovery.ready();
    expect(names(discovery)).toEqual(['Early']);
  });

  it('is ready (listing nothing) when start() fails', async () => {
    const discovery = createWalletStandardDiscovery({
      registry: () => {
        throw new Error('no registry');
      },
    });
    await expect(discovery.start()).rejects.toThrow('no registry');
    await discovery.ready();
    expect(discovery.list()).toEqual([]);
  });
});
