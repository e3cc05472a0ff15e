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
        social: { providers: [], devIssuer: undefined },
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

describe('the social providers of the environment', () => {
  const providersOf = (env: Record<string, string>) => {
    const read = readWalletEnv(env);
    if (!read.ok) throw new Error(read.errors.join('; '));
    return read.env.social.providers;
  };

  it('offers a provider only with both its credentials, at its real server', () => {
    const providers = providersOf({
      SOCIAL_GITHUB_CLIENT_ID: 'gh-id',
      SOCIAL_GITHUB_CLIENT_SECRET: 'gh-secret',
      SOCIAL_X_CLIENT_ID: 'x-id',
      SOCIAL_X_CLIENT_SECRET: 'x-secret',
    });
    expect(providers.map((provider) => provider.id)).toEqual(['github', 'x']);
    expect(providers[0]).toMatchObject({
      clientId: 'gh-id',
      server: { tokenEndpoint: 'https://github.com/login/oauth/access_token' },
      identity: { from: 'userinfo', url: 'https://api.github.com/user' },
    });
    expect(providers[1]).toMatchObject({
      tokenAuth: 'client_secret_basic',
      identity: { subject: 'data.id' },
    });
  });

  it('points every provider without credentials at the dev identity provider, in SPEC order', () => {
    const providers = providersOf({
      SOCIAL_DEV_ISSUER: 'http://127.0.0.1:8794',
      SOCIAL_GOOGLE_CLIENT_ID: 'real-google',
      SOCIAL_GOOGLE_CLIENT_SECRET: 'real-secret',
    });
    expect(providers.map((provider) => provider.id)).toEqual([
      'google',
      'github',
      'apple',
      'facebook',
      'x',
      'discord',
    ]);
    expect(providers[0]).toMatchObject({
      clientId: 'real-google',
      server: { issuer: 'https://accounts.google.com' },
    });
    expect(providers[1]).toMatchObject({
      clientId: 'github',
      server: { issuer: 'http://127.0.0.1:8794' },
      identity: { from: 'userinfo', url: 'http://127.0.0.1:8794/me', subject: 'sub' },
    });
    expect(providers[2]).toMatchObject({ clientId: 'apple', identity: { from: 'id_token' } });
  });

  it('reports half-set credentials and a malformed issuer by name, never their values', () => {
    const read = readWalletEnv({
      SOCIAL_DISCORD_CLIENT_SECRET: 'very-secret-value',
      SOCIAL_DEV_ISSUER: 'ftp://idp',
    });
    expect(read).toEqual({
      ok: false,
      errors: [
        'SOCIAL_DEV_ISSUER must be an http(s) origin',
        'SOCIAL_DISCORD_CLIENT_ID and SOCIAL_DISCORD_CLIENT_SECRET must be set together',
      ],
    });
    expect(JSON.stringify(read)).not.toContain('very-secret-value');
  });
});

describe('Sign In With Farcaster in the environment', () => {
  it('offers it with FARCASTER_RELAY_URL, custody on the configured registry', () => {
    const read = readWalletEnv({
      FARCASTER_RELAY_URL: 'http://127.0.0.1:8795',
      FARCASTER_ID_REGISTRY_RPC_URL: 'https://op.example/rpc',
    });
    expect(read.ok && read.env).toMatchObject({
      farcasterRelayUrl: 'http://127.0.0.1:8795',
      farcasterRegistry: {
        chainId: 10,
        rpcUrl: 'https://op.example/rpc',
        address: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
      },
    });
    const none = readWalletEnv({});
    expect(none.ok && 'farcasterRelayUrl' in none.env).toBe(false);
  });

  it('refuses a relay URL that is not http(s)', () => {
    expect(readWalletEnv({ FARCASTER_RELAY_URL: 'ws://127.0.0.1:8795' })).toEqual({
      ok: false,
      errors: ['FARCASTER_RELAY_URL must be an http(s) URL, got ws://127.0.0.1:8795'],
    });
  });
});
