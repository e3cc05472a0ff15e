import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devIdpKeysPath } from './loadSigningKey.js';
import { type RunningDevIdp, startDevIdp } from './startDevIdp.js';

const CALLBACK = 'http://127.0.0.1:9/social/callback';
let idp: RunningDevIdp;
beforeAll(async () => {
  idp = await startDevIdp({ port: 0, host: '127.0.0.1', redirectUris: [CALLBACK] });
});
afterAll(async () => {
  await idp?.close();
});

const authorize = (clientId: string, extra: Record<string, string> = {}) =>
  fetch(
    `${idp.issuer}/auth?${new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      redirect_uri: CALLBACK,
      scope: 'openid profile',
      state: 's'.repeat(43),
      code_challenge: 'c'.repeat(43),
      code_challenge_method: 'S256',
      ...extra,
    })}`,
    { redirect: 'manual' },
  );

describe('the development identity provider', () => {
  it('publishes its OpenID Connect metadata: code flow, S256 PKCE, the iss response parameter', async () => {
    const metadata = (await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(metadata).toMatchObject({
      issuer: idp.issuer,
      authorization_endpoint: `${idp.issuer}/auth`,
      token_endpoint: `${idp.issuer}/token`,
      userinfo_endpoint: `${idp.issuer}/me`,
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
    });
  });

  it('has one client per provider id, each sent to its own sign-in page listing the test users', async () => {
    for (const clientId of ['google', 'github', 'apple', 'facebook', 'x', 'discord']) {
      const response = await authorize(clientId);
      expect([302, 303]).toContain(response.status);
      const location = response.headers.get('location') ?? '';
      expect(location).toMatch(/^\/interaction\/[A-Za-z0-9_-]+$/);
      const cookie = response.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      const page = await fetch(`${idp.issuer}${location}`, { headers: { cookie } });
      const html = await page.text();
      expect(html).toContain(`Sign in to continue with ${clientId}`);
      expect(html).toMatch(/alice.*bob.*carol/s);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
  });

  it('refuses an unknown client, a foreign redirect URI and a request without PKCE', async () => {
    expect((await authorize('myspace')).status).toBe(400);
    expect((await authorize('google', { redirect_uri: 'https://evil.example/cb' })).status).toBe(400);
    const noPkce = await fetch(
      `${idp.issuer}/auth?${new URLSearchParams({
        client_id: 'google',
        response_type: 'code',
        redirect_uri: CALLBACK,
        scope: 'openid',
        state: 's',
      })}`,
      { redirect: 'manual' },
    );
    expect(noPkce.headers.get('location') ?? '').toContain('error=invalid_request');
  });
});

describe('the development identity provider across restarts', () => {
  const jwksOf = async (running: RunningDevIdp) => {
    const metadata = (await (await fetch(`${running.issuer}/.well-known/openid-configuration`)).json()) as {
      jwks_uri: string;
    };
    return (await (await fetch(metadata.jwks_uri)).json()) as { keys: { kid: string; n: string }[] };
  };
  const restart = async (dataDir: string) => {
    const running = await startDevIdp({ port: 0, host: '127.0.0.1', redirectUris: [CALLBACK], dataDir });
    try {
      return await jwksOf(running);
    } finally {
      await running.close();
    }
  };

  it('keeps its signing key in the data folder (0600), so tokens issued before a restart verify after it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'latch-dev-idp-'));
    try {
      const before = await restart(dataDir);
      const after = await restart(dataDir);
      expect(after).toEqual(before);
      expect(before.keys).toHaveLength(1);
      expect((await stat(devIdpKeysPath(dataDir))).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('replaces a corrupt key file with a new key under a new key id', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'latch-dev-idp-'));
    try {
      const first = await restart(dataDir);
      await writeFile(devIdpKeysPath(dataDir), '{"version":1,"keys":[{"kty":"RSA"}]}');
      const second = await restart(dataDir);
      expect(second.keys[0]?.kid).not.toBe(first.keys[0]?.kid);
      expect(await restart(dataDir)).toEqual(second);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
