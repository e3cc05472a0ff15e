import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_CODE_RULES } from './otp/LoginCodeRules.js';
import { readWalletEnv } from './readWalletEnv.js';

describe('the wallet service environment', () => {
  it('keeps every default when nothing is set', () => {
    expect(readWalletEnv({})).toEqual({
      ok: true,
      env: {
        port: undefined,
        publicUrl: undefined,
        kek: undefined,
        smtpUrl: undefined,
        mailFrom: 'Latch wallet <wallet@latch.localhost>',
        rules: {},
      },
    });
    expect(DEFAULT_LOGIN_CODE_RULES).toMatchObject({
      ttlMs: 600_000,
      maxAttempts: 5,
      resendCooldownMs: 30_000,
    });
  });

  it('reads the login rules by their names', () => {
    const read = readWalletEnv({
      WALLET_SERVICE_PORT: '9000',
      SMTP_URL: 'smtps://user:pw@mail.example.com:465',
      LOGIN_CODE_TTL_MS: '300000',
      LOGIN_CODE_MAX_ATTEMPTS: '3',
      LOGIN_CODES_PER_IP_PER_HOUR: '100',
      WALLET_SESSION_TTL_MS: '86400000',
    });
    expect(read).toMatchObject({
      ok: true,
      env: {
        port: 9000,
        smtpUrl: 'smtps://user:pw@mail.example.com:465',
        rules: { ttlMs: 300_000, maxAttempts: 3, perClientPerHour: 100, sessionTtlMs: 86_400_000 },
      },
    });
  });

  it('reports every malformed value by name', () => {
    expect(
      readWalletEnv({
        LOGIN_CODE_MAX_ATTEMPTS: '0',
        LOGIN_CODE_TTL_MS: '1e9',
        WALLET_SERVICE_PORT: '70000',
        SMTP_URL: 'http://mail',
        MAIL_FROM: 'a@b.c\r\nBcc: x@y.z',
      }),
    ).toEqual({
      ok: false,
      errors: [
        'LOGIN_CODE_TTL_MS must be a whole number from 60000 to 3600000, got 1e9',
        'LOGIN_CODE_MAX_ATTEMPTS must be a whole number from 1 to 10, got 0',
        'SMTP_URL must be smtp:// or smtps://',
        'MAIL_FROM must be one address line',
        'WALLET_SERVICE_PORT must be a whole number from 0 to 65535, got 70000',
      ],
    });
  });
});
