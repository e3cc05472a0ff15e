import { describe, expect, it } from 'vitest';
import { generateProofKey, type ProofKey } from './proof/signRequestProof.js';
import {
  call,
  readMailedCode,
  serviceForThisFile,
  type TestWalletService,
} from './testing/testWalletService.js';

// Issue 26 §6: CONNECT_EMAIL's answer told whoever asked whether an address had a wallet (VERIFY_DEVICE for a
// known address from a new browser, VERIFY_OTP for a new one). Now a browser that was never confirmed for an
// address gets the same answers for an address with a wallet and for one without, device confirmation on or off.

const withoutConfirmation = serviceForThisFile();
const withConfirmation = serviceForThisFile({ rules: { deviceConfirmation: true } });
const KNOWN_DEVICE = 'K'.repeat(32);
const PROBING_DEVICE = 'P'.repeat(32);

const start = (service: TestWalletService, email: string, deviceId: string, key: ProofKey) =>
  call(service, 'POST', '/v1/email/start', { body: { email, deviceId }, key });
const verify = (service: TestWalletService, email: string, otp: string, deviceId: string, key: ProofKey) =>
  call(service, 'POST', '/v1/email/verify', { body: { email, otp, deviceId }, key });

/** The owner's browser opens a wallet for `email` (confirming the device first when confirmation is on). */
const openWallet = async (service: TestWalletService, email: string) => {
  const key = await generateProofKey();
  const started = await start(service, email, KNOWN_DEVICE, key);
  if ((started.body as { action?: string }).action === 'VERIFY_DEVICE') {
    await service.test.database.pool.query(
      'UPDATE wallet_device_links SET confirmed_at = now() WHERE email = $1',
      [email],
    );
    await call(service, 'POST', '/v1/device/wait', { body: { email, deviceId: KNOWN_DEVICE }, key });
  }
  const otp = (await readMailedCode(service.sink, email)) ?? '';
  expect((await verify(service, email, otp, KNOWN_DEVICE, key)).status).toBe(200);
};

/** What a stranger's browser hears for an address: the start's answer and a wrong code's. */
const probe = async (service: TestWalletService, email: string) => {
  const key = await generateProofKey();
  const started = await start(service, email, PROBING_DEVICE, key);
  const guessed = await verify(service, email, '000000', PROBING_DEVICE, key);
  return {
    start: { status: started.status, body: started.body },
    verify: { status: guessed.status, body: guessed.body },
  };
};

describe('the same answer whether an address has a wallet or not', () => {
  it.each([
    ['off', withoutConfirmation],
    ['on', withConfirmation],
  ])('with device confirmation %s', async (mode, service) => {
    const owned = `owner-${mode}@example.com`;
    await openWallet(service(), owned);
    service().clock.advance(31_000);
    const forOwned = await probe(service(), owned);
    const forNew = await probe(service(), `nobody-${mode}@example.com`);
    expect(forOwned).toEqual(forNew);
    expect(forOwned.start).toEqual({
      status: 200,
      body: { action: mode === 'on' ? 'VERIFY_DEVICE' : 'VERIFY_OTP' },
    });
  });
});
