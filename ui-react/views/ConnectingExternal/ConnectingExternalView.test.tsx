// @vitest-environment happy-dom
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConnectParams, WalletSession } from '../../../ports/index.js';
import { MemoryWalletConnector, USER_REJECTED } from '../../../testkits/MemoryWalletConnector.js';
import { sampleWalletConnectors } from '../../../testkits/views/fixtures.js';
import {
  connectorOf,
  events,
  modal,
  settle,
  shadow,
  viewHarness,
} from '../../../testkits/views/viewHarness.js';

/** MetaMask whose connect requests the test settles by hand. */
class DeferredConnector extends MemoryWalletConnector {
  #settle: { approve: () => void; decline: () => void } | undefined;

  override connect(params: ConnectParams): Promise<WalletSession> {
    this.calls.connect++;
    return new Promise((resolve, reject) => {
      this.#settle = {
        approve: () => resolve(this.session(params.network)),
        decline: () => reject(USER_REJECTED),
      };
    });
  }

  approve(): void {
    this.#settle?.approve();
  }

  decline(): void {
    this.#settle?.decline();
  }
}

const harness = viewHarness();

/** The modal on Connect over a hand-settled MetaMask. */
const setup = async ({ strict = false } = {}) => {
  const metamask = new DeferredConnector({
    id: 'io.metamask',
    name: 'MetaMask',
    type: 'ANNOUNCED',
    rdns: 'io.metamask',
  });
  const current = harness.fixture({ connectors: [metamask, sampleWalletConnectors().walletConnect] });
  harness.render(current, { strict });
  await act(async () => {
    await current.clock.runAllAsync();
    await current.latch.modal.open();
  });
  return { current, metamask };
};

/** Picks MetaMask on Connect, as a user would: the click starts the attempt, ConnectingExternal follows it. */
const pickMetaMask = async () => {
  const list = await modal().findByRole('list', { name: 'Wallets' });
  const row = within(list)
    .getAllByRole('button')
    .find((button) => button.querySelector('.latch-row-label')?.textContent === 'MetaMask');
  if (!row) throw new Error('no MetaMask row');
  await act(async () => fireEvent.click(row));
  await modal().findByTestId('latch-connecting-logo');
};

describe('ConnectingExternal view', () => {
  it('follows the attempt the click started: one request, the logo in a turning ring, what to do', async () => {
    const { metamask } = await setup({ strict: true });
    await pickMetaMask();
    expect(metamask.calls.connect).toBe(1);
    expect(modal().getByTestId('latch-connecting-logo').getAttribute('data-state')).toBe('pending');
    expect(modal().getByText('Continue in MetaMask')).toBeTruthy();
    expect(modal().getByText('Accept connection request in the wallet')).toBeTruthy();
    expect(modal().getByTestId('latch-connecting-logo').querySelector('img')?.getAttribute('src')).toBe(
      'https://img.latch.test/io.metamask.webp',
    );
    expect(modal().queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('on success shows Account; the wallet is recorded and reported', async () => {
    const { current, metamask } = await setup();
    await pickMetaMask();
    await act(async () => metamask.approve());
    await settle(current);
    expect(current.latch.router.stack.map((route) => route.view)).toEqual(['Account']);
    expect(current.latch.connection.recentWallets[0]?.id).toBe('io.metamask');
    const success = current.analytics.envelopes.find(
      (envelope) => envelope.props.event === 'CONNECT_SUCCESS',
    );
    expect(success?.props).toMatchObject({ method: 'browser', name: 'MetaMask' });
  });

  it('an explicit Reject says so (not "Connecting", no earlier request); Try again asks again and can succeed', async () => {
    const { current, metamask } = await setup();
    await pickMetaMask();
    await act(async () => metamask.decline());
    await settle(current);
    expect(modal().getByText('Connection rejected')).toBeTruthy();
    expect(modal().getByText('You rejected the request in MetaMask')).toBeTruthy();
    expect(modal().getByRole('dialog').textContent).not.toMatch(
      /Connecting|previous request|earlier request/,
    );
    expect(modal().getByTestId('latch-connecting-logo').getAttribute('data-state')).toBe('error');
    expect(events(current)).toContain('CONNECT_ERROR');
    expect(current.latch.router.view).toBe('ConnectingExternal');
    await act(async () => fireEvent.click(modal().getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(modal().getByText('Continue in MetaMask')).toBeTruthy());
    expect(metamask.calls.connect).toBe(2);
    await act(async () => metamask.approve());
    await settle(current);
    expect(current.latch.router.view).toBe('Account');
  });

  it('another failure shows the catalogue message', async () => {
    const current = harness.fixture();
    const failure = { code: -32002, message: 'Request already pending' };
    const metamask = connectorOf(current);
    metamask.connectBehaviour = 'reject';
    metamask.rejection = failure;
    harness.render(current);
    await act(async () => {
      await current.latch.modal.open({ view: 'ConnectingExternal', data: { connectorId: 'io.metamask' } });
    });
    await waitFor(() => expect(modal().getByText('Connection failed')).toBeTruthy());
    expect(metamask.calls.connect).toBe(1);
    // MetaMask's -32002 'Request already pending' in the catalogue's words, not the wallet's.
    const hint = modal().getByText('A request is already waiting in your wallet. Open it to continue');
    expect(hint.closest('[role="status"]')).not.toBeNull();
  });

  it('opened without a click, it asks the wallet itself', async () => {
    const { current, metamask } = await setup({ strict: true });
    await act(async () => {
      await current.latch.modal.open({ view: 'ConnectingExternal', data: { connectorId: 'io.metamask' } });
    });
    await modal().findByText('Continue in MetaMask');
    expect(metamask.calls.connect).toBe(1);
    await act(async () => metamask.approve());
    await settle(current);
    expect(current.latch.router.view).toBe('Account');
    expect(current.latch.connection.recentWallets[0]?.name).toBe('MetaMask');
  });

  it('a success after the user walked away is recorded but leaves navigation alone', async () => {
    const { current, metamask } = await setup();
    await pickMetaMask();
    await act(async () => {
      current.latch.router.goBack();
    });
    await act(async () => metamask.approve());
    await settle(current);
    expect(current.latch.connection.status).toBe('connected');
    expect(current.latch.router.view).toBe('Connect');
  });

  it('a finished attempt whose wallet is gone offers Try again instead of Account', async () => {
    const { current, metamask } = await setup();
    await pickMetaMask();
    await act(async () => metamask.approve());
    await settle(current);
    await act(async () => {
      await current.latch.connection.disconnect();
      await current.latch.modal.open({ view: 'ConnectingExternal', data: { connectorId: 'io.metamask' } });
    });
    await waitFor(() => expect(modal().getByText('The wallet is no longer connected.')).toBeTruthy());
    expect(metamask.calls.connect).toBe(1);
  });

  it('Try again is reachable and operable with the keyboard alone', async () => {
    const { current, metamask } = await setup();
    await pickMetaMask();
    await act(async () => metamask.decline());
    await settle(current);
    const retry = modal().getByRole('button', { name: 'Try again' });
    const user = userEvent.setup({ document });
    for (let step = 0; step < 4 && shadow().activeElement !== retry; step++) await user.tab();
    expect(shadow().activeElement).toBe(retry);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(metamask.calls.connect).toBe(2));
  });
});
