// @vitest-environment happy-dom
import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryEmbeddedWalletFrame } from '../../../testkits/MemoryEmbeddedWalletFrame.js';
import { MemoryPopupOpener } from '../../../testkits/MemoryPopupOpener.js';
import { SOCIAL_WALLET_ORIGIN } from '../../../testkits/views/fixtures.js';
import { modal, settle, viewHarness } from '../../../testkits/views/viewHarness.js';

const harness = viewHarness();

/** Connect with social login offered (Google, GitHub), the row's code loaded. */
const setup = async () => {
  const frame = new MemoryEmbeddedWalletFrame();
  const popups = new MemoryPopupOpener();
  const current = harness.fixture({ emailLogin: frame, socialLogin: popups });
  harness.render(current);
  await act(async () => {
    await current.clock.runAllAsync();
    await current.latch.modal.open();
    await current.latch.loadFeature('social');
  });
  act(() => frame.emit({ type: 'READY', socialProviders: ['google', 'github'] }));
  const google = await modal().findByRole('button', { name: 'Continue with Google' }, { timeout: 10_000 });
  return { current, popups, google, frame };
};

/** The view's own status line (the shell has its announcer too). */
const status = async () => {
  const found = (await modal().findAllByRole('status')).find((node) =>
    node.classList.contains('latch-connecting-text'),
  );
  if (found === undefined) throw new Error('no ConnectingSocial status');
  return found;
};
const hasText = async (text: string) =>
  waitFor(async () => expect((await status()).textContent).toContain(text), { timeout: 10_000 });

describe('ConnectingSocial', () => {
  it('waits for the popup, then shows Account with the provider and the user name', async () => {
    const { current, popups, google } = await setup();
    fireEvent.click(google);
    await hasText('Continue in the popup…');
    await settle(current);
    expect(popups.last?.url).toBe(`${SOCIAL_WALLET_ORIGIN}/authorize?provider=google`);
    await act(async () => {
      popups.last?.post(SOCIAL_WALLET_ORIGIN, {
        resultUri: `${SOCIAL_WALLET_ORIGIN}/social/callback?code=c`,
      });
      await current.clock.runAllAsync();
    });
    await waitFor(() => expect(current.latch.router.view).toBe('Account'), { timeout: 10_000 });
    const social = await modal().findByTestId('latch-account-social', {}, { timeout: 10_000 });
    expect(social.textContent).toBe('Google: alice');
    expect(social.querySelector('svg[data-provider="google"]')).not.toBeNull();
    expect(popups.last?.closed).toBe(true);
  });

  it("Account follows the frame's SESSION_UPDATE: a new provider or user name shows at once", async () => {
    const { current, popups, google, frame } = await setup();
    fireEvent.click(google);
    await settle(current);
    await act(async () => {
      popups.last?.post(SOCIAL_WALLET_ORIGIN, {
        resultUri: `${SOCIAL_WALLET_ORIGIN}/social/callback?code=c`,
      });
      await current.clock.runAllAsync();
    });
    const social = await modal().findByTestId('latch-account-social', {}, { timeout: 10_000 });
    expect(social.textContent).toBe('Google: alice');
    act(() =>
      frame.emit({
        type: 'SESSION_UPDATE',
        isConnected: true,
        address: '0x00000000000000000000000000000000000000e1',
        provider: 'google',
        userName: 'Alice Liddell',
        chainId: 1,
      }),
    );
    await waitFor(() =>
      expect(modal().getByTestId('latch-account-social').textContent).toBe('Google: Alice Liddell'),
    );
    act(() =>
      frame.emit({
        type: 'SESSION_UPDATE',
        isConnected: true,
        provider: 'github',
        userName: 'octo',
        chainId: 1,
      }),
    );
    await waitFor(() => expect(modal().getByTestId('latch-account-social').textContent).toBe('GitHub: octo'));
  });

  it('a closed popup says so; Retry opens a new popup inside its click', async () => {
    const { current, popups, google } = await setup();
    fireEvent.click(google);
    await settle(current);
    act(() => popups.last?.userCloses());
    await hasText('The sign-in window was closed before you finished');
    expect((await status()).textContent).toContain('Sign-in window closed');
    fireEvent.click(modal().getByRole('button', { name: 'Retry' }));
    expect(popups.opened).toHaveLength(2);
    await hasText('Continue in the popup…');
  });

  it('a blocked popup says how to allow it, with Retry', async () => {
    const { popups, google } = await setup();
    popups.blocked = true;
    fireEvent.click(google);
    await hasText('The sign-in window was blocked. Allow pop-ups for this site and try again');
    popups.blocked = false;
    fireEvent.click(modal().getByRole('button', { name: 'Retry' }));
    expect(popups.opened).toHaveLength(1);
  });

  it('Cancel closes the popup and goes back to Connect; a late result changes nothing', async () => {
    const { current, popups, google } = await setup();
    fireEvent.click(google);
    await hasText('Continue in the popup…');
    fireEvent.click(modal().getByRole('button', { name: 'Cancel' }));
    expect(popups.last?.closed).toBe(true);
    await waitFor(() => expect(current.latch.router.view).toBe('Connect'));
    await act(async () => {
      popups.last?.post(SOCIAL_WALLET_ORIGIN, {
        resultUri: `${SOCIAL_WALLET_ORIGIN}/social/callback?code=c`,
      });
      await current.clock.runAllAsync();
    });
    expect(current.latch.connection.status).not.toBe('connected');
  });
});
