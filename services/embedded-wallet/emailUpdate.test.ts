import { describe, expect, it } from 'vitest';
import { call, logIn, readMailedCode, serviceForThisFile } from './testing/testWalletService.js';

const service = serviceForThisFile();
const COOLDOWN = 31_000;

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
