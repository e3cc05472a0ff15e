// @vitest-environment happy-dom
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EvmSigner, Network, WalletSession } from '../../../ports/index.js';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import { httpFailure } from '../../../testkits/MemoryDataService.js';
import { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import { ETHEREUM } from '../../../testkits/views/fixtures.js';
import { modal, viewHarness } from '../../../testkits/views/viewHarness.js';
import { BUILT_IN_VIEWS } from '../registry.js';
import './RegisterAccountNameView.js';

// Loaded up front: the view registry imports them lazily, which the first time takes longer than a query waits.
beforeAll(async () => {
  await Promise.all(
    BUILT_IN_VIEWS.filter((view) => view.name.startsWith('RegisterAccountName')).map((view) =>
      view.component(),
    ),
  );
});

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const RULE_ERROR =
  'Name can only contain letters, numbers and - characters, and must be at least 4 characters';

/** A wallet whose signature requests wait for the test, then approve or decline. */
class SigningWallet extends MemoryWalletConnector {
  answer: (() => void) | undefined;
  decline = false;

  override session(network?: Network): WalletSession {
    const session = super.session(network);
    const { signer } = session;
    if (signer.namespace !== 'eip155') return session;
    const waiting: EvmSigner = {
      ...signer,
      signMessage: (args) =>
        new Promise((resolve, reject) => {
          this.answer = () =>
            this.decline
              ? reject({ code: 4001, message: 'User rejected the request.' })
              : resolve(signer.signMessage(args));
        }),
    };
    return { ...session, signer: waiting };
  }
}

const harness = viewHarness();

const title = () => modal().getByRole('heading', { level: 2 }).textContent;

const setup = async ({ connect = true } = {}) => {
  const wallet = new SigningWallet(
    { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', imageUrl: '/wallet-images/io.metamask.webp' },
    { accounts: [ADDRESS] },
  );
  const current = harness.fixture({ networks: [ETHEREUM], connectors: [wallet] });
  current.dataService.seedSuggestions('alice', [
    { name: 'alice.latch.id', registered: true },
    { name: 'alice1.latch.id', registered: false },
    { name: 'thealice.latch.id', registered: false },
  ]);
  harness.render(current);
  await act(async () => {
    if (connect) await current.latch.connection.connect('io.metamask', { network: ETHEREUM });
    await current.latch.modal.open({ view: 'Account' });
    current.latch.router.push('RegisterAccountName');
    await flushMicrotasks();
  });
  const advance = (ms: number) =>
    act(async () => {
      await current.clock.advanceAsync(ms);
    });
  return { current, wallet, advance };
};
/** Answers the wallet's signature request once it has been made. */
const approve = async (wallet: SigningWallet) => {
  await waitFor(() => expect(wallet.answer).toBeDefined());
  await act(async () => {
    wallet.answer?.();
    await flushMicrotasks();
  });
};
const input = () => modal().getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
const type = (value: string) => fireEvent.change(input(), { target: { value } });
const submitButton = () => modal().getByRole('button', { name: /^Register/ }) as HTMLButtonElement;

describe('RegisterAccountName view', () => {
  it('checks the label as typed (SPEC §5) and keeps Register disabled until it is valid', async () => {
    await setup();
    expect(title()).toBe('Choose Name');
    await modal().findByRole('textbox', { name: 'Name' });
    expect(submitButton().disabled).toBe(true);
    type('al ice');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(modal().getByText(RULE_ERROR)).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    type('bobby');
    expect(input().getAttribute('aria-invalid')).toBe('false');
    expect(submitButton().textContent).toBe('Register bobby.latch.id');
    expect(submitButton().disabled).toBe(false);
  });

  it('shows suggestions 500 ms after typing stops; a taken name cannot be registered, a free one is picked', async () => {
    const { advance, current } = await setup();
    await modal().findByRole('textbox', { name: 'Name' });
    type('alice');
    await advance(499);
    expect(modal().getByTestId('latch-name-suggestions-loading')).toBeTruthy();
    expect(current.dataService.callsOf('names.getSuggestions')).toEqual([]);
    await advance(1);
    const list = within(await modal().findByRole('list', { name: 'Suggested names' }));
    const rows = list.getAllByRole('button') as HTMLButtonElement[];
    expect(rows.map((row) => row.textContent)).toEqual([
      'alice.latch.idTaken',
      'alice1.latch.idAvailable',
      'thealice.latch.idAvailable',
    ]);
    expect(rows[0]?.disabled).toBe(true);
    expect(modal().getByText('alice.latch.id is already taken.')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    fireEvent.click(rows[1] as HTMLButtonElement);
    expect(input().value).toBe('alice1');
    expect(submitButton().disabled).toBe(false);
  });

  it('Register shows the steps, then the name; the account header shows it afterwards', async () => {
    const { current, wallet } = await setup();
    await modal().findByRole('textbox', { name: 'Name' });
    type('satoshi');
    current.dataService.seedIdentity(ADDRESS, { name: 'satoshi.latch.id', avatar: null });
    fireEvent.click(submitButton());
    await waitFor(() => expect(title()).toBe('Register Name'));
    expect(
      modal().getByText('Approve the signature request in MetaMask to register this name.'),
    ).toBeTruthy();
    expect(
      modal().getByRole('list', { name: 'Progress' }).querySelector('[aria-current="step"]')?.textContent,
    ).toBe('Sign the message in your wallet');
    await approve(wallet);
    await modal().findByTestId('latch-name-registered');
    expect(modal().getByText('satoshi.latch.id')).toBeTruthy();
    expect(modal().getByText('Your name is registered and now shows on your account.')).toBeTruthy();
    expect(current.dataService.callsOf('names.registerName')).toMatchObject([
      { coin_type: 60, address: ADDRESS },
    ]);
    fireEvent.click(modal().getByRole('button', { name: 'Back to Account' }));
    expect(current.latch.router.history).toEqual(['Account']);
    expect(current.latch.account.profileName).toBe('satoshi.latch.id');
  });

  it("on a refusal goes back to the form with the data service's reason, until the label changes", async () => {
    const { current, wallet } = await setup();
    current.dataService.fail(
      'names.registerName',
      httpFailure(409, '/v1/profile/account', 'Name already registered'),
    );
    await modal().findByRole('textbox', { name: 'Name' });
    type('carol');
    fireEvent.click(submitButton());
    await approve(wallet);
    await waitFor(() => expect(modal().getByRole('alert').textContent).toBe('Name already registered'));
    expect(current.latch.router.history).toEqual(['Account', 'RegisterAccountName']);
    expect(title()).toBe('Choose Name');
    expect(input().value).toBe('carol');
    type('carol2');
    expect(modal().queryByRole('alert')).toBeNull();
  });

  it('a declined signature comes back as its reason, with nothing registered', async () => {
    const { current, wallet } = await setup();
    wallet.decline = true;
    await modal().findByRole('textbox', { name: 'Name' });
    type('dave-1');
    fireEvent.click(submitButton());
    await approve(wallet);
    await waitFor(() => expect(modal().getByRole('alert').textContent).toBe('User rejected the request.'));
    expect(current.dataService.callsOf('names.registerName')).toEqual([]);
  });

  it('works from the keyboard: type, Enter registers', async () => {
    const { current } = await setup();
    const user = userEvent.setup({ document });
    const field = await modal().findByRole('textbox', { name: 'Name' });
    field.focus();
    await user.keyboard('erin{Enter}');
    await waitFor(() => expect(current.latch.router.view).toBe('RegisterAccountNameSuccess'));
    expect(current.latch.names?.registration).toMatchObject({ status: 'signing', name: 'erin.latch.id' });
  });

  it('without a wallet, offers to connect one', async () => {
    const { current } = await setup({ connect: false });
    fireEvent.click(await modal().findByRole('button', { name: 'Connect Wallet' }));
    expect(current.latch.router.view).toBe('Connect');
  });
});
