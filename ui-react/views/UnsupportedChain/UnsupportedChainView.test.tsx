// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Network, WalletSession } from '../../../ports/index.js';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import {
  createFixture,
  ETHEREUM,
  type Fixture,
  SOLANA,
  sampleWalletConnectors,
} from '../../../tooling/ui-gallery/fixtures.js';
import { LatchProvider } from '../../context/LatchProvider.js';

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

let fixture: Fixture | undefined;
afterEach(() => {
  cleanup();
  fixture?.dispose();
  fixture = undefined;
});

const shadow = () => {
  const root = document.querySelector('[data-latch-host="modal"]')?.shadowRoot;
  if (!root) throw new Error('no modal');
  return root;
};
const modal = () => {
  const root = shadow().querySelector<HTMLElement>('.latch-root');
  if (!root) throw new Error('no modal');
  return within(root);
};
const settle = async () => {
  await act(async () => {
    await flushMicrotasks();
  });
};

/** A wallet connected, then moved by the user to a network the app does not configure. */
const setup = async () => {
  const metamask = new SwitchingConnector({ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED' });
  const current = createFixture({
    networks: [ETHEREUM, SOLANA],
    connectors: [metamask, sampleWalletConnectors().walletConnect],
  });
  fixture = current;
  render(<LatchProvider latch={current.latch} />);
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
    await settle();
    expect(current.latch.account.isUnsupportedChain).toBe(false);
    expect(current.latch.account.walletNetworkId).toBe('eip155:1');
    expect(current.latch.modal.isOpen).toBe(false);
  });

  it('Disconnect is offered instead, and closes the modal', async () => {
    const { current, metamask } = await setup();
    fireEvent.click(modal().getByRole('button', { name: 'Disconnect' }));
    await act(async () => {
      await flushMicrotasks();
      await current.clock.runAllAsync();
    });
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
    await settle();
    expect(current.latch.account.isUnsupportedChain).toBe(false);
  });
});
