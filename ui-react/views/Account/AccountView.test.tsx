// @vitest-environment happy-dom
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Network } from '../../../ports/index.js';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import type { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import { ETHEREUM, type Fixture, type FixtureOptions } from '../../../testkits/views/fixtures.js';
import {
  connectorOf,
  modal,
  recordingServices,
  settle,
  shadow,
  viewHarness,
} from '../../../testkits/views/viewHarness.js';

const ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7';
const MAINNET: Network = {
  ...ETHEREUM,
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io/' } },
};

const harness = viewHarness();

interface Setup {
  readonly connect?: boolean;
  readonly prepare?: (current: Fixture, metamask: MemoryWalletConnector) => void;
  readonly options?: FixtureOptions;
}

const setup = async ({ connect = true, prepare, options }: Setup = {}) => {
  const current = harness.fixture({ networks: [MAINNET], ...options });
  const metamask = connectorOf(current);
  metamask.accounts = [ADDRESS];
  prepare?.(current, metamask);
  const { services, copied } = recordingServices(current.clock);
  harness.render(current, { services });
  await act(async () => {
    if (connect) await current.latch.connection.connect('io.metamask', { network: MAINNET });
    await current.latch.modal.open({ view: 'Account' });
  });
  await settle(current);
  // The first render loads the view's code on demand: allow for a cold module graph.
  await modal().findByRole('button', { name: 'Disconnect' }, { timeout: 5000 });
  return { current, metamask, copied };
};

const hero = () => within(modal().getByRole('region', { name: 'Connected account' }));

describe('Account view', () => {
  it('shows a gradient avatar and the shortened address, copied whole by the labelled copy button', async () => {
    const { copied } = await setup();
    expect(hero().getByRole('heading').textContent).toBe('0x5290…9ee7');
    expect(hero().getByTestId('latch-avatar-gradient').getAttribute('style')).toContain('linear-gradient');
    fireEvent.click(hero().getByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(modal().getByText('Address copied')).toBeTruthy());
    expect(copied).toEqual([ADDRESS]);
  });

  it('shows the identity name and avatar when there is one, the address below', async () => {
    await setup({
      prepare: (current) => {
        current.dataService.seedIdentity(ADDRESS, {
          name: 'latch.eth',
          avatar: 'https://img.latch.test/me.png',
        });
      },
    });
    await waitFor(() => expect(hero().getByRole('heading').textContent).toBe('latch.eth'));
    expect(hero().getByText('0x5290…9ee7')).toBeTruthy();
    expect(shadow().querySelector('.latch-account-avatar img')?.getAttribute('src')).toBe(
      'https://img.latch.test/me.png',
    );
  });

  it('shows the native balance floored to 3 decimals, 0.000 for zero and <0.001 for dust', async () => {
    const { current } = await setup({
      prepare: (it) => {
        it.chainReader.setBalance(ADDRESS, 1_234_999_000_000_000_000n);
      },
    });
    expect(hero().getByText('1.234 ETH')).toBeTruthy();
    await act(async () => {
      current.chainReader.setBalance(ADDRESS, 0n);
      await current.latch.account.refreshBalance({ force: true });
    });
    await waitFor(() => expect(hero().getByText('0.000 ETH')).toBeTruthy());
    // Dust (worth cents, below 0.001) is not zero: '<0.001 ETH', never '0.000 ETH' beside its fiat value.
    await act(async () => {
      current.chainReader.setBalance(ADDRESS, 20_000_000_000_000n);
      await current.latch.account.refreshBalance({ force: true });
    });
    await waitFor(() => expect(hero().getByText('<0.001 ETH')).toBeTruthy());
  });

  it('shows a placeholder while the balance loads', async () => {
    await setup({
      prepare: (it) => {
        it.chainReader.getNativeBalance = () => new Promise<bigint>(() => undefined);
      },
    });
    expect(hero().getByText('Loading balance…')).toBeTruthy();
    expect(hero().queryByText(/ETH/)).toBeNull();
  });

  it('an unavailable balance says so with Retry, never 0', async () => {
    const { current } = await setup({
      prepare: (it) => {
        it.chainReader.fail('getNativeBalance', { code: -32603, message: 'node down' });
      },
    });
    expect(hero().getByText('Balance unavailable')).toBeTruthy();
    expect(hero().queryByText(/0\.000/)).toBeNull();
    current.chainReader.clearFailures();
    current.chainReader.setBalance(ADDRESS, 2_000_000_000_000_000_000n);
    fireEvent.click(hero().getByRole('button', { name: 'Retry' }));
    await settle(current);
    await waitFor(() => expect(hero().getByText('2.000 ETH')).toBeTruthy());
  });

  it('the network chip opens Networks; the explorer link opens the address page in a new tab', async () => {
    const { current } = await setup();
    const explorer = hero().getByRole('link', { name: 'Block Explorer' });
    expect(explorer.getAttribute('href')).toBe(`https://etherscan.io/address/${ADDRESS}`);
    expect(explorer.getAttribute('target')).toBe('_blank');
    expect(explorer.getAttribute('rel')).toContain('noopener');
    fireEvent.click(hero().getByRole('button', { name: 'Network: Ethereum' }));
    expect(current.latch.router.view).toBe('Networks');
  });

  it('with network switching turned off the chip only shows the network', async () => {
    await setup({ options: { modalOptions: { enableNetworkSwitch: false } } });
    expect(hero().queryByRole('button', { name: 'Network: Ethereum' })).toBeNull();
    expect(hero().getByText('Ethereum')).toBeTruthy();
  });

  it('has no explorer link when the network has no explorer', async () => {
    const current = harness.fixture();
    harness.render(current);
    await act(async () => {
      await current.latch.connection.connect('io.metamask', { network: ETHEREUM });
      await current.latch.modal.open();
    });
    await modal().findByRole('button', { name: 'Disconnect' }, { timeout: 5000 });
    expect(modal().queryByRole('link')).toBeNull();
  });

  it('Disconnect disconnects, reports it and closes the modal', async () => {
    const { current, metamask } = await setup();
    fireEvent.click(modal().getByRole('button', { name: 'Disconnect' }));
    await settle(current);
    expect(metamask.calls.disconnect).toBe(1);
    expect(current.latch.connection.status).toBe('disconnected');
    expect(current.latch.modal.isOpen).toBe(false);
    expect(current.analytics.envelopes.map((envelope) => envelope.props.event)).toContain(
      'DISCONNECT_SUCCESS',
    );
  });

  it('keeps the account on screen, busy, while the wallet takes its time to disconnect', async () => {
    const { metamask } = await setup({
      prepare: (_it, wallet) => {
        wallet.disconnectBehaviour = 'hang';
      },
    });
    await act(async () => fireEvent.click(modal().getByRole('button', { name: 'Disconnect' })));
    await waitFor(() =>
      expect(modal().getByRole('button', { name: 'Disconnect' }).getAttribute('aria-busy')).toBe('true'),
    );
    expect(hero().getByRole('heading').textContent).toBe('0x5290…9ee7');
    expect(metamask.calls.disconnect).toBe(1);
  });

  it("a wallet that refuses shows 'Failed to disconnect' and Connect", async () => {
    const { current } = await setup({
      prepare: (_it, wallet) => {
        wallet.disconnectBehaviour = 'reject';
      },
    });
    await act(async () => {
      fireEvent.click(modal().getByRole('button', { name: 'Disconnect' }));
      await flushMicrotasks();
    });
    await waitFor(() => expect(modal().getByRole('alert').textContent).toBe('Failed to disconnect'));
    expect(current.latch.router.view).toBe('Connect');
    expect(current.analytics.envelopes.map((envelope) => envelope.props.event)).toContain('DISCONNECT_ERROR');
  });

  it('without a wallet it offers to connect one', async () => {
    const current = harness.fixture();
    harness.render(current);
    await act(async () => {
      await current.latch.modal.open({ view: 'Account' });
    });
    expect(await modal().findByText('No wallet connected')).toBeTruthy();
    fireEvent.click(modal().getByRole('button', { name: 'Connect Wallet' }));
    expect(current.latch.router.view).toBe('Connect');
  });

  it('every control is reachable with Tab, in reading order', async () => {
    await setup();
    const expected = [
      hero().getByRole('button', { name: 'Copy address' }),
      hero().getByRole('button', { name: 'Network: Ethereum' }),
      hero().getByRole('link', { name: 'Block Explorer' }),
      modal().getByRole('button', { name: 'Disconnect' }),
    ];
    const user = userEvent.setup({ document });
    const reached: (Element | null)[] = [];
    for (let step = 0; step < 16; step++) {
      await user.tab();
      reached.push(shadow().activeElement);
    }
    const order = expected.map((element) => reached.indexOf(element));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('on a network the app does not support, UnsupportedChain opens; back on Account the chip says so', async () => {
    const { current, metamask } = await setup();
    await act(async () => metamask.emit('chainChanged', 'eip155:999'));
    expect(current.latch.router.view).toBe('UnsupportedChain');
    await act(async () => current.latch.router.reset('Account'));
    const chip = await modal().findByRole('button', { name: 'Unsupported network' });
    expect(hero().queryByRole('link', { name: 'Block Explorer' })).toBeNull();
    fireEvent.click(chip);
    expect(current.latch.router.view).toBe('UnsupportedChain');
  });
});
