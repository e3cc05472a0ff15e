// @vitest-environment happy-dom
import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Network } from '../../../ports/index.js';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import { ETHEREUM, SOLANA } from '../../../testkits/views/fixtures.js';
import {
  connectorOf,
  modal,
  recordingServices,
  shadow,
  viewHarness,
} from '../../../testkits/views/viewHarness.js';
// Loaded up front: the view registry imports it lazily, which the first time takes longer than a query waits.
import './ReceiveView.js';
import { QrCode } from '../../components/QrCode/QrCode.js';

const ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7';
const CHECKSUMMED = '0x52908400098527886E0F7030069857D2E4169EE7';
const BASE: Network = { ...ETHEREUM, id: 8453, name: 'Base', caipNetworkId: 'eip155:8453' };

const harness = viewHarness();

const setup = async ({ connect = true } = {}) => {
  const current = harness.fixture({ networks: [ETHEREUM, BASE, SOLANA] });
  connectorOf(current).accounts = [ADDRESS];
  const { services, copied } = recordingServices(current.clock);
  harness.render(current, { services });
  await act(async () => {
    if (connect) await current.latch.connection.connect('io.metamask', { network: ETHEREUM });
    await current.latch.modal.open({ view: 'Receive' });
    await flushMicrotasks();
  });
  return { current, copied };
};

describe('Receive view', () => {
  it('shows the address as a QR code and as EIP-55 text, with the dialog titled Receive', async () => {
    await setup();
    const text = await modal().findByTestId('latch-receive-address');
    expect(text.textContent).toBe(`Your address: ${CHECKSUMMED}`);
    expect(shadow().querySelector('[role="dialog"]')?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(modal().getByRole('heading', { level: 2 }).textContent).toBe('Receive');
    const drawn = shadow().querySelector('.latch-qr svg path:last-of-type')?.getAttribute('d');
    const expected = render(<QrCode uri={CHECKSUMMED} logo={null} />).container.querySelector(
      'svg path:last-of-type',
    );
    expect(drawn).toBeTruthy();
    expect(drawn).toBe(expected?.getAttribute('d'));
    expect(modal().getByRole('figure', { name: 'Your address as a QR code' })).toBeTruthy();
  });

  it('copies the address and says so in a toast', async () => {
    const { copied } = await setup();
    fireEvent.click(await modal().findByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(modal().getByText('Address copied')).toBeTruthy());
    expect(copied).toEqual([CHECKSUMMED]);
  });

  it('lists the networks of the active namespace it can receive on', async () => {
    await setup();
    const list = within(await modal().findByRole('list'));
    const names = list
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.latch-receive-network-name')?.textContent);
    expect(names).toEqual(['Ethereum', 'Base']);
    expect(modal().getByRole('region', { name: 'Receive on these networks' })).toBeTruthy();
  });

  it('offers to choose a name while the account has none, and leads to RegisterAccountName', async () => {
    const { current } = await setup();
    fireEvent.click(await modal().findByRole('button', { name: /^Choose a name/ }));
    expect(current.latch.router.history).toEqual(['Receive', 'RegisterAccountName']);
  });

  it('does not offer a name to an account that has one', async () => {
    const current = harness.fixture({ networks: [ETHEREUM] });
    current.dataService.seedIdentity(ADDRESS, { name: 'satoshi.latch.id', avatar: null });
    connectorOf(current).accounts = [ADDRESS];
    harness.render(current);
    await act(async () => {
      await current.latch.connection.connect('io.metamask', { network: ETHEREUM });
      await current.latch.modal.open({ view: 'Receive' });
      await flushMicrotasks();
    });
    await modal().findByTestId('latch-receive-address');
    expect(current.latch.account.profileName).toBe('satoshi.latch.id');
    expect(modal().queryByRole('button', { name: /^Choose a name/ })).toBeNull();
  });

  it('without a wallet, offers to connect one', async () => {
    const { current } = await setup({ connect: false });
    fireEvent.click(await modal().findByRole('button', { name: 'Connect Wallet' }));
    expect(current.latch.router.view).toBe('Connect');
    expect(modal().queryByTestId('latch-receive-address')).toBeNull();
  });
});
