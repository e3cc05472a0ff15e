// @vitest-environment happy-dom
import { act, fireEvent, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { siwxError } from '../../../core/lib/errors/index.js';
import type { SiweConfig, SiwxSignInput } from '../../../ports/index.js';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import { MemorySiwx } from '../../../testkits/MemorySiwx.js';
import { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import { ETHEREUM } from '../../../testkits/views/fixtures.js';
import { modal, shadow, viewHarness } from '../../../testkits/views/viewHarness.js';
import { BUILT_IN_VIEWS } from '../registry.js';

// Loaded up front: the view registry imports them lazily, which the first time takes longer than a query waits.
beforeAll(async () => {
  await Promise.all(BUILT_IN_VIEWS.filter((view) => view.flow === 'siwx').map((view) => view.component()));
});

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const METADATA = { name: 'Acme', description: 'Acme app', url: 'https://acme.example', icons: [] };

/** A sign-in config whose signatures wait for the test (`answer`). */
class WaitingSiwx extends MemorySiwx {
  answer: ((signature: string) => void) | undefined;
  signMessage(_input: SiwxSignInput): Promise<string> {
    return new Promise((resolve) => {
      this.answer = resolve;
    });
  }
}

const harness = viewHarness();
const title = () => modal().getByRole('heading', { level: 2 }).textContent;
const button = (name: string | RegExp) => modal().getByRole('button', { name });

/** Answers the signature request once the flow has made it. */
const approve = async (siwx: WaitingSiwx) => {
  await waitFor(() => expect(siwx.answer).toBeDefined());
  await act(async () => {
    siwx.answer?.('0xsigned');
    siwx.answer = undefined;
    await flushMicrotasks();
  });
};

const setup = async (options: { required?: boolean; siwe?: SiweConfig } = {}) => {
  const wallet = new MemoryWalletConnector(
    { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED' },
    { accounts: [ADDRESS] },
  );
  const siwx = new WaitingSiwx(
    { now: () => Date.UTC(2026, 10, 26) },
    { required: options.required ?? false },
  );
  const fixture = harness.fixture({
    networks: [ETHEREUM],
    connectors: [wallet],
    modalOptions: {
      metadata: METADATA,
      ...(options.siwe === undefined ? { siwx } : { siweConfig: options.siwe }),
    },
  });
  harness.render(fixture);
  await act(async () => {
    await fixture.latch.connection.connect('io.metamask', { network: ETHEREUM });
    await fixture.latch.loadFeature('siwx');
    await flushMicrotasks();
  });
  return { current: fixture, siwx, wallet };
};

describe('SIWXSignMessage view', () => {
  it('asks after connect with the app name; Escape and Close do nothing while required', async () => {
    const { current } = await setup({ required: true });
    await waitFor(() => expect(title()).toBe('Sign In'));
    expect(modal().getByText('Acme needs to connect to your wallet')).toBeTruthy();
    expect(modal().getByText(/Cancelling will disconnect you/)).toBeTruthy();
    expect(modal().getByTestId('latch-signin-app-icon').textContent).toBe('A');
    fireEvent.keyDown(modal().getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(button('Close'));
    await act(flushMicrotasks);
    expect(current.latch.modal.isOpen).toBe(true);
    expect(title()).toBe('Sign In');
  });

  it('shows the pending state while the wallet signs, then closes with the session saved', async () => {
    const { current, siwx } = await setup({ required: true });
    await waitFor(() => button('Sign'));
    fireEvent.click(button('Sign'));
    await waitFor(() => expect(button('Signing…').getAttribute('aria-disabled')).toBe('true'));
    expect(modal().getByText('Approve the signature request in your wallet.')).toBeTruthy();
    await approve(siwx);
    expect(siwx.sessions.size).toBe(1);
    expect(current.latch.modal.isOpen).toBe(false);
    // The card fades out with the sign-in it closed from, not the Connect list the core's router is back on.
    expect(current.latch.router.view).toBe('Connect');
    const closing = shadow().querySelector<HTMLElement>('.latch-card[data-state="closing"]');
    expect(closing?.querySelector<HTMLElement>('.latch-view')?.dataset.view).toBe('SIWXSignMessage');
    expect(closing?.querySelector('h2')?.textContent).toBe('Sign In');
    expect(closing?.querySelector('[data-testid="latch-signin"]')).not.toBeNull();
  });

  it('shows the error with Try again, which signs in', async () => {
    const { current, siwx } = await setup();
    await waitFor(() => button('Sign'));
    siwx.refuseNext = siwxError('SIGNATURE_DECLINED');
    fireEvent.click(button('Sign'));
    await approve(siwx);
    expect(modal().getByRole('alert').textContent).toBe('Signature declined');
    fireEvent.click(button('Try again'));
    await approve(siwx);
    expect(current.latch.modal.isOpen).toBe(false);
    expect(siwx.sessions.size).toBe(1);
  });

  it('Cancel disconnects where sign-in is required', async () => {
    const { current, wallet } = await setup({ required: true });
    await waitFor(() => button('Cancel'));
    fireEvent.click(button('Cancel'));
    await act(flushMicrotasks);
    expect(wallet.calls.disconnect).toBe(1);
    expect(current.latch.modal.isOpen).toBe(false);
  });

  it('the legacy siweConfig asks in ConnectingSiwe', async () => {
    const siwe: SiweConfig = {
      createMessage: () => 'message',
      getNonce: async () => 'nonce1234',
      getSession: async () => null,
      verifyMessage: async () => true,
      signOut: async () => true,
    };
    const { current } = await setup({ siwe });
    await waitFor(() => expect(current.latch.router.view).toBe('ConnectingSiwe'));
    await waitFor(() => expect(title()).toBe('Sign In'));
    expect(modal().getByText(/You can cancel and stay connected/)).toBeTruthy();
  });
});
