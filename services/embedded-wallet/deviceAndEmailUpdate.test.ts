import { describe, expect, it } from 'vitest';
import { call, logIn, readMailedCode, serviceForThisFile } from './testing/testWalletService.js';

const service = serviceForThisFile();
const DEVICE_A = 'A'.repeat(32);
const DEVICE_B = 'B'.repeat(32);
const COOLDOWN = 31_000;

const mailedLink = async (email: string): Promise<string | undefined> => {
  const response = await fetch(`${service().sink.mailboxUrl}/messages?to=${encodeURIComponent(email)}`);
  const messages = (await response.json()) as { text: string }[];
  return messages
    .map((message) => /http\S+\/v1\/device\/confirm\?token=[\w-]+/.exec(message.text)?.[0])
    .find(Boolean);
};

describe('device confirmation', () => {
  it('asks a new browser of a known address to confirm by the mailed link, then mails the code', async () => {
    const email = 'devices@example.com';
    const start = (deviceId: string) =>
      call(service(), 'POST', '/v1/email/start', { body: { email, deviceId } });
    expect((await start(DEVICE_A)).body).toEqual({ action: 'VERIFY_OTP' });
    const first = await readMailedCode(service().sink, email);
    const verified = await call(service(), 'POST', '/v1/email/verify', {
      body: { email, otp: first, deviceId: DEVICE_A },
    });
    expect(verified.status).toBe(200);

    service().clock.advance(COOLDOWN);
    expect((await start(DEVICE_B)).body).toEqual({ action: 'VERIFY_DEVICE' });
    const link = await mailedLink(email);
    expect(link).toBeDefined();
    expect((await fetch(`${service().url}/v1/device/confirm?token=${'x'.repeat(43)}`)).status).toBe(410);
    const opened = await fetch(String(link));
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    service().clock.advance(COOLDOWN);
    const waited = await call(service(), 'POST', '/v1/device/wait', { body: { email, deviceId: DEVICE_B } });
    expect(waited.body).toEqual({ approved: true });
    const code = await readMailedCode(service().sink, email);
    expect(code).not.toBe(first);
    const second = await call(service(), 'POST', '/v1/email/verify', {
      body: { email, otp: code, deviceId: DEVICE_B },
    });
    expect(second.status).toBe(200);

    service().clock.advance(COOLDOWN);
    expect((await start(DEVICE_B)).body).toEqual({ action: 'VERIFY_OTP' });
  });

  it('answers 410 to a wait with no live link, and bounds the device id', async () => {
    const body = { email: 'nobody@example.com', deviceId: 'C'.repeat(32) };
    expect((await call(service(), 'POST', '/v1/device/wait', { body })).status).toBe(410);
    expect(
      (
        await call(service(), 'POST', '/v1/email/start', {
          body: { email: 'x@example.com', deviceId: 'short' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('UPDATE_EMAIL with primary and secondary codes', () => {
  it('moves the wallet to the new address once both codes are entered', async () => {
    const { token, user } = await logIn(service(), 'old@example.com');
    service().clock.advance(COOLDOWN);
    const post = (path: string, body: unknown) => call(service(), 'POST', path, { token, body });
    expect((await post('/v1/email/update/secondary', { otp: '123456' })).status).toBe(409);
    expect((await post('/v1/email/update', { email: 'new@example.com' })).body).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    });
    expect((await post('/v1/email/update/secondary', { otp: '123456' })).status).toBe(409);
    const primary = await readMailedCode(service().sink, 'old@example.com');
    expect((await post('/v1/email/update/primary', { otp: primary })).status).toBe(200);
    const secondary = await readMailedCode(service().sink, 'new@example.com');
    expect((await post('/v1/email/update/secondary', { otp: secondary })).body).toEqual({
      newEmail: 'new@example.com',
      address: user.address,
    });
    expect((await call(service(), 'GET', '/v1/user', { token })).body).toMatchObject({
      email: 'new@example.com',
    });
  });

  it('refuses the current address and needs a session', async () => {
    const { token } = await logIn(service(), 'same@example.com');
    expect(
      (await call(service(), 'POST', '/v1/email/update', { token, body: { email: 'same@example.com' } }))
        .status,
    ).toBe(400);
    expect(
      (await call(service(), 'POST', '/v1/email/update', { body: { email: 'n@example.com' } })).status,
    ).toBe(401);
  });
});
