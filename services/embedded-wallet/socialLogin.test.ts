import { beforeAll, describe, expect, it } from 'vitest';
import { DEV_IDP_PASSWORD } from '../dev-idp/testUsers.js';
import { generateProofKey } from './proof/signRequestProof.js';
import { signInAtDevIdp } from './testing/devIdpUserAgent.js';
import {
  connect,
  loadCallback,
  newBinding,
  resultUriOf,
  type SocialTestStack,
  socialStackForThisFile,
  startLaunch,
  startLogin,
  storedCounts,
  walkLogin,
} from './testing/testSocialLogin.js';
import { call, HOST_ORIGIN, HOST_RETURN_URL } from './testing/testWalletService.js';

/** The service's request log, kept to show it holds no code, state or token. */
const logLines: string[] = [];
const startedStack = socialStackForThisFile({
  logLevel: 'info',
  logStream: { write: (line) => logLines.push(line) },
});
let stack: SocialTestStack;
beforeAll(() => {
  stack = startedStack();
});

const STALE = 'This sign-in is no longer valid. Please try again';
const refused = (status: number, description: string) => ({
  status,
  body: { status: 'FAILED', reasons: [expect.objectContaining({ description })] },
});

describe('social login against the development identity provider, over HTTP', () => {
  it('offers every provider, in SPEC order, and says so in the frame page', async () => {
    expect((await call(stack.service, 'GET', '/v1/social/providers')).body).toEqual({
      providers: ['google', 'github', 'apple', 'facebook', 'x', 'discord'],
    });
    const page = await fetch(`${stack.service.url}/sdk?projectId=wallet-test`);
    expect(await page.text()).toContain(
      '"socialProviders":["google","github","apple","facebook","x","discord"]',
    );
  });

  it('sends the popup to its launch page, then to the provider with the code flow, S256 PKCE, state and (ID-token providers) nonce', async () => {
    const launch = new URL(await startLaunch(stack, 'google', newBinding()));
    expect(launch.origin + launch.pathname).toBe(`${stack.service.url}/social/launch`);
    const launched = await startLogin(stack, 'google', newBinding());
    expect(launched.cookie).toMatch(/^latch_social_login=[A-Za-z0-9_-]{43}$/);
    const google = new URL(launched.authorizationUrl);
    expect(google.origin).toBe(stack.idp.issuer);
    expect(Object.fromEntries(google.searchParams)).toMatchObject({
      client_id: 'google',
      response_type: 'code',
      redirect_uri: stack.callback,
      scope: 'openid profile email',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const apple = new URL((await startLogin(stack, 'apple', newBinding())).authorizationUrl);
    expect(apple.searchParams.get('response_mode')).toBe('form_post');
    const github = new URL((await startLogin(stack, 'github', newBinding())).authorizationUrl);
    expect(github.searchParams.get('client_id')).toBe('github');
    expect(github.searchParams.has('nonce')).toBe(false);
  });

  it('walks the whole code flow: sign-in page, consent, callback page, CONNECT_SOCIAL, a wallet session', async () => {
    const binding = newBinding();
    const { resultUri, launched } = await walkLogin(stack, 'google', binding, { login: 'alice' });
    expect(resultUri.startsWith(`${stack.callback}?`)).toBe(true);
    expect(new URL(resultUri).searchParams.get('iss')).toBe(stack.idp.issuer);

    const page = await loadCallback(resultUri, launched.cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toMatch(
      /^latch_social_login=; Max-Age=0; Path=\/social; HttpOnly/,
    );
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await page.text()).toContain(`{"targetOrigin":"${HOST_ORIGIN}","returnUrl":null}`);

    const connected = await connect(stack, resultUri, binding);
    expect(connected).toMatchObject({
      status: 200,
      body: {
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        user: {
          address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
          chainId: 31337,
          provider: 'google',
          userName: 'alice',
        },
      },
    });
    const { token, user } = connected.body as { token: string; user: { address: string } };
    const served = await call(stack.service, 'GET', '/v1/user', { token });
    expect(served.body).toEqual({
      provider: 'google',
      userName: 'alice',
      address: user.address,
      chainId: 31337,
      preferredAccountType: 'eoa',
      accounts: [{ address: user.address, type: 'eoa' }],
    });
    // A social wallet has no e-mail address to change.
    expect(
      (await call(stack.service, 'POST', '/v1/email/update', { token, body: { email: 'a@b.c' } })).status,
    ).toBe(409);

    // Signing in again opens the same wallet; another provider (user-info path) is another wallet.
    const again = newBinding();
    const reopened = await connect(
      stack,
      await resultUriOf(stack, 'google', again, { login: 'alice' }),
      again,
    );
    expect((reopened.body as { user: { address: string } }).user.address).toBe(user.address);
    const viaGithub = newBinding();
    const github = await connect(
      stack,
      await resultUriOf(stack, 'github', viaGithub, { login: 'alice' }),
      viaGithub,
    );
    expect(github).toMatchObject({ status: 200, body: { user: { provider: 'github', userName: 'alice' } } });
    expect((github.body as { user: { address: string } }).user.address).not.toBe(user.address);
  });
});

describe('social login refuses, and stores nothing', () => {
  it('a wrong state: unknown, or another login’s (its PKCE verifier does not fit the code)', async () => {
    const binding = newBinding();
    const resultUri = await resultUriOf(stack, 'discord', binding, { login: 'bob' });
    const before = await storedCounts(stack);
    const forged = new URL(resultUri);
    forged.searchParams.set('state', 'x'.repeat(43));
    expect(await connect(stack, forged.href, binding)).toMatchObject(refused(401, STALE));

    // Another login's state on this code, even brought back through that login's own browser.
    const other = await startLogin(stack, 'discord', binding);
    const swapped = new URL(resultUri);
    swapped.searchParams.set('state', new URL(other.authorizationUrl).searchParams.get('state') ?? '');
    expect((await loadCallback(swapped.href, other.cookie)).status).toBe(200);
    expect(await connect(stack, swapped.href, binding)).toMatchObject(
      refused(401, 'The provider refused the sign-in. Please try again'),
    );
    expect(await storedCounts(stack)).toEqual(before);
  });

  it('a replayed code: the same result twice, or its code under a new login', async () => {
    const binding = newBinding();
    const resultUri = await resultUriOf(stack, 'x', binding, { login: 'carol' });
    expect((await connect(stack, resultUri, binding)).status).toBe(200);
    const before = await storedCounts(stack);
    expect(await connect(stack, resultUri, binding)).toMatchObject(refused(401, STALE));

    const fresh = await startLogin(stack, 'x', binding);
    const replayed = new URL(resultUri);
    replayed.searchParams.set('state', new URL(fresh.authorizationUrl).searchParams.get('state') ?? '');
    expect((await loadCallback(replayed.href, fresh.cookie)).status).toBe(200);
    expect((await connect(stack, replayed.href, binding)).status).toBe(401);
    expect(await storedCounts(stack)).toEqual(before);
  });

  it('denied consent at the provider', async () => {
    const binding = newBinding();
    const resultUri = await resultUriOf(stack, 'facebook', binding, { login: 'bob', consent: 'deny' });
    expect(new URL(resultUri).searchParams.get('error')).toBe('access_denied');
    const before = await storedCounts(stack);
    expect(await connect(stack, resultUri, binding)).toMatchObject(
      refused(401, 'The sign-in was declined at the provider'),
    );
    expect(await storedCounts(stack)).toEqual(before);
    // The login is spent: a retry starts a new one.
    expect(await connect(stack, resultUri, binding)).toMatchObject(refused(401, STALE));
  });

  it('a result from another origin, another frame (login CSRF) or another host page', async () => {
    const binding = newBinding();
    const resultUri = await resultUriOf(stack, 'apple', binding, { login: 'carol' });
    const before = await storedCounts(stack);
    const foreign = resultUri.replace(stack.service.url, 'https://evil.example');
    expect(await connect(stack, foreign, binding)).toMatchObject(
      refused(400, 'The sign-in result did not come from the wallet service'),
    );
    expect(await connect(stack, resultUri, newBinding())).toMatchObject(refused(401, STALE));
    // The right binding and result, but from another key than the frame's that began the login (issue 26).
    const otherKey = await generateProofKey();
    expect(
      await call(stack.service, 'POST', '/v1/social/connect', {
        body: { resultUri, binding },
        key: otherKey,
      }),
    ).toMatchObject(refused(401, STALE));
    const other = newBinding();
    const otherResult = await resultUriOf(stack, 'apple', other, { login: 'carol' });
    expect(
      await call(stack.service, 'POST', '/v1/social/connect', {
        body: { resultUri: otherResult, binding: other },
        hostOrigin: 'https://evil.example',
      }),
    ).toMatchObject({ status: 403 });
    expect(await storedCounts(stack)).toEqual(before);
    // Refusing a wrong binding (someone who saw `state`) did not burn the login for the frame that began it.
    expect((await connect(stack, resultUri, binding)).status).toBe(200);
  });

  it('malformed and oversized input before anything runs', async () => {
    const binding = newBinding();
    const bad = [
      { path: '/v1/social/start', body: { provider: 'myspace', binding } },
      { path: '/v1/social/start', body: { provider: 'google', binding: 'short' } },
      {
        path: '/v1/social/connect',
        body: { resultUri: `${stack.callback}?state=${'a'.repeat(5000)}`, binding },
      },
      { path: '/v1/social/connect', body: { resultUri: 'not a url', binding } },
    ];
    for (const { path, body } of bad) {
      expect((await call(stack.service, 'POST', path, { body })).status).toBe(400);
    }
    const page = await fetch(`${stack.callback}?state=unknown&code=x`);
    expect(await page.text()).toContain('{"targetOrigin":null,"returnUrl":null}');
    const launch = await fetch(`${stack.service.url}/social/launch?login=unknown`, { redirect: 'manual' });
    expect(launch.status).toBe(410);
    expect(launch.headers.get('set-cookie')).toBeNull();
    expect(await launch.text()).toContain(`<p role="alert">${STALE}.</p>`);
    expect((await fetch(`${stack.service.url}/social/launch?login=${'a'.repeat(600)}`)).status).toBe(400);
    const formPost = (body: string) =>
      fetch(stack.callback, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://appleid.apple.com' },
        body,
      });
    expect((await formPost(`state=s&code=${'c'.repeat(3000)}`)).status).toBe(400);
    const passed = await formPost('state=s&code=c&user=%7B%22name%22%3A1%7D&extra=1');
    expect(passed.status).toBe(303);
    expect(passed.headers.get('location')).toBe('/social/callback?state=s&code=c');
  });

  it('a return address off the host page (the popup-less Telegram return)', async () => {
    const binding = newBinding();
    const start = (returnUrl: string) =>
      call(stack.service, 'POST', '/v1/social/start', { body: { provider: 'google', binding, returnUrl } });
    expect((await start('https://evil.example/app')).status).toBe(400);
    expect((await start(`${HOST_ORIGIN.replace('https://', 'https://user:pw@')}/app`)).status).toBe(400);
    const launched = await startLogin(stack, 'google', binding, HOST_RETURN_URL);
    const state = new URL(launched.authorizationUrl).searchParams.get('state');
    const page = await loadCallback(`${stack.callback}?state=${state}&code=x`, launched.cookie);
    expect(await page.text()).toContain(`{"targetOrigin":"${HOST_ORIGIN}","returnUrl":"${HOST_RETURN_URL}"}`);
  });

  it('a wrong password stays on the IdP’s sign-in page', async () => {
    const { authorizationUrl } = await startLogin(stack, 'google', newBinding());
    await expect(
      signInAtDevIdp(authorizationUrl, {
        login: 'alice',
        password: `${DEV_IDP_PASSWORD}-wrong`,
        consent: 'allow',
        callback: stack.callback,
      }),
    ).rejects.toThrow('the IdP did not move on (200): Unknown user or wrong password');
  });
});

describe('the request log of social login', () => {
  it('holds no code, state or session token, and says why a login was refused by kind only', async () => {
    const binding = newBinding();
    const { resultUri, launched } = await walkLogin(stack, 'google', binding, { login: 'bob' });
    expect((await loadCallback(resultUri, launched.cookie)).status).toBe(200);
    // Loaded again without the launch cookie (it was cleared): refused, and the login stays redeemable.
    expect((await fetch(resultUri)).status).toBe(403);
    const connected = await connect(stack, resultUri, binding);
    const { token } = connected.body as { token: string };
    const params = new URL(resultUri).searchParams;
    const log = logLines.join('');
    const launchSecret = launched.cookie.slice(launched.cookie.indexOf('=') + 1);
    for (const secret of [params.get('code'), params.get('state'), token, launchSecret]) {
      expect(secret).toBeTruthy();
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('/social/launch?…');
    expect(log).toContain('/social/callback?…');
    expect(log).toMatch(/"failure":\{"kind":"denied"\}.*"msg":"social login refused"/);
  });
});
