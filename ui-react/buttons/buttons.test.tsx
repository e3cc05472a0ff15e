// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GetWalletsRequest } from '../../ports/index.js';
import { flushMicrotasks } from '../../testkits/ManualClock.js';
import { MemoryWalletConnector } from '../../testkits/MemoryWalletConnector.js';
import { createFixture, ETHEREUM, type Fixture, type FixtureOptions } from '../../testkits/views/fixtures.js';
import { LatchProvider } from '../context/LatchProvider.js';
import { AccountButton } from './AccountButton/AccountButton.js';
import { ConnectButton } from './ConnectButton/ConnectButton.js';
import { NetworkButton } from './NetworkButton/NetworkButton.js';

const ADDRESS = '0x0000000000000000000000000000000000000001';
let fixture: Fixture | undefined;
afterEach(() => {
  cleanup();
  fixture?.dispose();
  fixture = undefined;
});

const button = (name: string) => {
  const root = document
    .querySelector(`[data-latch-host="${name}"]`)
    ?.shadowRoot?.querySelector<HTMLElement>('.latch-root');
  return root ? within(root).queryByRole('button') : null;
};

const setup = (options: FixtureOptions = {}) => {
  const current = createFixture(options);
  fixture = current;
  render(
    <LatchProvider latch={current.latch}>
      <NetworkButton />
      <ConnectButton />
      <AccountButton />
    </LatchProvider>,
  );
  return current;
};

const connect = async (current: Fixture, id = 'io.metamask') => {
  await act(async () => {
    await current.latch.connection.connect(id, { network: ETHEREUM });
    await current.clock.runAllAsync();
    await flushMicrotasks();
  });
};

describe('ConnectButton', () => {
  it('says "Connect Wallet" and opens the modal on the view the opening rules pick', async () => {
    const current = setup();
    const connectButton = button('connect-button');
    expect(connectButton?.textContent).toBe('Connect Wallet');
    expect(button('account-button')).toBeNull();
    await act(async () => {
      connectButton?.click();
      await flushMicrotasks();
    });
    expect(current.latch.modal.isOpen).toBe(true);
    expect(current.latch.router.view).toBe('Connect');
  });

  it('asks for the wallet list when a pointer or the focus reaches it, once, before any click', async () => {
    const current = setup();
    const heads = () =>
      (current.dataService.callsOf('wallets.getWallets') as GetWalletsRequest[]).filter(
        (call) => call.include === undefined,
      );
    await act(flushMicrotasks);
    expect(heads()).toEqual([]);
    const connectButton = button('connect-button');
    if (!connectButton) throw new Error('no connect button');
    await act(async () => {
      fireEvent.pointerEnter(connectButton);
      await flushMicrotasks();
    });
    expect(heads()).toHaveLength(1);
    await act(async () => {
      fireEvent.focus(connectButton);
      await flushMicrotasks();
    });
    expect(heads()).toHaveLength(1);
    expect(current.latch.modal.isOpen).toBe(false);
  });

  it('asks for the wallet list on focus too (keyboard)', async () => {
    const current = setup();
    const connectButton = button('connect-button');
    if (!connectButton) throw new Error('no connect button');
    await act(async () => {
      fireEvent.focus(connectButton);
      await flushMicrotasks();
    });
    expect(
      (current.dataService.callsOf('wallets.getWallets') as GetWalletsRequest[]).filter(
        (call) => call.include === undefined,
      ),
    ).toHaveLength(1);
  });

  it('shows progress while connecting and becomes the account button once connected', async () => {
    const current = setup();
    const hanging = current.discovery.list().find((connector) => connector.info.id === 'io.metamask');
    if (!(hanging instanceof MemoryWalletConnector)) throw new Error('no metamask');
    hanging.connectBehaviour = 'hang';
    act(() => {
      void current.latch.connection.connect('io.metamask', { network: ETHEREUM });
    });
    expect(button('connect-button')?.textContent).toBe('Connecting…');
    expect(button('connect-button')?.getAttribute('aria-busy')).toBe('true');
    hanging.connectBehaviour = 'approve';
    await connect(current);
    expect(button('connect-button')).toBeNull();
    expect(document.querySelectorAll('[data-latch-host="account-button"]')).toHaveLength(2);
  });
});

describe('AccountButton', () => {
  it('shows the shortened address and the native balance, and opens Account', async () => {
    const current = setup();
    current.chainReader.setBalance(ADDRESS, 2_000_000_000_000_000_000n);
    await connect(current);
    const accountButton = button('account-button');
    expect(accountButton?.textContent).toContain('0x0000…0001');
    expect(accountButton?.textContent).toContain('2.000 ETH');
    await act(async () => {
      accountButton?.click();
      await flushMicrotasks();
    });
    expect(current.latch.router.view).toBe('Account');
  });

  it('shows a placeholder while the balance loads', async () => {
    const current = setup();
    current.chainReader.getNativeBalance = () => new Promise<bigint>(() => undefined);
    await connect(current);
    expect(button('account-button')?.querySelector('[aria-label="Loading balance"]')).not.toBeNull();
  });

  it('prefers the account name and avatar', async () => {
    const current = setup();
    current.dataService.seedIdentity(ADDRESS, { name: 'latch.eth', avatar: 'https://img.latch.test/a.png' });
    await connect(current);
    const accountButton = button('account-button');
    expect(accountButton?.textContent).toContain('latch.eth');
    expect(accountButton?.textContent).not.toContain('0x0000…0001');
    expect(accountButton?.querySelector('img')?.getAttribute('src')).toBe('https://img.latch.test/a.png');
  });

  it('renders nothing while disconnected', () => {
    setup();
    expect(document.querySelector('[data-latch-host="account-button"]')).toBeNull();
  });
});

describe('NetworkButton', () => {
  it('shows the active network and opens the network list', async () => {
    const current = setup();
    const networkButton = button('network-button');
    expect(networkButton?.textContent).toBe('EEthereum');
    await act(async () => {
      networkButton?.click();
      await flushMicrotasks();
    });
    expect(current.latch.router.view).toBe('Networks');
    expect(current.analytics.envelopes.some((envelope) => envelope.props.event === 'CLICK_NETWORKS')).toBe(
      true,
    );
  });

  it('only shows the network, opening nothing, when the host turned network switching off', async () => {
    const current = setup({ modalOptions: { enableNetworkSwitch: false } });
    expect(button('network-button')).toBeNull();
    const root = document.querySelector('[data-latch-host="network-button"]')?.shadowRoot;
    const pill = root?.querySelector<HTMLElement>('.latch-pill');
    expect(pill?.textContent).toBe('Network: EEthereum');
    await act(async () => {
      pill?.click();
      await flushMicrotasks();
    });
    expect(current.latch.modal.isOpen).toBe(false);
  });

  it('offers the switch when the wallet sits on a network that is not configured', async () => {
    const current = setup();
    await connect(current);
    const metamask = current.discovery.list().find((connector) => connector.info.id === 'io.metamask');
    if (!(metamask instanceof MemoryWalletConnector)) throw new Error('no metamask');
    act(() => metamask.emit('chainChanged', 'eip155:999'));
    const networkButton = button('network-button');
    expect(networkButton?.textContent).toBe('Switch Network');
    fireEvent.click(networkButton ?? document.body);
    expect(current.latch.router.view).toBe('UnsupportedChain');
  });
});
