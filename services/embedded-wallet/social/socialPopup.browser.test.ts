import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JourneyBrowser, launchJourneyBrowser } from '../../../testkits/browser/chromium.js';
import { createProject } from '../../api/db/projects.js';
import { HOOK_TIMEOUT_MS } from '../../api/testing/hookTimeout.js';
import { DEV_IDP_PASSWORD } from '../../dev-idp/testUsers.js';
import {
  type HostServer,
  hostPageHtml,
  receivedMessages,
  requestFrame,
  startHostServer,
} from '../testing/hostPage.js';
import { type SocialTestStack, startSocialTestStack } from '../testing/testSocialLogin.js';

// Social login in Chromium: the host page's frame asks for the authorization URL, a popup signs in at the
// dev identity provider, its callback page posts {resultUri} to the host page that began the login (and
// to no other), and CONNECT_SOCIAL opens the wallet.

const PROJECT = 'social-popup-test';
let stack: SocialTestStack;
let hostServer: HostServer;
let browser: JourneyBrowser;
let HOST: string;
let EVIL: string;

beforeAll(async () => {
  stack = await startSocialTestStack();
  hostServer = await startHostServer();
  HOST = `http://127.0.0.1:${hostServer.port}`;
  EVIL = `http://localhost:${hostServer.port}`;
  await createProject(stack.service.test.database.pool, {
    id: PROJECT,
    name: 'social',
    allowedOrigins: [HOST],
  });
  hostServer.setHtml(
    hostPageHtml(`${stack.service.url}/sdk?projectId=${PROJECT}&chainId=31337`, stack.service.url),
  );
  browser = await launchJourneyBrowser();
}, HOOK_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await hostServer?.close();
  await stack?.service.close();
  await stack?.idp.close();
}, HOOK_TIMEOUT_MS);

const openHostPage = async (): Promise<Page> => {
  const page = await browser.context.newPage();
  await page.goto(`${HOST}/`);
  await page.waitForFunction(() =>
    (window as unknown as { received: { type?: string }[] }).received.some(
      (m) => m.type === '@w3m-frame/READY',
    ),
  );
  return page;
};

const authorizationUrl = async (page: Page, provider: string): Promise<string> => {
  const reply = await requestFrame(page, 'GET_SOCIAL_REDIRECT_URI', { provider });
  expect(reply.type).toBe('@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS');
  return (reply.payload as { uri: string }).uri;
};

/** Opens `uri` in a popup of `opener`, the way the modal does. */
const openPopup = async (opener: Page, uri: string): Promise<Page> => {
  const [popup] = await Promise.all([
    opener.waitForEvent('popup'),
    opener.evaluate((target) => {
      window.open(target, 'latch-social', 'popup,width=480,height=640');
    }, uri),
  ]);
  return popup;
};

const resultUriOf = async (page: Page): Promise<string> => {
  const handle = await page.waitForFunction(() =>
    (window as unknown as { received: { resultUri?: string }[] }).received.find(
      (m) => m.resultUri !== undefined,
    ),
  );
  return ((await handle.jsonValue()) as { resultUri: string }).resultUri;
};

/** The newest `{resultUri}` a callback page posted to `page`. */
const lastResultUri = async (page: Page): Promise<string | undefined> =>
  (await receivedMessages(page))
    .map((m) => (m as { resultUri?: string }).resultUri)
    .filter((uri) => uri !== undefined)
    .at(-1);

describe('social login through a popup', () => {
  it('signs in at the dev IdP, posts the result to the host page, and opens the wallet', async () => {
    const page = await openHostPage();
    const popup = await openPopup(page, await authorizationUrl(page, 'google'));
    await popup.getByLabel('User').fill('alice');
    await popup.getByLabel('Password').fill(DEV_IDP_PASSWORD);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await popup.getByRole('button', { name: 'Allow' }).click();
    await closed;
    const resultUri = await resultUriOf(page);
    expect(resultUri.startsWith(`${stack.callback}?`)).toBe(true);
    const connected = await requestFrame(page, 'CONNECT_SOCIAL', { uri: resultUri });
    expect(connected).toMatchObject({
      type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS',
      payload: { provider: 'google', userName: 'alice', chainId: 31337 },
    });
    const user = await requestFrame(page, 'GET_USER', {});
    expect(user.payload).toMatchObject({ provider: 'google', userName: 'alice' });
    const update = (await receivedMessages(page)).find((m) => m.type === '@w3m-frame/SESSION_UPDATE');
    expect(update?.payload).toMatchObject({ isConnected: true, provider: 'google', userName: 'alice' });
    expect(JSON.stringify(await receivedMessages(page))).not.toMatch(/"token"/);

    // Denied consent (alice is still signed in at the IdP): the result comes back and is refused.
    const denied = await openPopup(page, await authorizationUrl(page, 'github'));
    const deniedClosed = denied.waitForEvent('close');
    await denied.getByRole('button', { name: 'Deny' }).click();
    await deniedClosed;
    const deniedUri = await lastResultUri(page);
    expect(deniedUri).toContain('error=access_denied');
    expect(await requestFrame(page, 'CONNECT_SOCIAL', { uri: deniedUri })).toMatchObject({
      type: '@w3m-frame/CONNECT_SOCIAL_ERROR',
      payload: { message: 'The sign-in was declined at the provider' },
    });

    // Apple's form_post: the IdP's page POSTs the result to the callback, which goes on as the same page.
    const apple = await openPopup(page, await authorizationUrl(page, 'apple'));
    const appleClosed = apple.waitForEvent('close');
    await apple.getByRole('button', { name: 'Allow' }).click();
    await appleClosed;
    const appleUri = await lastResultUri(page);
    expect(await requestFrame(page, 'CONNECT_SOCIAL', { uri: appleUri })).toMatchObject({
      type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS',
      payload: { provider: 'apple', userName: 'alice' },
    });
    await page.close();
  });

  it('posts a login’s result only to the host origin that began it', async () => {
    const host = await openHostPage();
    const uri = await authorizationUrl(host, 'discord');
    const evil = await browser.context.newPage();
    await evil.goto(`${EVIL}/`);
    const popup = await openPopup(evil, uri);
    const closed = popup.waitForEvent('close');
    // The IdP session of the first test: straight to consent.
    await popup.getByRole('button', { name: 'Allow' }).click();
    await closed;
    const seen = await evil.evaluate(() => (window as unknown as { received: unknown[] }).received);
    expect(JSON.stringify(seen)).not.toContain('resultUri');
    await evil.close();
    await host.close();
  });
});
