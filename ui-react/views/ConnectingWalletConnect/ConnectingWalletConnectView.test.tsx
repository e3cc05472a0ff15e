// @vitest-environment happy-dom
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAIRING_HEARTBEAT_MS } from '../../../core/kernel/connectFlow/index.js';
import { PAIRING_LIFETIME_MS } from '../../../core/kernel/connections/constants.js';
import { PAIRING_EXPIRY_MARGIN_MS } from '../../../core/lib/validation/index.js';
import type { ManualClock } from '../../../testkits/ManualClock.js';
import { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import {
  type Fixture,
  type FixtureOptions,
  sampleRegistry,
  sampleWalletConnectors,
} from '../../../testkits/views/fixtures.js';
import { flush, modal, recordingServices, shadow, viewHarness } from '../../../testkits/views/viewHarness.js';

const URI = 'wc:7f6e504bfad60b485450578e05678ed3@2?relay-protocol=irn&symKey=587d5484';

const harness = viewHarness();

const walletConnectOf = (current: Fixture) => {
  const found =
    current.discovery.list().find((item) => item.info.id === 'walletConnect') ?? current.discovery.list()[0];
  if (!(found instanceof MemoryWalletConnector)) throw new Error('no WalletConnect connector');
  return found;
};

interface Setup {
  readonly behaviour?: 'approve' | 'reject' | 'hang';
  /** null: the connector never sends a uri. */
  readonly displayUri?: string | null;
  readonly walletId?: string;
  readonly basic?: boolean;
  readonly strict?: boolean;
  readonly options?: FixtureOptions;
  /** The clipboard refuses. */
  readonly clipboardFails?: boolean;
}

const setup = async ({
  behaviour = 'hang',
  displayUri = URI,
  walletId,
  basic,
  strict = false,
  options,
  clipboardFails = false,
}: Setup = {}) => {
  const current = harness.fixture(options);
  const { clock } = current;
  const walletConnect = walletConnectOf(current);
  walletConnect.connectBehaviour = behaviour;
  walletConnect.displayUri = displayUri ?? undefined;
  const { services, copied, opened } = recordingServices(clock, { clipboardFails });
  harness.render(current, { services, strict });
  if (walletId !== undefined) {
    // As when the wallet was picked from Connect or All Wallets: the registry has answered (it is asked for when the
    // modal opens or is about to, and its code is fetched then).
    current.wallets.prefetch();
    await waitFor(() => expect(current.wallets.allWallets.recommended.length).toBeGreaterThan(0));
  }
  await act(async () => {
    await clock.runAllAsync();
    if (basic) await current.latch.modal.open({ view: 'ConnectingWalletConnectBasic' });
    else
      await current.latch.modal.open({
        view: 'ConnectingWalletConnect',
        data: walletId === undefined ? {} : { walletId },
      });
  });
  if (walletConnect.info.type === 'WALLET_CONNECT')
    await waitFor(() => expect(walletConnect.calls.connect).toBeGreaterThan(0));
  return { current, clock, walletConnect, copied, opened };
};

const settle = async (clock: ManualClock) => {
  await flush();
  expect(clock).toBeDefined();
};

describe('ConnectingWalletConnect view', () => {
  it('pairs once and shows the uri as a QR code with the WalletConnect mark in the centre', async () => {
    const { current, walletConnect } = await setup({ strict: true });
    const code = await modal().findByRole('img', { name: 'QR code to scan with a wallet app' });
    expect(walletConnect.calls.connect).toBe(1);
    expect(current.latch.connect.pairing?.uri).toBe(URI);
    expect(code.querySelectorAll('path').length).toBeGreaterThan(3);
    expect(modal().getByTestId('latch-qr').querySelector('.latch-qr-logo svg')).not.toBeNull();
    expect(modal().getByText('Scan this QR code with your phone')).toBeTruthy();
  });

  it('shows a skeleton, with Copy link disabled, until the uri arrives', async () => {
    const { walletConnect } = await setup({ displayUri: null });
    expect(await modal().findByTestId('latch-qr-skeleton')).toBeTruthy();
    const copy = modal().getByRole('button', { name: 'Copy link' });
    expect(copy.hasAttribute('disabled')).toBe(true);
    await act(async () => walletConnect.emit('display_uri', URI));
    expect(modal().getByTestId('latch-qr')).toBeTruthy();
    expect(copy.hasAttribute('disabled')).toBe(false);
  });

  it('Copy link copies the uri and says "Link copied"', async () => {
    const { copied } = await setup();
    fireEvent.click(await modal().findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(modal().getByText('Link copied')).toBeTruthy());
    expect(copied).toEqual([URI]);
  });

  it('once under 10 s are left, the code is withdrawn and the 5 s heartbeat asks for a new one', async () => {
    const { clock, walletConnect } = await setup();
    await modal().findByTestId('latch-qr');
    await act(async () => clock.advance(PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS));
    expect(walletConnect.calls.connect).toBe(1);
    expect(modal().getByRole('button', { name: 'Copy link' }).hasAttribute('disabled')).toBe(false);
    await act(async () => clock.advance(1));
    expect(modal().queryByTestId('latch-qr')).toBeNull();
    expect(modal().getByRole('button', { name: 'Copy link' }).hasAttribute('disabled')).toBe(true);
    await act(async () => clock.advance(PAIRING_HEARTBEAT_MS));
    expect(walletConnect.calls.connect).toBe(2);
    expect(await modal().findByTestId('latch-qr')).toBeTruthy();
    expect(modal().queryByRole('alert')).toBeNull();
  });

  it('a declined pairing says so and Retry pairs again', async () => {
    const { clock, walletConnect, current } = await setup({ behaviour: 'reject' });
    await settle(clock);
    expect(within(modal().getByRole('alert')).getByText('Connection declined')).toBeTruthy();
    expect(current.latch.connect.pairing?.failure?.kind).toBe('rejected');
    walletConnect.connectBehaviour = 'hang';
    await act(async () => fireEvent.click(modal().getByRole('button', { name: 'Retry' })));
    expect(walletConnect.calls.connect).toBe(2);
    await waitFor(() => expect(modal().queryByRole('alert')).toBeNull());
  });

  it('coming back after a failed pairing pairs again', async () => {
    const { clock, walletConnect, current } = await setup({ behaviour: 'reject' });
    await settle(clock);
    await modal().findByRole('alert');
    walletConnect.connectBehaviour = 'hang';
    await act(async () => {
      current.latch.router.push('AllWallets');
    });
    await act(async () => {
      current.latch.router.goBack();
    });
    await waitFor(() => expect(walletConnect.calls.connect).toBe(2));
    await modal().findByTestId('latch-qr');
    expect(modal().queryByRole('alert')).toBeNull();
  });

  it('leaving the view gives the pairing up (nothing keeps "connecting"); coming back pairs anew', async () => {
    const { current, walletConnect, clock } = await setup();
    await modal().findByTestId('latch-qr');
    expect(current.latch.connection.status).toBe('connecting');
    await act(async () => {
      current.latch.router.push('AllWallets');
      await clock.runAllAsync();
    });
    expect(current.latch.connection.status).toBe('disconnected');
    expect(current.latch.connect.pairing).toHaveProperty('uri', undefined);
    await act(async () => {
      current.latch.router.goBack();
    });
    await modal().findByTestId('latch-qr');
    expect(walletConnect.calls.connect).toBe(2);
  });

  it('closing the modal gives the pairing up; a wallet approving afterwards is let go', async () => {
    const { current, walletConnect } = await setup();
    await modal().findByTestId('latch-qr');
    await act(async () => current.latch.modal.close());
    expect(current.latch.connection.status).toBe('disconnected');
    await act(async () => {
      walletConnect.settle();
      await flush();
    });
    expect(current.latch.connection.status).toBe('disconnected');
    expect(walletConnect.calls.disconnect).toBe(1);
  });

  it('with a chosen wallet: its logo in the centre; success records it, reports qrcode and shows Account', async () => {
    const { current, clock } = await setup({ walletId: 'com.trustwallet.app', behaviour: 'approve' });
    await settle(clock);
    expect(current.latch.router.stack.map((route) => route.view)).toEqual(['Account']);
    expect(current.latch.connection.recentWallets[0]?.id).toBe('com.trustwallet.app');
    const success = current.analytics.envelopes.find(
      (envelope) => envelope.props.event === 'CONNECT_SUCCESS',
    );
    expect(success?.props).toMatchObject({ method: 'qrcode', name: 'Trust Wallet' });
  });

  it('shows the chosen wallet logo in the centre of the code', async () => {
    await setup({ walletId: 'com.trustwallet.app' });
    const logo = (await modal().findByTestId('latch-qr')).querySelector('.latch-qr-logo img');
    expect(logo?.getAttribute('src')).toBe('https://img.latch.test/com.trustwallet.app.webp');
  });

  it('on a phone opens the chosen wallet through its deep link, remembering it', async () => {
    const registry = sampleRegistry().map((listing) =>
      listing.id === 'com.trustwallet.app'
        ? { ...listing, mobile_link: 'https://link.trustwallet.com' }
        : listing,
    );
    const { current, opened } = await setup({
      walletId: 'com.trustwallet.app',
      options: { mobile: true, registry },
    });
    await act(async () => {
      await current.wallets.loadNextPage();
    });
    const open = await modal().findByRole('button', { name: 'Open Trust Wallet' });
    expect(modal().getByText('Continue in Trust Wallet')).toBeTruthy();
    expect(modal().queryByTestId('latch-qr')).toBeNull();
    fireEvent.click(open);
    const href = `https://link.trustwallet.com/wc?uri=${encodeURIComponent(URI)}`;
    expect(opened).toEqual([href]);
    expect(current.latch.connect.pairing?.linking).toEqual({ href, name: 'Trust Wallet' });
  });

  it("on a phone opens a host's custom wallet through its link, keeping the link's own query", async () => {
    const page = 'http://127.0.0.1:5174/?relay=ws%3A%2F%2F127.0.0.1%3A8788';
    const { current, opened } = await setup({
      walletId: 'dev.latch.sandbox',
      options: {
        mobile: true,
        customWallets: [{ id: 'dev.latch.sandbox', name: 'Latch Sandbox Wallet', mobile_link: page }],
      },
    });
    fireEvent.click(await modal().findByRole('button', { name: 'Open Latch Sandbox Wallet' }));
    const href = `http://127.0.0.1:5174/wc?relay=ws%3A%2F%2F127.0.0.1%3A8788&uri=${encodeURIComponent(URI)}`;
    expect(opened).toEqual([href]);
    expect(current.latch.connect.pairing?.wallet).toMatchObject({ id: 'dev.latch.sandbox' });
  });

  const webWallet = (webapp_link: string) => ({ id: 'io.web.wallet', name: 'Web Wallet', webapp_link });

  it('on a desktop, a web wallet gets "Open in browser" beside its code: its page on the uri, in a new tab', async () => {
    await setup({
      walletId: 'io.web.wallet',
      options: { customWallets: [webWallet('https://app.web.test/?net=1')] },
    });
    const open = await modal().findByRole('link', { name: 'Open in browser' });
    expect(modal().getByTestId('latch-qr')).toBeTruthy();
    expect(modal().getByText('Scan this QR code with your phone')).toBeTruthy();
    expect({
      href: open.getAttribute('href'),
      target: open.getAttribute('target'),
      rel: open.getAttribute('rel'),
    }).toEqual({
      href: `https://app.web.test/wc?net=1&uri=${encodeURIComponent(URI)}`,
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });

  it('on a phone, a web wallet without an app link opens its page instead of showing a code', async () => {
    const { current } = await setup({
      walletId: 'io.web.wallet',
      options: { mobile: true, customWallets: [webWallet('https://app.web.test/')] },
    });
    const open = await modal().findByRole('link', { name: 'Open in browser' });
    expect(open.getAttribute('href')).toBe(`https://app.web.test/wc?uri=${encodeURIComponent(URI)}`);
    expect(modal().getByText('Continue in Web Wallet')).toBeTruthy();
    expect(modal().queryByTestId('latch-qr')).toBeNull();
    expect(modal().queryByText(/Scan this QR code/)).toBeNull();
    expect(current.latch.connect.pairing?.linking).toBeUndefined();
  });

  it('on a phone, a wallet with no link of its own says the code is for another device', async () => {
    await setup({ walletId: 'com.trustwallet.app', options: { mobile: true } });
    await modal().findByTestId('latch-qr');
    expect(modal().getByText('Scan this QR code with a wallet on another device')).toBeTruthy();
    expect(modal().queryByText('Scan this QR code with your phone')).toBeNull();
  });

  it('a registry\'s web link the URL policy refuses is never rendered: "Open in browser" stays disabled', async () => {
    const registry = sampleRegistry().map((listing) =>
      listing.id === 'com.trustwallet.app' ? { ...listing, webapp_link: 'javascript:alert(1)//' } : listing,
    );
    const { current } = await setup({ walletId: 'com.trustwallet.app', options: { registry } });
    await act(async () => {
      await current.wallets.loadNextPage();
    });
    await modal().findByRole('button', { name: 'Open in browser' });
    await modal().findByTestId('latch-qr');
    expect(modal().queryByRole('link', { name: 'Open in browser' })).toBeNull();
    const button = modal().getByRole('button', { name: 'Open in browser' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('ConnectingWalletConnectBasic shows the code without a wallet choice', async () => {
    const { current } = await setup({ basic: true });
    await modal().findByTestId('latch-qr');
    expect(current.latch.connect.pairing).toHaveProperty('wallet', undefined);
    expect(modal().getByTestId('latch-qr').querySelector('.latch-qr-logo svg')).not.toBeNull();
  });

  it('Copy link is reachable and operable with the keyboard alone', async () => {
    const { copied } = await setup();
    const copy = await modal().findByRole('button', { name: 'Copy link' });
    const user = userEvent.setup({ document });
    for (let step = 0; step < 5 && shadow().activeElement !== copy; step++) await user.tab();
    expect(shadow().activeElement).toBe(copy);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(copied).toEqual([URI]));
  });

  it('says so when the clipboard refuses', async () => {
    await setup({ clipboardFails: true });
    fireEvent.click(await modal().findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(modal().getByRole('alert').textContent).toBe('Could not copy'));
  });

  it('without a WalletConnect connector, says it cannot pair', async () => {
    await setup({ options: { connectors: [sampleWalletConnectors().metamask] } });
    const alert = await modal().findByRole('alert');
    expect(within(alert).getByText('Connection failed')).toBeTruthy();
    expect(within(alert).getByText('Connector not found: WalletConnect')).toBeTruthy();
  });

  it('on a phone, a declined pairing offers Retry instead of Open', async () => {
    const registry = sampleRegistry().map((listing) =>
      listing.id === 'com.trustwallet.app' ? { ...listing, mobile_link: 'trust://' } : listing,
    );
    const { walletConnect, clock } = await setup({
      walletId: 'com.trustwallet.app',
      behaviour: 'reject',
      options: { mobile: true, registry },
    });
    await settle(clock);
    await waitFor(() => expect(modal().getByText('Connection declined')).toBeTruthy());
    expect(modal().queryByRole('button', { name: 'Open Trust Wallet' })).toBeNull();
    walletConnect.connectBehaviour = 'hang';
    await act(async () => fireEvent.click(modal().getByRole('button', { name: 'Retry' })));
    expect(walletConnect.calls.connect).toBe(2);
    await modal().findByRole('button', { name: 'Open Trust Wallet' });
  });
});
