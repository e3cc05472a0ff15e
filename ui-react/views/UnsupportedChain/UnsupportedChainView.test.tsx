// @vitest-environment happy-dom
import { act, fireEvent, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Network, WalletSession } from '../../../ports/index.js';
import { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import { ETHEREUM, SOLANA, sampleWalletConnectors } from '../../../testkits/views/fixtures.js';
import { flush, modal, settle, shadow, viewHarness } from '../../../testkits/views/viewHarness.js';

/** A wallet that switches networks at once. */
class SwitchingConnector extends MemoryWalletConnector {
  override session(network?: Network): WalletSession {
    const session = super.session(network);
    return {
      ...session,
      switchNetwork: async (target) => {
        this.emit('chainChanged', target.caipNetworkId);
      },
    };
  }
}

const harness = viewHarness();

/** A wallet connected, then moved by the user to a network the app does not configure. */
const setup = async () => {
  const metamask = new SwitchingConnector({ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED' });
  const current = harness.fixture({
    networks: [ETHEREUM, SOLANA],
    connectors: [metamask, sampleWalletConnectors().walletConnect],
  });
  harness.render(current);
  await act(async () => {
    await current.latch.connection.connect('io.metamask', { network: ETHEREUM });
    metamask.emit('chainChanged', 'eip155:999');
    await current.latch.modal.open({ view: 'UnsupportedChain' });
  });
  await modal().findByRole('list', { name: 'Networks' });
  return { current, metamask };
};

describe('UnsupportedChain view', () => {
  it('explains the wallet is on an unsupported network and lists the configured ones, none current', async () => {
    const { current } = await setup();
    expect(current.latch.account.isUnsupportedChain).toBe(true);
    expect(modal().getByText('Network not supported')).toBeTruthy();
    expect(modal().getByText(/doesn’t support your wallet’s current network/)).toBeTruthy();
    const rows = within(modal().getByRole('list', { name: 'Networks' })).getAllByRole('button');
    expect(rows.map((button) => button.querySelector('.latch-row-label')?.textContent)).toEqual([
      'Ethereum',
      'Solana',
    ]);
    expect(rows.some((button) => button.hasAttribute('aria-current'))).toBe(false);
  });

  it('switching to a configured network fixes it and closes the modal', async () => {
    const { current } = await setup();
    const ethereum = within(modal().getByRole('list', { name: 'Networks' })).getAllByRole('button')[0];
    if (!ethereum) throw new Error('no row');
    fireEvent.click(ethereum);
    await flush();
    expect(current.latch.account.isUnsupportedChain).toBe(false);
    expect(current.latch.account.walletNetworkId).toBe('eip155:1');
    expect(current.latch.modal.isOpen).toBe(false);
  });

  it('Disconnect is offered instead, and closes the modal', async () => {
    const { current, metamask } = await setup();
    fireEvent.click(modal().getByRole('button', { name: 'Disconnect' }));
    await settle(current);
    expect(metamask.calls.disconnect).toBe(1);
    expect(current.latch.connection.status).toBe('disconnected');
    expect(current.latch.modal.isOpen).toBe(false);
  });

  it('the networks and Disconnect are reachable with the keyboard; Enter switches', async () => {
    const { current } = await setup();
    const user = userEvent.setup({ document });
    const rows = within(modal().getByRole('list', { name: 'Networks' })).getAllByRole('button');
    const disconnect = modal().getByRole('button', { name: 'Disconnect' });
    const reached: (Element | null)[] = [];
    for (let step = 0; step < 4; step++) {
      await user.tab();
      reached.push(shadow().activeElement);
    }
    expect(reached).toContain(rows[0]);
    expect(reached).toContain(disconnect);
    rows[0]?.focus();
    await user.keyboard('{Enter}');
    await flush();
    expect(current.latch.account.isUnsupportedChain).toBe(false);
  });
});
