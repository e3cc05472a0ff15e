import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOOK_TIMEOUT_MS } from '../api/testing/hookTimeout.js';
import { createSocialClient } from './social/socialClient.js';
import { launchLogin, loadCallback, newBinding } from './testing/testSocialLogin.js';
import { call, startTestWalletService, type TestWalletService } from './testing/testWalletService.js';

/**
 * The ID token checks of the OpenID Connect path, against a stub issuer whose token endpoint answers
 * with whatever ID token a case makes (signed with the issuer's key unless said otherwise): only a token
 * for this client, from this issuer, with this login's nonce, in date and signed by the issuer passes.
 */

const CLIENT_ID = 'google';
let issuer = '';
let server: Server;
let service: TestWalletService;
const issuerKeys = await generateKeyPair('RS256');
const otherKeys = await generateKeyPair('RS256');
let nextToken: (nonce: string) => Promise<string> = async () => '';
let lastNonce = '';

const sign = (claims: JWTPayload, key = issuerKeys.privateKey) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'stub' }).sign(key);

const claimsFor = (nonce: string, overrides: JWTPayload = {}): JWTPayload => {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: issuer,
    aud: CLIENT_ID,
    sub: 'stub-user',
    name: 'Stub User',
    nonce,
    iat: now,
    exp: now + 300,
    ...overrides,
  };
};

const json = (res: import('node:http').ServerResponse, body: unknown) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

beforeAll(async () => {
  const jwk = { ...(await exportJWK(issuerKeys.publicKey)), kid: 'stub', alg: 'RS256', use: 'sig' };
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://stub').pathname;
    if (path === '/.well-known/openid-configuration') {
      json(res, {
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    } else if (path === '/jwks') json(res, { keys: [jwk] });
    else if (path === '/token') {
      req.resume();
      req.on('end', () => {
        void nextToken(lastNonce).then((idToken) =>
          json(res, { access_token: 'stub-access', token_type: 'Bearer', expires_in: 60, id_token: idToken }),
        );
      });
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = createSocialClient(
    {
      id: 'google',
      server: { issuer },
      identity: { from: 'id_token', userName: ['name'] },
      scope: 'openid profile',
      tokenAuth: 'client_secret_post',
      clientId: CLIENT_ID,
      clientSecret: 'stub-secret',
    },
    { allowInsecureRequests: true },
  );
  service = await startTestWalletService({ social: { clients: [client] } });
}, HOOK_TIMEOUT_MS);

afterAll(async () => {
  await service?.close();
  await new Promise((resolve) => server?.close(resolve));
}, HOOK_TIMEOUT_MS);

/** A login through the stub: start, the token the case makes, CONNECT_SOCIAL. */
const loginWith = async (token: (nonce: string) => Promise<string>) => {
  const binding = newBinding();
  const started = await call(service, 'POST', '/v1/social/start', { body: { provider: 'google', binding } });
  const launched = await launchLogin((started.body as { uri: string }).uri);
  const uri = new URL(launched.authorizationUrl);
  lastNonce = uri.searchParams.get('nonce') ?? '';
  nextToken = token;
  const resultUri = `${service.url}/social/callback?code=stub-code&state=${uri.searchParams.get('state')}`;
  expect((await loadCallback(resultUri, launched.cookie)).status).toBe(200);
  return call(service, 'POST', '/v1/social/connect', { body: { resultUri, binding } });
};

const sessions = async () =>
  Number(
    (await service.test.database.pool.query<{ n: string }>('SELECT count(*) AS n FROM wallet_sessions'))
      .rows[0]?.n,
  );

describe('the ID token of an OpenID Connect provider', () => {
  it('passes when it is for this client, from this issuer, with this nonce, in date and signed', async () => {
    expect(await loginWith((nonce) => sign(claimsFor(nonce)))).toMatchObject({
      status: 200,
      body: { user: { provider: 'google', userName: 'Stub User' } },
    });
  });

  it.each([
    ['for another audience', (nonce: string) => sign(claimsFor(nonce, { aud: 'another-client' }))],
    ['from another issuer', (nonce: string) => sign(claimsFor(nonce, { iss: 'https://evil.example' }))],
    ['with another login’s nonce', () => sign(claimsFor('n'.repeat(43)))],
    ['without a nonce', (nonce: string) => sign(claimsFor(nonce, { nonce: undefined }))],
    ['expired', (nonce: string) => sign(claimsFor(nonce, { exp: Math.floor(Date.now() / 1000) - 600 }))],
    ['signed by another key', (nonce: string) => sign(claimsFor(nonce), otherKeys.privateKey)],
  ])('is refused %s, and nothing is stored', async (_case, token) => {
    const before = await sessions();
    expect(await loginWith(token)).toMatchObject({
      status: 401,
      body: { reasons: [{ description: 'The sign-in could not be verified. Please try again' }] },
    });
    expect(await sessions()).toBe(before);
  });
});
