// @vitest-environment happy-dom
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Network, WalletSession } from '../../../ports/index.js';
import { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import { ETHEREUM, SOLANA, sampleWalletConnectors } from '../../../testkits/views/fixtures.js';
import { events, flush, modal, shadow, viewHarness } from '../../../testkits/views/viewHarness.js';

/** A wallet that switches networks when the test lets it. */
class SwitchingConnector extends MemoryWalletConnector {
  release: (() => void) | undefined;

  override session(network?: Network): WalletSession {
    const session = super.session(network);
    return {
      ...session,
      switchNetwork: (target) =>
        new Promise<void>((resolve) => {
          this.release = () => {
            this.emit('chainChanged', target.caipNetworkId);
            resolve();
          };
        }),
    };
  }
}

/** A wallet that refuses every switch with `failure` (what an EIP-1193 wallet throws). */
class RefusingConnector extends MemoryWalletConnector {
  failure: unknown;

  override session(network?: Network): WalletSession {
    return { ...super.session(network), switchNetwork: () => Promise.reject(this.failure) };
  }
}

const BASE: Network = {
  ...ETHEREUM,
  id: 8453,
  name: 'Base',
  caipNetworkId: 'eip155:8453',
  assets: { imageUrl: 'https://img.latch.test/base.webp' },
};

const harness = viewHarness();

const row = (name: string) => {
  const found = within(modal().getByRole('list', { name: 'Networks' }))
    .getAllByRole('button')
    .find((button) => button.querySelector('.latch-row-label')?.textContent === name);
  if (!found) throw new Error(`no row ${name}`);
  return found;
};

interface Setup {
  readonly networks?: readonly [Network, ...Network[]];
  /** Connect this wallet first (on the first network). */
  readonly wallet?: 'switching' | 'plain' | 'refusing';
  /** Open Networks from Account (so there is a view to go back to). */
  readonly fromAccount?: boolean;
  /** An installed Solana wallet too. */
  readonly phantom?: boolean;
}

const setup = async ({ networks = [ETHEREUM, BASE, SOLANA], wallet, fromAccount, phantom }: Setup = {}) => {
  const metamask = new SwitchingConnector({ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED' });
  const plain = sampleWalletConnectors().metamask;
  const refusing = new RefusingConnector({ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED' });
  const connector = wallet === 'plain' ? plain : wallet === 'refusing' ? refusing : metamask;
  const solanaWallet = new MemoryWalletConnector({
    id: 'app.phantom',
    name: 'Phantom',
    type: 'ANNOUNCED',
    namespace: 'solana',
  });
  const current = harness.fixture({
    networks,
    connectors: [connector, sampleWalletConnectors().walletConnect, ...(phantom ? [solanaWallet] : [])],
  });
  harness.render(current);
  await act(async () => {
    if (wallet) await current.latch.connection.connect('io.metamask', { network: networks[0] });
    if (fromAccount) {
      await current.latch.modal.open({ view: 'Account' });
      current.latch.router.push('Networks');
    } else await current.latch.modal.open({ view: 'Networks' });
  });
  await modal().findByRole('list', { name: 'Networks' });
  return { current, metamask, refusing };
};

describe('Networks view', () => {
  it('lists the networks by namespace with images or monograms, the active one marked', async () => {
    await setup();
    const groups = within(modal().getByRole('list', { name: 'Networks' }));
    expect(groups.getByRole('list', { name: 'EVM' })).toBeTruthy();
    expect(groups.getByRole('list', { name: 'Solana' })).toBeTruthy();
    expect(row('Ethereum').getAttribute('aria-current')).toBe('true');
    expect(row('Base').hasAttribute('aria-current')).toBe(false);
    expect(row('Base').querySelector('img')?.getAttribute('src')).toBe('https://img.latch.test/base.webp');
    expect(row('Ethereum').querySelector('.latch-network-monogram')?.textContent).toBe('E');
  });

  it('without headings when every network is of one namespace', async () => {
    await setup({ networks: [ETHEREUM, BASE] });
    expect(modal().queryByRole('heading', { name: 'EVM' })).toBeNull();
  });

  it('without a wallet, picking a network makes it active, reports it and closes', async () => {
    const { current } = await setup();
    fireEvent.click(row('Base'));
    await flush();
    expect(current.latch.account.activeNetwork.caipNetworkId).toBe('eip155:8453');
    expect(events(current)).toContain('SWITCH_NETWORK');
    expect(current.latch.modal.isOpen).toBe(false);
  });

  it('asks the wallet, showing the switch on the row, then goes back to Account', async () => {
    const { current, metamask } = await setup({ wallet: 'switching', fromAccount: true });
    await act(async () => fireEvent.click(row('Base')));
    await waitFor(() => expect(row('Base').getAttribute('aria-busy')).toBe('true'));
    expect(current.latch.router.view).toBe('Networks');
    await act(async () => metamask.release?.());
    await flush();
    expect(current.latch.account.activeNetwork.caipNetworkId).toBe('eip155:8453');
    expect(current.latch.router.view).toBe('Account');
  });

  it('a wallet that cannot switch: the reason as a toast, nothing changes', async () => {
    const { current } = await setup({ wallet: 'plain' });
    await act(async () => fireEvent.click(row('Base')));
    await flush();
    await waitFor(() =>
      expect(modal().getByRole('alert').textContent).toBe('Your wallet does not support this request'),
    );
    expect(current.latch.account.activeNetwork.caipNetworkId).toBe('eip155:1');
    expect(current.latch.router.view).toBe('Networks');
    expect(row('Base').hasAttribute('aria-busy')).toBe(false);
  });

  it.each([
    [
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
      'You declined the request in your wallet',
    ],
    [
      { code: -32603, message: 'An internal error was received.' },
      'Your wallet could not complete the request. Try again',
    ],
    [
      { code: 4902, message: 'Unrecognized chain ID "0x2105".' },
      'Your wallet could not switch to this network',
    ],
  ])('a refused switch toasts in the catalogue’s words, not the wallet’s (%o)', async (failure, text) => {
    const { current, refusing } = await setup({ wallet: 'refusing' });
    refusing.failure = failure;
    await act(async () => fireEvent.click(row('Base')));
    await flush();
    await waitFor(() => expect(modal().getByRole('alert').textContent).toBe(text));
    expect(current.latch.account.activeNetwork.caipNetworkId).toBe('eip155:1');
    expect(current.latch.router.view).toBe('Networks');
  });

  it('another namespace without a wallet opens Connect for that namespace', async () => {
    const { current } = await setup({ wallet: 'switching' });
    fireEvent.click(row('Solana'));
    await flush();
    expect(current.latch.router.view).toBe('Connect');
    expect(current.latch.modal.namespace).toBe('solana');
    expect(current.latch.account.pendingNetwork?.caipNetworkId).toBe(SOLANA.caipNetworkId);
    expect(await modal().findByText('Install a wallet that supports Solana to connect.')).toBeTruthy();
  });

  it('another namespace while a wallet is connected: Connect says why it opened and that the wallet stays', async () => {
    const { current } = await setup({ wallet: 'switching', phantom: true });
    fireEvent.click(row('Solana'));
    await flush();
    expect(current.latch.router.view).toBe('Connect');
    const note = await modal().findByText(
      'To switch to Solana, connect a Solana wallet. Your wallet on Ethereum stays connected.',
    );
    expect(note.tagName).toBe('P');
    const wallets = within(modal().getByRole('list', { name: 'Wallets' })).getAllByRole('button');
    expect(wallets.map((button) => button.querySelector('.latch-row-label')?.textContent)).toContain(
      'Phantom',
    );
    // Connect opened any other way says nothing of a switch.
    await act(async () => {
      current.latch.modal.close();
      await current.latch.modal.open({ view: 'Connect' });
    });
    expect(modal().queryByText(/To switch to/)).toBeNull();
  });

  it('picking the active network just goes back', async () => {
    const { current } = await setup({ wallet: 'switching', fromAccount: true });
    fireEvent.click(row('Ethereum'));
    expect(current.latch.router.view).toBe('Account');
  });

  it('is one Tab stop; arrows move across the groups and Enter switches', async () => {
    const { current } = await setup();
    const user = userEvent.setup({ document });
    const rows = within(modal().getByRole('list', { name: 'Networks' })).getAllByRole('button');
    expect(rows.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    for (let step = 0; step < 4 && shadow().activeElement !== rows[0]; step++) await user.tab();
    expect(shadow().activeElement).toBe(rows[0]);
    await user.keyboard('{ArrowDown}');
    expect(shadow().activeElement).toBe(rows[1]);
    await user.keyboard('{End}');
    expect(shadow().activeElement).toBe(rows[2]);
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Enter}');
    await flush();
    expect(current.latch.account.activeNetwork.caipNetworkId).toBe('eip155:8453');
  });
});
