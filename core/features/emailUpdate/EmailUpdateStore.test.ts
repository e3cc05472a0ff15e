import { describe, expect, it } from 'vitest';
import { latchHarness } from '../../../testkits/latchHarness.js';
import { MemoryConnectorDiscovery } from '../../../testkits/MemoryConnectorDiscovery.js';
import { MemoryEmbeddedWalletFrame } from '../../../testkits/MemoryEmbeddedWalletFrame.js';
import { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import { DEVNET } from '../../../testkits/networks.js';
import { EMBEDDED_KEYS } from '../../kernel/embeddedWallet/index.js';
import { createLatchCore } from '../../kernel/latch/index.js';

const EMBEDDED_ACCOUNT = '0x00000000000000000000000000000000000000e1';

/** A core whose e-mail wallet is connected as ada@example.com; the frame answers the change as the service does. */
const connected = async () => {
  const harness = latchHarness({ network: DEVNET });
  const frame = new MemoryEmbeddedWalletFrame();
  const auth = new MemoryWalletConnector(
    { id: 'latch-embedded', name: 'Email', type: 'AUTH' },
    { accounts: [EMBEDDED_ACCOUNT], caipNetworkId: DEVNET.caipNetworkId },
  );
  let asked = '';
  let primaryDone = false;
  frame
    .handle('CONNECT_EMAIL', async () => ({ action: 'VERIFY_OTP' as const }))
    .handle('CONNECT_OTP', async () => undefined)
    .handle('UPDATE_EMAIL', async ({ email }) => {
      asked = email;
      primaryDone = false;
      if (email === 'taken@example.com') throw new Error('Please try again after 12 seconds');
      return { action: 'VERIFY_PRIMARY_OTP' };
    })
    .handle('UPDATE_EMAIL_PRIMARY_OTP', async ({ otp }) => {
      if (otp !== '111111') throw new Error('Invalid code (4 attempts left)');
      primaryDone = true;
      return undefined;
    })
    .handle('UPDATE_EMAIL_SECONDARY_OTP', async ({ otp }) => {
      if (!primaryDone) throw new Error('No e-mail change is waiting. Start again');
      if (otp !== '222222') throw new Error('The code has expired. Request a new one');
      return { newEmail: asked };
    });
  const ports = {
    ...harness.ports,
    connectors: new MemoryConnectorDiscovery([harness.wallet, auth]),
    embeddedWallet: frame,
  };
  const latch = createLatchCore(ports, { projectId: 'p', networks: [DEVNET] })._unsafeUnwrap();
  const login = await latch.loadFeature('email');
  await login.submitEmail('ada@example.com');
  (await login.submitCode('123456'))._unsafeUnwrap();
  const update = await latch.loadFeature('emailUpdate');
  return { ...harness, latch, frame, update };
};

const updateRequests = (frame: MemoryEmbeddedWalletFrame) =>
  frame.requests.filter((request) => request.type.startsWith('UPDATE_EMAIL'));

describe('EmailUpdateStore', () => {
  it('new address → the current address code → the new address code: the page remembers the new address', async () => {
    const { latch, frame, update } = await connected();
    expect(update.available).toBe(true);
    expect(update.currentEmail).toBe('ada@example.com');
    expect((await update.submitEmail(' grace@example.com ')).isOk()).toBe(true);
    expect(update.stage).toBe('primary');
    expect(update.resendWaitSeconds()).toBe(30);
    expect((await update.submitPrimary('111111')).isOk()).toBe(true);
    expect(update.stage).toBe('secondary');
    expect((await update.submitSecondary('222222'))._unsafeUnwrap()).toBe('grace@example.com');
    expect(update.stage).toBe('done');
    expect(latch.embeddedUser.email).toBe('grace@example.com');
    expect(await latch.storage.read(EMBEDDED_KEYS.email)).toBe('grace@example.com');
    expect(updateRequests(frame)).toEqual([
      { type: 'UPDATE_EMAIL', payload: { email: 'grace@example.com' } },
      { type: 'UPDATE_EMAIL_PRIMARY_OTP', payload: { otp: '111111' } },
      { type: 'UPDATE_EMAIL_SECONDARY_OTP', payload: { otp: '222222' } },
    ]);
  });

  it('refuses a bad address, the current address and a short code without asking the frame', async () => {
    const { frame, update } = await connected();
    expect((await update.submitEmail('grace@')).isErr()).toBe(true);
    expect(update.error).toBe('Please enter a valid email address');
    expect((await update.submitEmail('ADA@example.com'))._unsafeUnwrapErr().code).toBe('EMAIL_UPDATE_SAME');
    expect(update.error).toBe('This is already your e-mail address');
    expect((await update.submitPrimary('12a'))._unsafeUnwrapErr().message).toBe('Enter the 6-digit code');
    expect(updateRequests(frame)).toEqual([]);
  });

  it('counts the resend cooldown from a send that went out, never from a failed one', async () => {
    const { update, clock, frame } = await connected();
    expect((await update.submitEmail('taken@example.com')).isErr()).toBe(true);
    expect(update.sentAt).toBeUndefined();
    expect(update.resendWaitSeconds()).toBe(0);
    expect((await update.submitEmail('grace@example.com')).isOk()).toBe(true);
    clock.advance(20_000);
    expect(update.resendWaitSeconds()).toBe(10);
    frame.handle('UPDATE_EMAIL', async () => {
      throw new Error('The login code could not be sent. Please try again in a moment');
    });
    expect((await update.resend()).isErr()).toBe(true);
    expect(update.resendWaitSeconds()).toBe(10);
  });

  it("shows the service's wrong, expired and cooldown answers as catalogue texts, and nothing stays pending", async () => {
    const { update } = await connected();
    expect((await update.submitEmail('taken@example.com'))._unsafeUnwrapErr().message).toBe(
      'Please try again after 12 seconds',
    );
    expect(update.pending).toBeUndefined();
    expect(update.stage).toBe('new');
    await update.submitEmail('grace@example.com');
    expect((await update.submitPrimary('999999'))._unsafeUnwrapErr().code).toBe('OTP_WRONG');
    expect(update.error).toBe('Invalid code');
    expect(update.stage).toBe('primary');
    await update.submitPrimary('111111');
    expect((await update.submitSecondary('999999'))._unsafeUnwrapErr().code).toBe('OTP_EXPIRED');
    expect(update.error).toBe('The code has expired. Request a new one');
    expect(update.pending).toBeUndefined();
  });

  it('a left view gives up its answer: a late success changes nothing', async () => {
    const { latch, frame, update } = await connected();
    let answer: (value: { action: string }) => void = () => undefined;
    frame.handle('UPDATE_EMAIL', () => new Promise((resolve) => (answer = resolve)));
    const sent = update.submitEmail('grace@example.com');
    expect(update.pending).toBe('sending');
    update.leave();
    answer({ action: 'VERIFY_PRIMARY_OTP' });
    expect((await sent)._unsafeUnwrapErr().code).toBe('REQUEST_ABORTED');
    expect(update.stage).toBe('new');
    expect(update.error).toBeUndefined();
    expect(latch.embeddedUser.email).toBe('ada@example.com');
  });

  it('is not offered without a connected e-mail wallet', async () => {
    const { latch, update, frame } = await connected();
    await latch.connect.disconnect();
    expect(update.available).toBe(false);
    expect((await update.submitEmail('grace@example.com'))._unsafeUnwrapErr().code).toBe(
      'EMAIL_UPDATE_UNAVAILABLE',
    );
    expect(updateRequests(frame)).toEqual([]);
  });
});
