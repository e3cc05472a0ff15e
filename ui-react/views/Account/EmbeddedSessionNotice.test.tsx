// @vitest-environment happy-dom
import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { latchError } from '../../../core/lib/errors/index.js';
import { MemoryEmbeddedWalletFrame } from '../../../testkits/MemoryEmbeddedWalletFrame.js';
import { modal, settle, viewHarness } from '../../../testkits/views/viewHarness.js';

const harness = viewHarness();

describe('Account: an embedded wallet whose session rules did not load', () => {
  it('shows the catalogue text with Try again, which fetches them again and takes the text away', async () => {
    const frame = new MemoryEmbeddedWalletFrame()
      .handle('CONNECT_EMAIL', async () => ({ action: 'VERIFY_OTP' as const }))
      .handle('CONNECT_OTP', async () => undefined);
    const current = harness.fixture({ emailLogin: frame });
    harness.render(current);
    await act(async () => {
      await current.clock.runAllAsync();
      const email = await current.latch.loadFeature('email');
      await email.submitEmail('ada@example.com');
      (await email.submitCode('123456'))._unsafeUnwrap();
      current.latch.router.reset('Account');
      await current.latch.modal.open({ view: 'Account' });
    });
    await settle(current);
    await modal().findByTestId('latch-account-email', {}, { timeout: 5000 });
    expect(modal().queryByTestId('latch-embedded-session-failed')).toBeNull();
    // The three tries failed (the chunk could not be fetched): what the core records, Account follows.
    let retried = 0;
    act(() =>
      current.latch.embeddedUser.failSession(latchError('FRAME_DEPENDENCY_LOAD_FAILED'), () => {
        retried += 1;
      }),
    );
    const notice = await modal().findByTestId('latch-embedded-session-failed');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain('Unable to load email login dependency');
    await act(async () => {
      fireEvent.click(modal().getByRole('button', { name: 'Try again' }));
      await current.clock.runAllAsync();
    });
    await waitFor(() => expect(modal().queryByTestId('latch-embedded-session-failed')).toBeNull());
    expect(retried).toBe(1);
  });
});
