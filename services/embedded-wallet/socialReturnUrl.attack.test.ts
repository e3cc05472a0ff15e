import { beforeAll, describe, expect, it } from 'vitest';
import { socialError } from '../../core/lib/errors/index.js';
import {
  loadCallback,
  newBinding,
  type SocialTestStack,
  socialStackForThisFile,
  startLogin,
} from './testing/testSocialLogin.js';
import { call, HOST_ORIGIN, HOST_RETURN_URL } from './testing/testWalletService.js';

// Issue 26 §5: a popup-less social login returned to "any page of an allowed origin", so an open redirect there
// (`returnUrl=…/go?to=https://attacker.example/collect`) carried the fragment with the sign-in result to the
// attacker. Now only the exact URLs the project registered are accepted.

const startedStack = socialStackForThisFile();
let stack: SocialTestStack;
beforeAll(() => {
  stack = startedStack();
});

const start = (returnUrl: string) =>
  call(stack.service, 'POST', '/v1/social/start', {
    body: { provider: 'google', binding: newBinding(), returnUrl },
  });

const pendingLogins = async () =>
  Number(
    (
      await stack.service.test.database.pool.query<{ n: string }>(
        'SELECT count(*) AS n FROM wallet_social_logins',
      )
    ).rows[0]?.n,
  );

describe('social return URLs are exact URLs the project registered', () => {
  it('refuses an open redirect on the host origin, and every other unregistered page of it', async () => {
    const before = await pendingLogins();
    for (const returnUrl of [
      `${HOST_ORIGIN}/go?to=https://attacker.example/collect`,
      `${HOST_ORIGIN}/app`,
      `${HOST_ORIGIN}/app?tab=1&to=https://attacker.example/`,
      `${HOST_ORIGIN}/app/?tab=1`,
      `${HOST_ORIGIN}/APP?tab=1`,
      `${HOST_RETURN_URL}#x`,
    ]) {
      const refused = await start(returnUrl);
      expect({ returnUrl, status: refused.status, body: refused.body }).toEqual({
        returnUrl,
        status: 400,
        body: {
          status: 'FAILED',
          reasons: [
            { field: 'returnUrl', description: socialError('SOCIAL_RETURN_URL_NOT_REGISTERED').message },
          ],
        },
      });
    }
    expect(await pendingLogins()).toBe(before);
  });

  it('accepts the registered page, and the callback returns there only', async () => {
    const launched = await startLogin(stack, 'google', newBinding(), HOST_RETURN_URL);
    const state = new URL(launched.authorizationUrl).searchParams.get('state');
    const page = await loadCallback(`${stack.callback}?state=${state}&code=x`, launched.cookie);
    expect(await page.text()).toContain(`"returnUrl":"${HOST_RETURN_URL}"`);
  });
});
