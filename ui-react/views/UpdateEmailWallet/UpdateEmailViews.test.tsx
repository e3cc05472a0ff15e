// @vitest-environment happy-dom
import { act, fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryEmbeddedWalletFrame } from '../../../testkits/MemoryEmbeddedWalletFrame.js';
import { ETHEREUM, type Fixture } from '../../../testkits/views/fixtures.js';
import { flush, modal, settle, shadow, viewHarness } from '../../../testkits/views/viewHarness.js';

const harness = viewHarness();

/** The wallet service's answers to the change: 111111 is the current address's code, 222222 the new one's. */
const changingFrame = () => {
  let asked = '';
  return new MemoryEmbeddedWalletFrame()
    .handle('CONNECT_EMAIL', async () => ({ action: 'VERIFY_OTP' as const }))
    .handle('CONNECT_OTP', async () => undefined)
    .handle('UPDATE_EMAIL', async ({ email }) => {
      asked = email;
      return { action: 'VERIFY_PRIMARY_OTP' };
    })
    .handle('UPDATE_EMAIL_PRIMARY_OTP', async ({ otp }) => {
      if (otp !== '111111') throw new Error('Invalid code (4 attempts left)');
      return undefined;
    })
    .handle('UPDATE_EMAIL_SECONDARY_OTP', async ({ otp }) => {
      if (otp !== '222222') throw new Error('Invalid code (4 attempts left)');
      return { newEmail: asked };
    });
};

/** Logged in by e-mail as ada@example.com; the modal on Account. */
const loggedIn = async (frame = changingFrame()) => {
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
  return { current, frame };
};

/** Types the code; then lets the fixture's timers run (`settleAfter`) or only its promises (a toast stays). */
const typeCode = async (current: Fixture, code: string, settleAfter = true) => {
  const first = await modal().findByRole('textbox', { name: 'Digit 1' });
  await waitFor(() => expect((first as HTMLInputElement).disabled).toBe(false));
  const user = userEvent.setup({ document: shadow().ownerDocument });
  await user.click(first);
  await user.keyboard(code);
  if (settleAfter) await settle(current);
  else await flush();
};

describe('the update-e-mail views', () => {
  it('Account → Update e-mail → a typed mistake → the new address → both codes → Account with the new address', async () => {
    const { current, frame } = await loggedIn();
    expect((await modal().findByTestId('latch-account-email')).textContent).toBe('ada@example.com');
    fireEvent.click(await modal().findByRole('button', { name: 'Update e-mail' }));
    await settle(current);
    expect(current.latch.router.view).toBe('UpdateEmailWallet');
    const field = await modal().findByRole('textbox', { name: 'New email' });
    expect(modal().getByText('ada@example.com')).toBeTruthy();

    // A typed mistake: the catalogue's text, nothing asked of the frame.
    fireEvent.change(field, { target: { value: 'grace@example' } });
    await act(async () => {
      fireEvent.click(modal().getByRole('button', { name: 'Save' }));
      await current.clock.runAllAsync();
    });
    expect((await modal().findByRole('alert')).textContent).toContain('Please enter a valid email address');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // The current address is refused too.
    fireEvent.change(field, { target: { value: 'ada@example.com' } });
    expect(modal().queryByRole('alert')).toBeNull();
    await act(async () => {
      fireEvent.click(modal().getByRole('button', { name: 'Save' }));
      await current.clock.runAllAsync();
    });
    expect((await modal().findByRole('alert')).textContent).toContain('This is already your e-mail address');
    expect(frame.requests.some((request) => request.type === 'UPDATE_EMAIL')).toBe(false);

    fireEvent.change(field, { target: { value: 'grace@example.com' } });
    await act(async () => {
      fireEvent.click(modal().getByRole('button', { name: 'Save' }));
      await current.clock.runAllAsync();
    });
    await settle(current);
    expect(current.latch.router.route).toEqual({
      view: 'UpdateEmailPrimaryOtp',
      data: { email: 'grace@example.com' },
    });
    await modal().findByText('ada@example.com');
    expect(modal().getByRole('button', { name: /Resend code in 30s/ })).toBeTruthy();

    // A wrong code: the catalogue's text, the boxes cleared; then the right one.
    await typeCode(current, '999999');
    expect((await modal().findByRole('alert')).textContent).toContain('Invalid code');
    await typeCode(current, '111111');
    expect(current.latch.router.route).toEqual({
      view: 'UpdateEmailSecondaryOtp',
      data: { email: 'grace@example.com' },
    });
    await modal().findByText('grace@example.com');
    await typeCode(current, '222222', false);
    await act(() => current.clock.advanceAsync(1000));
    await modal().findByText('Email updated to grace@example.com');

    expect(current.latch.router.view).toBe('Account');
    expect(current.latch.router.history).toEqual(['Account']);
    await waitFor(() =>
      expect(modal().getByTestId('latch-account-email').textContent).toBe('grace@example.com'),
    );
    expect(frame.requests.filter((request) => request.type.startsWith('UPDATE_EMAIL'))).toEqual([
      { type: 'UPDATE_EMAIL', payload: { email: 'grace@example.com' } },
      { type: 'UPDATE_EMAIL_PRIMARY_OTP', payload: { otp: '999999' } },
      { type: 'UPDATE_EMAIL_PRIMARY_OTP', payload: { otp: '111111' } },
      { type: 'UPDATE_EMAIL_SECONDARY_OTP', payload: { otp: '222222' } },
    ]);
  });

  it('shows no Update e-mail row for a wallet that is not the e-mail wallet', async () => {
    const current = harness.fixture({ emailLogin: changingFrame() });
    harness.render(current);
    await act(async () => {
      await current.latch.connection.connect('io.metamask', { network: ETHEREUM });
      current.latch.router.reset('Account');
      await current.latch.modal.open({ view: 'Account' });
    });
    await settle(current);
    await modal().findByRole('button', { name: 'Disconnect' });
    expect(modal().queryByRole('button', { name: 'Update e-mail' })).toBeNull();
  });
});
