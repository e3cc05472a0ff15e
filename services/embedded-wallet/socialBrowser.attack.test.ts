import { beforeAll, describe, expect, it } from 'vitest';
import { socialError } from '../../core/lib/errors/index.js';
import { DEV_IDP_PASSWORD } from '../dev-idp/testUsers.js';
import { signInAtDevIdp } from './testing/devIdpUserAgent.js';
import {
  connect,
  type LaunchedLogin,
  loadCallback,
  newBinding,
  type SocialTestStack,
  socialStackForThisFile,
  startLaunch,
  startLogin,
  storedCounts,
  walkLogin,
} from './testing/testSocialLogin.js';
import { HOST_ORIGIN } from './testing/testWalletService.js';

// Issue 26 §5: a social login begun by one party (the attacker, with its own frame binding) could be completed in
// the victim's browser — the victim sent the provider's authorization URL signs in there, the provider returns the
// victim to /social/callback, whose page hands the result on — and the attacker then redeemed it with its binding:
// a session on the victim's wallet. Now the popup first loads /social/launch, which sets a cookie with a random
// secret of that login in the launching browser, and the callback completes the login only with that cookie.

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
const OTHER_BROWSER = socialError('SOCIAL_LOGIN_OTHER_BROWSER').message;
const secretOf = (launched: LaunchedLogin) => launched.cookie.slice(launched.cookie.indexOf('=') + 1);
const launchSecrets: string[] = [];
/** A login started and launched in the attacker's (or the user's) own browser. */
const launchedLogin = async (binding: string, provider = 'google') => {
  const launched = await startLogin(stack, provider, binding);
  launchSecrets.push(secretOf(launched));
  return launched;
};
/** The victim, sent a login's authorization URL, signs in at the provider; the callback URL it is sent back to. */
const victimSignsIn = (authorizationUrl: string) =>
  signInAtDevIdp(authorizationUrl, {
    login: 'bob',
    password: DEV_IDP_PASSWORD,
    consent: 'allow',
    callback: stack.callback,
  });

const expectRefusedPage = async (page: Response) => {
  expect(page.status).toBe(403);
  expect(page.headers.get('set-cookie')).toBeNull();
  expect(page.headers.get('cache-control')).toBe('no-store');
  const html = await page.text();
  expect(html).toContain(`<p role="alert">${OTHER_BROWSER}.</p>`);
  // Nothing that posts the result anywhere: no config, no script.
  expect(html).not.toContain('targetOrigin');
  expect(html).not.toContain('<script');
};

describe('a social login is completed only in the browser that launched it', () => {
  it('refuses the callback without the launch cookie, and the login cannot be redeemed by the party that began it', async () => {
    const attacker = newBinding();
    const launched = await launchedLogin(attacker);
    const before = await storedCounts(stack);
    // The victim gets the provider's URL; the provider sends the victim back, to a browser without the cookie.
    const resultUri = await victimSignsIn(launched.authorizationUrl);
    await expectRefusedPage(await loadCallback(resultUri));
    expect(await connect(stack, resultUri, attacker)).toMatchObject({
      status: 401,
      body: { reasons: [{ description: STALE }] },
    });
    // The login was dropped: not even the launching browser's cookie brings it back now.
    const late = await loadCallback(resultUri, launched.cookie);
    expect(await late.text()).toContain('{"targetOrigin":null,"returnUrl":null}');
    expect((await connect(stack, resultUri, attacker)).status).toBe(401);
    expect(await storedCounts(stack)).toEqual(before);
  });

  it("refuses the callback with another login's cookie", async () => {
    const other = await launchedLogin(newBinding(), 'github');
    for (const cookie of [other.cookie, 'latch_social_login=not-a-secret', `${other.cookie}x`]) {
      const binding = newBinding();
      const { resultUri } = await walkLogin(stack, 'github', binding, { login: 'bob' });
      const before = await storedCounts(stack);
      await expectRefusedPage(await loadCallback(resultUri, cookie));
      expect((await connect(stack, resultUri, binding)).status).toBe(401);
      expect(await storedCounts(stack)).toEqual(before);
    }
  });

  it("completes with the launching browser's cookie, and clears it", async () => {
    const binding = newBinding();
    const { resultUri, launched } = await walkLogin(stack, 'google', binding, { login: 'carol' });
    launchSecrets.push(secretOf(launched));
    const page = await loadCallback(resultUri, `theme=dark; ${launched.cookie}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBe(
      'latch_social_login=; Max-Age=0; Path=/social; HttpOnly; SameSite=Lax',
    );
    expect(await page.text()).toContain(`{"targetOrigin":"${HOST_ORIGIN}","returnUrl":null}`);
    expect(await connect(stack, resultUri, binding)).toMatchObject({
      status: 200,
      body: { user: { provider: 'google', userName: 'carol' } },
    });
  });

  it('sets the launch cookie HttpOnly, SameSite=Lax, under /social only, for the life of the login', async () => {
    const launched = await launchedLogin(newBinding());
    expect(launched.setCookie).toMatch(
      /^latch_social_login=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/social; HttpOnly; SameSite=Lax$/,
    );
    const other = await launchedLogin(newBinding());
    expect(secretOf(other)).not.toBe(secretOf(launched));
  });

  it('launches a login once: a launch link passed on to another browser is refused there', async () => {
    const launch = await startLaunch(stack, 'google', newBinding());
    const first = await fetch(launch, { redirect: 'manual' });
    expect(first.status).toBe(303);
    const cookie = (first.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    launchSecrets.push(cookie.slice(cookie.indexOf('=') + 1));
    const elsewhere = await fetch(launch, { redirect: 'manual' });
    await expectRefusedPage(elsewhere);
    // The launching browser may load it again (a reload): the same provider URL, no new cookie.
    const again = await fetch(launch, { redirect: 'manual', headers: { cookie } });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('never writes a launch secret, or the launch URL’s state, to the log', () => {
    const log = logLines.join('');
    expect(launchSecrets.length).toBeGreaterThan(4);
    for (const secret of launchSecrets) {
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/\/social\/launch\?login=/);
    expect(log).toContain('social callback refused: not the browser that launched the login');
  });
});
