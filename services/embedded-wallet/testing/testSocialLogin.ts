import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { HOOK_TIMEOUT_MS } from '../../api/testing/hookTimeout.js';
import { type RunningDevIdp, startDevIdp } from '../../dev-idp/startDevIdp.js';
import { DEV_IDP_PASSWORD } from '../../dev-idp/testUsers.js';
import { freePort } from '../../devnet/freePort.js';
import type { WalletServiceDeps } from '../buildWalletService.js';
import { SOCIAL_CALLBACK_PATH } from '../social/callbackPage.js';
import { readSocialEnv } from '../social/readSocialEnv.js';
import { createSocialClient } from '../social/socialClient.js';
import { signInAtDevIdp } from './devIdpUserAgent.js';
import { call, startTestWalletService, type TestWalletService } from './testWalletService.js';

/** Test helpers (never imported by the service): the wallet service signing in at a real dev IdP. */

export interface SocialTestStack {
  readonly service: TestWalletService;
  readonly idp: RunningDevIdp;
  readonly callback: string;
}

/** The dev IdP on loopback and the wallet service with every provider pointed at it (as on npm start). */
export const startSocialTestStack = async (
  overrides: Partial<WalletServiceDeps> = {},
): Promise<SocialTestStack> => {
  const port = await freePort();
  const callback = `http://127.0.0.1:${port}${SOCIAL_CALLBACK_PATH}`;
  const idp = await startDevIdp({ port: 0, host: '127.0.0.1', redirectUris: [callback] });
  const errors: string[] = [];
  const { providers } = readSocialEnv({ SOCIAL_DEV_ISSUER: idp.issuer }, errors);
  if (errors.length > 0) throw new Error(errors.join('; '));
  const clients = providers.map((provider) => createSocialClient(provider, { allowInsecureRequests: true }));
  try {
    const service = await startTestWalletService({ ...overrides, social: { clients } }, 'pglite', port);
    return { service, idp, callback };
  } catch (error) {
    await idp.close();
    throw error;
  }
};

export const socialStackForThisFile = (
  overrides: Partial<WalletServiceDeps> = {},
): (() => SocialTestStack) => {
  let stack: SocialTestStack | undefined;
  beforeAll(async () => {
    stack = await startSocialTestStack(overrides);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await stack?.service.close();
    await stack?.idp.close();
  }, HOOK_TIMEOUT_MS);
  return () => {
    if (stack === undefined) throw new Error('the social test stack is not started');
    return stack;
  };
};

/** A frame's random binding of one login. */
export const newBinding = (): string => randomBytes(24).toString('base64url');

/** A login's launch page as the popup loads it. */
export interface LaunchedLogin {
  /** The provider's authorization URL the launch page sent the popup on to. */
  readonly authorizationUrl: string;
  /** The launching browser's cookie, as its `Cookie` header carries it (`name=value`). */
  readonly cookie: string;
  /** The launch answer's `Set-Cookie`, attributes and all. */
  readonly setCookie: string;
}

/** The popup's first page (`/social/launch`), loaded by a browser without cookies: its cookie and redirect. */
export const launchLogin = async (launchUri: string): Promise<LaunchedLogin> => {
  const response = await fetch(launchUri, { redirect: 'manual' });
  const location = response.headers.get('location');
  const setCookie = response.headers.getSetCookie()[0];
  if (response.status !== 303 || location === null || setCookie === undefined)
    throw new Error(`the launch page answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return { authorizationUrl: location, cookie: setCookie.split(';')[0] ?? '', setCookie };
};

/** GET_SOCIAL_REDIRECT_URI as the frame makes it: the launch URL of a new login (the popup's first page). */
export const startLaunch = async (
  stack: SocialTestStack,
  provider: string,
  binding: string,
  returnUrl?: string,
): Promise<string> => {
  const started = await call(stack.service, 'POST', '/v1/social/start', {
    body: { provider, binding, ...(returnUrl === undefined ? {} : { returnUrl }) },
  });
  if (started.status !== 200) throw new Error(`start failed: ${JSON.stringify(started.body)}`);
  return (started.body as { uri: string }).uri;
};

/** A new login, launched in a fresh browser: its cookie and the provider's authorization URL. */
export const startLogin = async (
  stack: SocialTestStack,
  provider: string,
  binding: string,
  returnUrl?: string,
): Promise<LaunchedLogin> => launchLogin(await startLaunch(stack, provider, binding, returnUrl));

/** The callback page as a browser loads it: the launching one (its `cookie`) or another (none). */
export const loadCallback = (callbackUrl: string, cookie?: string): Promise<Response> =>
  fetch(callbackUrl, { headers: cookie === undefined ? {} : { cookie } });

/** A login launched and walked at the dev IdP up to its callback URL (not loaded yet). */
export const walkLogin = async (
  stack: SocialTestStack,
  provider: string,
  binding: string,
  user: { login?: string; consent?: 'allow' | 'deny' } = {},
): Promise<{ readonly resultUri: string; readonly launched: LaunchedLogin }> => {
  const launched = await startLogin(stack, provider, binding);
  const resultUri = await signInAtDevIdp(launched.authorizationUrl, {
    login: user.login ?? 'alice',
    password: DEV_IDP_PASSWORD,
    consent: user.consent ?? 'allow',
    callback: stack.callback,
  });
  return { resultUri, launched };
};

/**
 * A login walked at the dev IdP and back to its callback page in the browser that launched it: the popup's
 * `resultUri`, ready for CONNECT_SOCIAL.
 */
export const resultUriOf = async (
  stack: SocialTestStack,
  provider: string,
  binding: string,
  user: { login?: string; consent?: 'allow' | 'deny' } = {},
): Promise<string> => {
  const { resultUri, launched } = await walkLogin(stack, provider, binding, user);
  const page = await loadCallback(resultUri, launched.cookie);
  if (page.status !== 200) throw new Error(`the callback page answered ${page.status}`);
  return resultUri;
};

/** CONNECT_SOCIAL as the frame makes it. */
export const connect = (stack: SocialTestStack, resultUri: string, binding: string, hostOrigin?: string) =>
  call(stack.service, 'POST', '/v1/social/connect', {
    body: { resultUri, binding },
    ...(hostOrigin === undefined ? {} : { hostOrigin }),
  });

/** Rows in the tables a login writes (to show a refused one stored nothing). */
export const storedCounts = async (stack: SocialTestStack) => {
  const count = async (table: string) =>
    Number(
      (await stack.service.test.database.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))
        .rows[0]?.n,
    );
  return {
    users: await count('wallet_users'),
    identities: await count('wallet_social_identities'),
    wallets: await count('wallet_keys'),
    sessions: await count('wallet_sessions'),
  };
};
