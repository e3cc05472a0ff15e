import { describe, expect, it } from 'vitest';
import { MemoryConnectorDiscovery, MemoryWalletConnector, settleOn } from '../../../testkits/index.js';
import { latchHarness } from '../../../testkits/latchHarness.js';
import { DEVNET as devnet } from '../../../testkits/networks.js';
import { createLatchCore } from './createLatchCore.js';

const base = { projectId: 'p', networks: [devnet] as const };

describe('createLatchCore: every modal option is honoured or refused', () => {
  it('refuses an option whose feature is not built, naming it, and builds nothing', () => {
    const { ports, sink } = latchHarness({ network: devnet });
    const result = createLatchCore(ports, { ...base, features: { pay: true } });
    expect(result._unsafeUnwrapErr()).toMatchObject({
      code: 'MODAL_OPTION_NOT_SUPPORTED',
      message: 'The modal option `features.pay` is not supported yet',
    });
    expect(sink.envelopes).toEqual([]);
  });

  it('reports MODAL_OPEN and MODAL_CLOSE with whether an address is connected', async () => {
    const { ports, sink, clock } = latchHarness({ network: devnet });
    const latch = createLatchCore(ports, base)._unsafeUnwrap();
    await latch.modal.open();
    latch.modal.close();
    await settleOn(clock, latch.connection.connect('io.metamask', { network: devnet }));
    await latch.modal.open();
    await latch.modal.open(); // already open: no second event
    latch.modal.close();
    await latch.analytics.flush();
    expect(sink.envelopes.map((e) => [e.props.event, e.props.connected])).toEqual([
      ['MODAL_OPEN', false],
      ['MODAL_CLOSE', false],
      ['MODAL_OPEN', true],
      ['MODAL_CLOSE', true],
    ]);
    latch.dispose();
  });

  it('sends no modal analytics when the analytics feature is off', async () => {
    const { ports, sink } = latchHarness({ network: devnet });
    const latch = createLatchCore(ports, { ...base, features: { analytics: false } })._unsafeUnwrap();
    await latch.modal.open();
    latch.modal.close();
    await latch.analytics.flush();
    expect(sink.envelopes).toEqual([]);
  });

  it.each([
    [{}, true],
    [{ allowUnsupportedChain: true }, false],
    [{ enableNetworkSwitch: false }, false],
  ])('a wallet on a network not configured, with %o: UnsupportedChain %s', async (options, unsupported) => {
    const { ports, clock, wallet } = latchHarness({ network: devnet });
    const latch = createLatchCore(ports, { ...base, ...options })._unsafeUnwrap();
    await settleOn(clock, latch.connection.connect('io.metamask', { network: devnet }));
    wallet.emit('chainChanged', 'eip155:999');
    expect(latch.account.isUnsupportedChain).toBe(unsupported);
    latch.dispose();
  });

  it('prefetches the wallet, connector and network images on each opening, for at most 2 s', async () => {
    const { ports, images, clock } = latchHarness({ network: devnet });
    const rabby = new MemoryWalletConnector({
      id: 'io.rabby',
      name: 'Rabby',
      type: 'ANNOUNCED',
      imageUrl: 'https://img.example/rabby.webp',
    });
    const network = { ...devnet, assets: { imageUrl: '/networks/devnet.png' } };
    const latch = createLatchCore(
      { ...ports, connectors: new MemoryConnectorDiscovery([rabby]) },
      { projectId: 'p', networks: [network] },
    )._unsafeUnwrap();
    latch.wallets.start();
    await latch.modal.open();
    expect(images.calls).toEqual([['https://img.example/rabby.webp', '/networks/devnet.png']]);
    expect(latch.modal.loading).toBe(false);
    latch.modal.close();

    images.hold = true; // the images never finish: the modal stops waiting after 2 s
    let opened = false;
    void latch.modal.open().then(() => {
      opened = true;
    });
    expect(latch.modal.loading).toBe(true);
    await clock.advanceAsync(1999);
    expect(opened).toBe(false);
    await clock.advanceAsync(1);
    expect(opened).toBe(true);
    expect(latch.modal.loading).toBe(false);
    expect(images.calls).toHaveLength(2);
    latch.dispose();
  });

  it('puts the sections of connectorTypeOrder first in the Connect rows', () => {
    const { ports } = latchHarness({ network: devnet });
    const walletConnect = new MemoryWalletConnector({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
    });
    const injected = new MemoryWalletConnector({ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED' });
    const withConnectors = { ...ports, connectors: new MemoryConnectorDiscovery([walletConnect, injected]) };
    const kinds = (order?: readonly ('injected' | 'walletConnect')[]) => {
      const latch = createLatchCore(withConnectors, {
        ...base,
        ...(order ? { connectorTypeOrder: order } : {}),
      })._unsafeUnwrap();
      latch.wallets.start();
      const rows = latch.wallets.connectRows.map((row) => row.name);
      latch.dispose();
      return rows;
    };
    expect(kinds()).toEqual(['WalletConnect', 'MetaMask']);
    expect(kinds(['injected'])).toEqual(['MetaMask', 'WalletConnect']);
  });
});
