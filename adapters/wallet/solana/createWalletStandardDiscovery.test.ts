import { describe, expect, it, vi } from 'vitest';
import { MemoryWalletRegistry, MemoryWalletStandardWallet } from '../../../testkits/MemoryWalletStandard.js';
import {
  createWalletStandardDiscovery,
  type WalletStandardConnectorCode,
} from './createWalletStandardDiscovery.js';
import * as connectorCode from './walletStandardConnectorCode.js';

/** The connector's code, counted, arriving when `arrive()` (or failing when `fail()`) is called. */
const heldConnectorCode = () => {
  const fetches: { arrive(): void; fail(cause: unknown): void }[] = [];
  const fetch = () =>
    new Promise<WalletStandardConnectorCode>((resolve, reject) => {
      fetches.push({ arrive: () => resolve(connectorCode), fail: reject });
    });
  return { fetch, fetches };
};

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

  it('fetches no connector code while no Solana wallet is registered', async () => {
    const registry = new MemoryWalletRegistry();
    registry.register(new MemoryWalletStandardWallet({ name: 'Sui only', chains: ['sui:mainnet'] }));
    const code = vi.fn(async () => connectorCode);
    const discovery = createWalletStandardDiscovery({ registry: () => registry, connectorCode: code });
    const seen: string[][] = [];
    discovery.subscribe((connectors) => seen.push(connectors.map((connector) => connector.info.name)));
    await discovery.start();
    await discovery.ready();
    registry.register(new MemoryWalletStandardWallet({ name: 'No connect', connects: false }));
    expect(code).not.toHaveBeenCalled();
    expect(seen).toEqual([[], []]);
  });

  it('fetches the connector code once a Solana wallet registers later, listing it (and those registered meanwhile)', async () => {
    const registry = new MemoryWalletRegistry();
    const held = heldConnectorCode();
    const discovery = createWalletStandardDiscovery({ registry: () => registry, connectorCode: held.fetch });
    const seen: string[][] = [];
    discovery.subscribe((connectors) => seen.push(connectors.map((connector) => connector.info.name)));
    await discovery.start();
    expect(held.fetches).toHaveLength(0);

    const late = new MemoryWalletStandardWallet({ name: 'Late' });
    registry.register(late);
    registry.register(new MemoryWalletStandardWallet({ name: 'Later' }));
    expect(held.fetches).toHaveLength(1);
    expect(discovery.list()).toEqual([]);
    held.fetches[0]?.arrive();
    await vi.waitFor(() => expect(names(discovery)).toEqual(['Late', 'Later']));
    expect(seen).toEqual([[], ['Late', 'Later']]);

    // The code is there now: a registration is listed at once, each wallet keeping its connector.
    const [lateConnector] = discovery.list();
    registry.register(new MemoryWalletStandardWallet({ name: 'Latest' }));
    expect(names(discovery)).toEqual(['Late', 'Later', 'Latest']);
    expect(discovery.list()[0]).toBe(lateConnector);
    expect(held.fetches).toHaveLength(1);
  });

  it('is ready only once the connector code of the registered Solana wallets has arrived', async () => {
    const registry = new MemoryWalletRegistry();
    registry.register(new MemoryWalletStandardWallet({ name: 'Early' }));
    const held = heldConnectorCode();
    const discovery = createWalletStandardDiscovery({ registry: () => registry, connectorCode: held.fetch });
    let ready = false;
    void discovery.start();
    void discovery.ready().then(() => {
      ready = true;
    });
    await vi.waitFor(() => expect(held.fetches).toHaveLength(1));
    await Promise.resolve();
    expect(ready).toBe(false);
    held.fetches[0]?.arrive();
    await discovery.ready();
    expect(names(discovery)).toEqual(['Early']);
  });

  it('tells a failed connector code fetch, is ready, and tries again on the next registration', async () => {
    const registry = new MemoryWalletRegistry();
    registry.register(new MemoryWalletStandardWallet({ name: 'Early' }));
    const held = heldConnectorCode();
    const failures: unknown[] = [];
    const discovery = createWalletStandardDiscovery({
      registry: () => registry,
      connectorCode: held.fetch,
      onConnectorCodeFailure: (cause) => failures.push(cause),
    });
    const started = discovery.start();
    await vi.waitFor(() => expect(held.fetches).toHaveLength(1));
    held.fetches[0]?.fail(new Error('offline'));
    await started;
    await discovery.ready();
    expect(failures).toEqual([new Error('offline')]);
    expect(discovery.list()).toEqual([]);

    registry.register(new MemoryWalletStandardWallet({ name: 'Late' }));
    expect(held.fetches).toHaveLength(2);
    held.fetches[1]?.arrive();
    await vi.waitFor(() => expect(names(discovery)).toEqual(['Early', 'Late']));
    expect(failures).toHaveLength(1);
  });
});
