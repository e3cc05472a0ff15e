// @vitest-environment happy-dom
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { embeddedError } from '../../../core/lib/errors/index.js';
import { MemoryEmbeddedWalletFrame } from '../../../testkits/MemoryEmbeddedWalletFrame.js';
import { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import {
  ETHEREUM,
  type Fixture,
  type FixtureOptions,
  SOLANA,
  sampleWalletConnectors,
} from '../../../testkits/views/fixtures.js';
import {
  connectorOf,
  events,
  focused,
  modal,
  settle,
  shadow,
  viewHarness,
} from '../../../testkits/views/viewHarness.js';
import { ConnectMethods, METHOD_SECTIONS } from './ConnectView.js';

const harness = viewHarness();

/** A stand-in e-mail section, until e-mail login lands: the Connect view with a method beside the wallets. */
const EmailSection = () => <p>E-mail login</p>;
const ConnectBesideEmail = () => <ConnectMethods sections={{ ...METHOD_SECTIONS, email: EmailSection }} />;

const setup = async (
  options: FixtureOptions = {},
  prepare: (current: Fixture) => void = () => undefined,
  open: Parameters<Fixture['latch']['modal']['open']>[0] = {},
) => {
  const current = harness.fixture(options);
  prepare(current);
  harness.render(current);
  await act(async () => {
    await current.clock.runAllAsync();
    await current.latch.modal.open(open);
  });
  return current;
};

const rows = async () => {
  const list = await modal().findByRole('list', { name: 'Wallets' });
  return within(list).getAllByRole('button');
};
const rowNamed = async (name: string) => {
  const row = (await rows()).find((button) => button.querySelector('.latch-row-label')?.textContent === name);
  if (!row) throw new Error(`no row ${name}`);
  return row;
};

describe('Connect view', () => {
  it('lists the catalog rows in order with their badges, then All Wallets with the registry count', async () => {
    const current = await setup();
    const buttons = await rows();
    const labels = buttons.map((button) => button.querySelector('.latch-row-label')?.textContent);
    expect(labels).toEqual([...current.wallets.connectRows.map((entry) => entry.name), 'All Wallets']);
    expect(labels.slice(0, 2)).toEqual(['WalletConnect', 'MetaMask']);
    expect(buttons[0]?.textContent).toContain('QR code');
    expect(buttons[1]?.textContent).toContain('Installed');
    expect(buttons.at(-1)?.textContent).toContain('60+');
    expect(buttons[1]?.querySelector('img')?.getAttribute('src')).toBe(
      'https://img.latch.test/io.metamask.webp',
    );
  });

  it("keeps the places of the registry's wallets while it is asked, and shows them there once it answers", async () => {
    let release: () => void = () => undefined;
    const current = await setup({
      prepare: (dataService) => {
        release = dataService.hold('wallets.getWallets');
      },
    });
    const list = await modal().findByRole('list', { name: 'Wallets' });
    const items = () =>
      [...list.children].map((item) => (item.querySelector('button') ? 'row' : item.className));
    // WalletConnect and the installed MetaMask, the 4 recommended wallets' places (hidden from assistive
    // technology: nothing to read or press), then All Wallets.
    expect(items()).toEqual([
      'row',
      'row',
      ...Array(4).fill('latch-skeleton-row latch-connect-awaited'),
      'row',
    ]);
    for (const item of list.querySelectorAll('.latch-connect-awaited')) {
      expect(item.getAttribute('aria-hidden')).toBe('true');
    }
    expect((await rows()).map((button) => button.querySelector('.latch-row-label')?.textContent)).toEqual([
      'WalletConnect',
      'MetaMask',
      'All Wallets',
    ]);
    release();
    await settle(current);
    expect(items()).toEqual(Array(7).fill('row'));
    expect(current.wallets.connectRows.filter((entry) => entry.kind === 'recommended')).toHaveLength(4);
  });

  it('marks recent wallets "Recent"', async () => {
    await setup({}, (current) => {
      current.latch.connection.recordSuccess({ wallet: { id: 'me.rainbow', name: 'Rainbow' } });
    });
    expect((await rowNamed('Rainbow')).textContent).toContain('Recent');
  });

  it('is one Tab stop whose rows the arrow keys, Home and End move through', async () => {
    await setup();
    const buttons = await rows();
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    const [first, second] = buttons;
    first?.focus();
    fireEvent.keyDown(first ?? document.body, { key: 'ArrowDown' });
    expect(focused()).toBe(second);
    fireEvent.keyDown(second ?? document.body, { key: 'End' });
    expect(focused()).toBe(buttons.at(-1));
    fireEvent.keyDown(buttons.at(-1) ?? document.body, { key: 'Home' });
    expect(focused()).toBe(first);
    fireEvent.keyDown(first ?? document.body, { key: 'ArrowUp' });
    expect(focused()).toBe(first);
    expect(first?.tabIndex).toBe(0);
  });

  it('connects an installed wallet through its connector, showing ConnectingExternal, then closes', async () => {
    const current = await setup();
    const metamask = connectorOf(current, 'io.metamask');
    metamask.connectBehaviour = 'hang';
    fireEvent.click(await rowNamed('MetaMask'));
    expect(current.latch.router.route).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'io.metamask' },
    });
    expect(metamask.calls.connect).toBe(1);
    expect(current.latch.connection.status).toBe('connecting');
    harness.dispose();
  });

  it('on success records the recent wallet and reports it; the connecting view decides what follows', async () => {
    const current = await setup();
    fireEvent.click(await rowNamed('MetaMask'));
    await settle(current);
    expect(current.latch.connection.status).toBe('connected');
    expect(current.latch.connection.recentWallets.map((wallet) => wallet.id)).toContain('io.metamask');
    expect(events(current)).toEqual(expect.arrayContaining(['SELECT_WALLET', 'CONNECT_SUCCESS']));
  });

  it('on failure reports it and leaves the outcome to the connecting view', async () => {
    const current = await setup();
    connectorOf(current, 'io.metamask').connectBehaviour = 'reject';
    fireEvent.click(await rowNamed('MetaMask'));
    await settle(current);
    expect(current.latch.connection.status).toBe('disconnected');
    expect(events(current)).toContain('CONNECT_ERROR');
    expect(current.latch.router.view).not.toBe('Connect');
  });

  it('WalletConnect shows its QR code on desktop', async () => {
    const current = await setup();
    fireEvent.click(await rowNamed('WalletConnect'));
    expect(current.latch.router.view).toBe('ConnectingWalletConnect');
  });

  it('WalletConnect lists the wallets on mobile', async () => {
    const current = await setup({ mobile: true });
    fireEvent.click(await rowNamed('WalletConnect'));
    expect(current.latch.router.view).toBe('AllWallets');
  });

  it('a wallet without a live connector is reached through WalletConnect with that wallet chosen', async () => {
    const current = await setup();
    fireEvent.click(await rowNamed('Trust Wallet'));
    expect(current.latch.router.route).toEqual({
      view: 'ConnectingWalletConnect',
      data: { walletId: 'com.trustwallet.app' },
    });
  });

  it('All Wallets opens the full list', async () => {
    const current = await setup();
    fireEvent.click(await rowNamed('All Wallets'));
    expect(current.latch.router.view).toBe('AllWallets');
    expect(events(current)).toContain('CLICK_ALL_WALLETS');
  });

  it('offers neither e-mail nor social login without the embedded wallet', async () => {
    const current = await setup();
    expect(current.wallets.connectMethods).not.toContain('social');
    expect(current.wallets.connectMethods).not.toContain('email');
    await rows();
    expect(modal().queryByText('or')).toBeNull();
    expect(modal().queryByRole('textbox')).toBeNull();
  });

  it('shows the e-mail field after the wallets (SPEC §2 method order) with the embedded wallet', async () => {
    await setup({ emailLogin: true });
    const field = await modal().findByRole('textbox', { name: 'Email' });
    const list = await modal().findByRole('list', { name: 'Wallets' });
    expect(list.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(modal().getByText('or')).toBeTruthy();
  });

  it('says an invalid address in the SPEC words, and moves to the code view for a valid one', async () => {
    const current = await setup({ emailLogin: true });
    const field = await modal().findByRole('textbox', { name: 'Email' });
    // The field submits once the e-mail flow's code has arrived (it is fetched with the field).
    await act(() => current.latch.loadFeature('email'));
    fireEvent.change(field, { target: { value: 'nope' } });
    // The e-mail flow's code loads on demand: the button is aria-disabled until it is there.
    const submit = await modal().findByRole('button', { name: 'Continue with email' });
    await waitFor(() => expect(submit.getAttribute('aria-disabled')).toBeNull(), { timeout: 10_000 });
    await act(async () => {
      fireEvent.click(submit);
      await current.clock.runAllAsync();
    });
    expect((await modal().findByRole('alert')).textContent).toContain('Please enter a valid email address');
    fireEvent.change(field, { target: { value: 'ada@example.com' } });
    await act(async () => {
      fireEvent.click(modal().getByRole('button', { name: 'Continue with email' }));
      await current.clock.runAllAsync();
    });
    expect(current.latch.router.route).toEqual({
      view: 'EmailVerifyOtp',
      data: { email: 'ada@example.com' },
    });
  });

  it('wallet service down: the e-mail field alerts that it failed to load; a wallet row still connects', async () => {
    const down = new MemoryEmbeddedWalletFrame().handle('CONNECT_EMAIL', () =>
      Promise.reject(embeddedError('IFRAME_LOAD_FAILED')),
    );
    const current = await setup({ emailLogin: down });
    const field = await modal().findByRole('textbox', { name: 'Email' });
    await act(() => current.latch.loadFeature('email'));
    fireEvent.change(field, { target: { value: 'ada@example.com' } });
    await act(async () => {
      fireEvent.click(await modal().findByRole('button', { name: 'Continue with email' }));
      await current.clock.runAllAsync();
    });
    expect((await modal().findByRole('alert')).textContent).toContain('Failed to load the embedded wallet');
    expect(current.latch.router.view).toBe('Connect');
    fireEvent.click(await rowNamed('MetaMask'));
    await settle(current);
    expect(current.latch.connection.status).toBe('connected');
  });

  it('links the terms and privacy policy when the host gives them', async () => {
    await setup({
      termsConditionsUrl: 'https://app.example/terms',
      privacyPolicyUrl: 'https://app.example/privacy',
    });
    await rows();
    expect(modal().getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      'https://app.example/terms',
    );
    expect(modal().getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      'https://app.example/privacy',
    );
  });

  describe('with the legal checkbox', () => {
    const legal: FixtureOptions = {
      termsConditionsUrl: 'https://app.example/terms',
      privacyPolicyUrl: 'https://app.example/privacy',
      features: { legalCheckbox: true },
    };
    const checkbox = () =>
      modal().getByRole('checkbox', { name: 'I agree to our terms of service and privacy policy' });

    it('gates every wallet until the terms are agreed to, then connects', async () => {
      const current = await setup(legal);
      const box = checkbox();
      expect((box as HTMLInputElement).checked).toBe(false);
      expect(modal().getByRole('link', { name: 'terms of service' }).getAttribute('href')).toBe(
        'https://app.example/terms',
      );
      expect(modal().getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
        'https://app.example/privacy',
      );
      // The footer notice gives way to the checkbox.
      expect(modal().queryByText(/By connecting your wallet/)).toBeNull();
      const list = await modal().findByRole('list', { name: 'Wallets' });
      expect(list.closest('fieldset')?.disabled).toBe(true);
      fireEvent.click(await rowNamed('MetaMask'));
      fireEvent.click(await rowNamed('All Wallets'));
      expect(current.latch.router.view).toBe('Connect');
      expect(events(current)).not.toContain('SELECT_WALLET');

      fireEvent.click(box);
      expect(current.latch.connect.consent.accepted).toBe(true);
      expect(list.closest('fieldset')?.disabled).toBe(false);
      fireEvent.click(await rowNamed('MetaMask'));
      expect(current.latch.router.route).toEqual({
        view: 'ConnectingExternal',
        data: { connectorId: 'io.metamask' },
      });
    });

    it('Tab reaches the checkbox first and Space toggles it', async () => {
      const current = await setup(legal);
      await rows();
      const user = userEvent.setup({ document });
      const box = checkbox();
      let steps = 0;
      while (focused() !== box && steps++ < 8) await user.tab();
      expect(focused()).toBe(box);
      await user.keyboard(' ');
      expect(current.latch.connect.consent.accepted).toBe(true);
      await user.keyboard(' ');
      expect(current.latch.connect.consent.accepted).toBe(false);
    });

    it('is absent without the feature: the notice links the terms and nothing is gated', async () => {
      await setup({ ...legal, features: {} });
      expect(modal().queryByRole('checkbox')).toBeNull();
      expect(modal().getByText(/By connecting your wallet/)).toBeTruthy();
      expect((await modal().findByRole('list', { name: 'Wallets' })).closest('fieldset')?.disabled).toBe(
        false,
      );
    });
  });

  describe('with collapseWallets', () => {
    const collapse: FixtureOptions = { features: { collapseWallets: true }, emailLogin: true };

    it('keeps the wallets listed while no other connect method is shown', async () => {
      await setup({ features: { collapseWallets: true } });
      expect((await rows()).length).toBeGreaterThan(1);
      expect(modal().queryByRole('button', { name: 'Continue with a wallet' })).toBeNull();
    });

    it('folds them behind "Continue with a wallet" beside another method, which opens them in place', async () => {
      const current = harness.fixture(collapse);
      harness.render(current, { views: { Connect: { load: async () => ConnectBesideEmail } } });
      await act(async () => {
        await current.clock.runAllAsync();
        await current.latch.modal.open();
      });
      const entry = await modal().findByRole('button', { name: 'Continue with a wallet' });
      expect(modal().getByText('E-mail login')).toBeTruthy();
      expect(modal().queryByRole('list', { name: 'Wallets' })).toBeNull();
      fireEvent.click(entry);
      const list = await modal().findByRole('list', { name: 'Wallets' });
      expect(focused()).toBe(within(list).getAllByRole('button')[0]);
      expect(modal().queryByRole('button', { name: 'Continue with a wallet' })).toBeNull();
    });
  });

  it("lists the host's custom wallets in the custom section, reached through WalletConnect", async () => {
    const mine = {
      id: 'dev.mine',
      name: 'Mine Wallet',
      image_url: 'https://img.latch.test/mine.webp',
      mobile_link: 'https://mine.example/app',
    };
    const current = await setup({ customWallets: [mine] });
    const labels = (await rows()).map((button) => button.querySelector('.latch-row-label')?.textContent);
    expect(labels.slice(0, 3)).toEqual(['WalletConnect', 'MetaMask', 'Mine Wallet']);
    const row = await rowNamed('Mine Wallet');
    expect(row.querySelector('img')?.getAttribute('src')).toBe(mine.image_url);
    expect(current.wallets.connectRows[2]).toMatchObject({ kind: 'custom', id: 'dev.mine', listing: mine });
    fireEvent.click(row);
    expect(current.latch.router.route).toEqual({
      view: 'ConnectingWalletConnect',
      data: { walletId: 'dev.mine' },
    });
  });

  it("opened for a namespace, lists only that namespace's wallets", async () => {
    const phantom = new MemoryWalletConnector({
      id: 'app.phantom',
      name: 'Phantom',
      type: 'ANNOUNCED',
      namespace: 'solana',
      rdns: 'app.phantom',
    });
    const options: FixtureOptions = {
      networks: [ETHEREUM, SOLANA],
      connectors: [...Object.values(sampleWalletConnectors()), phantom],
    };
    await setup(options, () => undefined, { view: 'Connect', namespace: 'solana' });
    const solana = (await rows()).map((button) => button.querySelector('.latch-row-label')?.textContent);
    expect(solana).toEqual(['Phantom']);
    expect((await rowNamed('Phantom')).textContent).toContain('Installed');
    harness.dispose();

    await setup(options, () => undefined, { view: 'Connect', namespace: 'eip155' });
    const evm = (await rows()).map((button) => button.querySelector('.latch-row-label')?.textContent);
    expect(evm.slice(0, 2)).toEqual(['WalletConnect', 'MetaMask']);
    // Phantom is listed as a registry wallet (through WalletConnect), not as the installed Solana connector.
    expect((await rowNamed('Phantom')).textContent).not.toContain('Installed');
    expect(evm.at(-1)).toBe('All Wallets');
    harness.dispose();

    // No Solana wallet at all: a note instead of an empty list.
    await setup({ networks: [ETHEREUM, SOLANA] }, () => undefined, { view: 'Connect', namespace: 'solana' });
    expect(await modal().findByText('No wallet available for this network')).toBeTruthy();
    expect(modal().getByText('Install a wallet that supports this network to connect.')).toBeTruthy();
    expect(modal().queryByRole('list', { name: 'Wallets' })).toBeNull();
    // The way on is outside the modal: the note offers no button.
    expect(shadow().querySelector('.latch-notice button')).toBeNull();
  });
});
