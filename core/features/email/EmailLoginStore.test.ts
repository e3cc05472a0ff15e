import { describe, expect, it } from 'vitest';
import { latchHarness } from '../../../testkits/latchHarness.js';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import { MemoryConnectorDiscovery } from '../../../testkits/MemoryConnectorDiscovery.js';
import { MemoryEmbeddedWalletFrame } from '../../../testkits/MemoryEmbeddedWalletFrame.js';
import { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import { DEVNET } from '../../../testkits/networks.js';
import { EMBEDDED_KEYS } from '../../kernel/embeddedWallet/index.js';
import { createLatchCore } from '../../kernel/latch/index.js';

const EMBEDDED_ACCOUNT = '0x00000000000000000000000000000000000000e1';

/** A core with an e-mail-capable setup: the in-memory frame and an AUTH connector beside the harness wallet. */
const setup = (action: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT' = 'VERIFY_OTP') => {
  const harness = latchHarness({ network: DEVNET });
  const frame = new MemoryEmbeddedWalletFrame();
  const auth = new MemoryWalletConnector(
    { id: 'latch-embedded', name: 'Email', type: 'AUTH' },
    { accounts: [EMBEDDED_ACCOUNT], caipNetworkId: DEVNET.caipNetworkId },
  );
  const codes: string[] = [];
  frame
    .handle('CONNECT_EMAIL', async () => ({ action }))
    .handle('CONNECT_DEVICE', async () => undefined)
    .handle('CONNECT_OTP', async ({ otp }) => {
      codes.push(otp);
      if (otp === '000000') throw new Error('Invalid code (4 attempts left)');
      if (otp === '111111') throw new Error('The code has expired. Request a new one');
      return undefined;
    });
  const ports = {
    ...harness.ports,
    connectors: new MemoryConnectorDiscovery([harness.wallet, auth]),
    embeddedWallet: frame,
  };
  const latch = createLatchCore(ports, { projectId: 'p', networks: [DEVNET] })._unsafeUnwrap();
  return { ...harness, latch, frame, codes, auth, ports };
};

describe('EmailLoginStore', () => {
  it("reports the connection as CONNECT_SUCCESS with method 'email'", async () => {
    const { latch, sink } = setup();
    const email = await latch.loadFeature('email');
    await email.submitEmail('ada@example.com');
    (await email.submitCode('123456'))._unsafeUnwrap();
    await flushMicrotasks();
    const connects = sink.envelopes.filter((envelope) => envelope.props.event === 'CONNECT_SUCCESS');
    expect(connects.map(({ props }) => [props.method, props.name])).toEqual([['email', 'Email']]);
  });

  it('refuses an invalid address with the SPEC text, asking the frame nothing', async () => {
    const { latch, frame } = setup();
    const email = await latch.loadFeature('email');
    const result = await email.submitEmail('not-an-email');
    expect(result._unsafeUnwrapErr().message).toBe('Please enter a valid email address');
    expect(email.error).toBe('Please enter a valid email address');
    expect(frame.requests).toEqual([]);
  });

  it('e-mail → code → connected through the connect flow; the e-mail is remembered, the cooldown cleared', async () => {
    const { latch, frame, ports } = setup();
    const email = await latch.loadFeature('email');
    expect(email.available).toBe(true);
    expect((await email.submitEmail('  ada@example.com ')).isOk() && email.step).toBe('otp');
    expect(frame.requests).toEqual([{ type: 'CONNECT_EMAIL', payload: { email: 'ada@example.com' } }]);
    const connected = await email.submitCode('123456');
    expect(connected._unsafeUnwrap().accounts).toEqual([EMBEDDED_ACCOUNT]);
    expect(email.step).toBe('connected');
    expect(latch.connection.status).toBe('connected');
    expect(latch.account.address).toBe(EMBEDDED_ACCOUNT);
    expect(latch.embeddedUser.email).toBe('ada@example.com');
    expect(await latch.storage.read(EMBEDDED_KEYS.email)).toBe('ada@example.com');
    expect(await latch.storage.read(EMBEDDED_KEYS.lastChain)).toBe(DEVNET.caipNetworkId);
    // Connecting cleared the cooldown: a new login may start at once.
    expect((await latch.emailThrottle.check()).isOk()).toBe(true);
    // Disconnect clears the cached e-mail and last chain (SPEC §4).
    await latch.connect.disconnect();
    await flushMicrotasks();
    expect(latch.embeddedUser.email).toBeUndefined();
    expect(await latch.storage.read(EMBEDDED_KEYS.email)).toBeUndefined();
    expect(await latch.storage.read(EMBEDDED_KEYS.lastChain)).toBeUndefined();
    expect(ports.connectors.list()).toHaveLength(2);
  });

  it('a second send within 30 s is refused with the seconds left, rounded up', async () => {
    const { latch, clock } = setup();
    const email = await latch.loadFeature('email');
    await email.submitEmail('ada@example.com');
    clock.advance(12_500);
    expect(email.resendWaitSeconds()).toBe(18);
    const again = await email.resend();
    expect(again._unsafeUnwrapErr().message).toBe('Please try again after 18 seconds');
    clock.advance(17_500);
    expect((await email.resend()).isOk()).toBe(true);
  });

  it('a send that fails starts no cooldown: the retry goes at once (only a code that went out counts)', async () => {
    const { latch, frame } = setup();
    const { embeddedError } = await import('../../lib/errors/index.js');
    frame.handle('CONNECT_EMAIL', () => Promise.reject(new Error('The login code could not be sent')));
    const email = await latch.loadFeature('email');
    expect((await email.submitEmail('ada@example.com'))._unsafeUnwrapErr().message).toBe(
      'The login code could not be sent',
    );
    expect(email.resendWaitSeconds()).toBe(0);
    frame.handle('CONNECT_EMAIL', () => Promise.reject(embeddedError('IFRAME_REQUEST_TIMEOUT')));
    expect((await email.submitEmail('ada@example.com'))._unsafeUnwrapErr().code).toBe(
      'IFRAME_REQUEST_TIMEOUT',
    );
    frame.handle('CONNECT_EMAIL', async () => ({ action: 'VERIFY_OTP' as const }));
    expect((await email.submitEmail('ada@example.com'))._unsafeUnwrap()).toBe('otp');
    // The code went out: now the cooldown counts.
    expect((await email.resend())._unsafeUnwrapErr().message).toBe('Please try again after 30 seconds');
    expect(frame.requests.map((request) => request.type)).toEqual([
      'CONNECT_EMAIL',
      'CONNECT_EMAIL',
      'CONNECT_EMAIL',
    ]);
  });

  it('wrong and expired codes show the catalogue texts and stay on the code step', async () => {
    const { latch } = setup();
    const email = await latch.loadFeature('email');
    await email.submitEmail('ada@example.com');
    expect((await email.submitCode('12ab56'))._unsafeUnwrapErr().message).toBe('Enter the 6-digit code');
    const wrong = await email.submitCode('000000');
    expect(wrong._unsafeUnwrapErr().message).toBe('Invalid code');
    expect(email.step).toBe('otp');
    expect(email.error).toBe('Invalid code');
    expect((await email.submitCode('111111'))._unsafeUnwrapErr().message).toBe(
      'The code has expired. Request a new one',
    );
    expect(latch.connection.status).toBe('disconnected');
  });

  it('a new device is confirmed first (CONNECT_DEVICE), then the code', async () => {
    const { latch, frame } = setup('VERIFY_DEVICE');
    const email = await latch.loadFeature('email');
    expect((await email.submitEmail('ada@example.com'))._unsafeUnwrap()).toBe('device');
    expect((await email.confirmDevice())._unsafeUnwrap()).toBe('otp');
    expect(frame.requests.map((request) => request.type)).toEqual(['CONNECT_EMAIL', 'CONNECT_DEVICE']);
    expect(email.step).toBe('otp');
  });

  it('leaving gives up what is under way: a late answer changes nothing', async () => {
    const { latch, frame } = setup();
    let answer: (value: { action: 'VERIFY_OTP' }) => void = () => {};
    frame.handle('CONNECT_EMAIL', () => new Promise((resolve) => (answer = resolve)));
    const email = await latch.loadFeature('email');
    const pending = email.submitEmail('ada@example.com');
    expect(email.step).toBe('sending');
    await flushMicrotasks();
    email.leave();
    answer({ action: 'VERIFY_OTP' });
    expect((await pending)._unsafeUnwrapErr().code).toBe('REQUEST_ABORTED');
    expect(email.step).toBe('idle');
    expect(email.error).toBeUndefined();
  });

  it('frame failures (the SPEC §8 alerts) come through as their catalogue texts', async () => {
    const { latch, frame } = setup();
    const { embeddedError } = await import('../../lib/errors/index.js');
    frame.handle('CONNECT_EMAIL', () => Promise.reject(embeddedError('IFRAME_LOAD_FAILED')));
    const email = await latch.loadFeature('email');
    expect((await email.submitEmail('ada@example.com'))._unsafeUnwrapErr().code).toBe('IFRAME_LOAD_FAILED');
    expect(email.error).toBe('Failed to load the embedded wallet');
  });

  it('is not offered without the embedded-wallet frame', async () => {
    const harness = latchHarness({ network: DEVNET });
    const latch = createLatchCore(harness.ports, { projectId: 'p', networks: [DEVNET] })._unsafeUnwrap();
    expect(latch.wallets.connectMethods).not.toContain('email');
    const email = await latch.loadFeature('email');
    expect(email.available).toBe(false);
    const { latch: withFrame } = setup();
    expect(withFrame.wallets.connectMethods).toContain('email');
  });
});
