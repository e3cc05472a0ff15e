import type { Page } from 'playwright-core';
import { verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type JourneyBrowser,
  launchChromium,
  launchJourneyBrowser,
} from '../../../testkits/browser/chromium.js';
import { createProject } from '../../api/db/projects.js';
import { HOOK_TIMEOUT_MS } from '../../api/testing/hookTimeout.js';
import {
  type HostServer,
  hostPageHtml,
  receivedMessages,
  requestFrame,
  startHostServer,
} from '../testing/hostPage.js';
import {
  readMailedCode,
  startTestWalletService,
  type TestWalletService,
} from '../testing/testWalletService.js';
import { APPROVE_ARMING_MS } from './approvalView.js';

// The wallet frame in Chromium: a host page on an allowed origin talks to it over CONTRACTS §3; pages on
// other origins, and other windows, cannot.

const PROJECT = 'frame-test';
let HOST: string;
let EVIL: string;
let hostServer: HostServer;

let service: TestWalletService;
let browser: JourneyBrowser;
let frameUrl: string;

beforeAll(async () => {
  service = await startTestWalletService();
  hostServer = await startHostServer();
  HOST = `http://127.0.0.1:${hostServer.port}`;
  EVIL = `http://localhost:${hostServer.port}`;
  await createProject(service.test.database.pool, { id: PROJECT, name: 'frame', allowedOrigins: [HOST] });
  frameUrl = `${service.url}/sdk?projectId=${PROJECT}&chainId=31337&version=test`;
  browser = await launchJourneyBrowser();
  hostServer.setHtml(hostPageHtml(frameUrl, service.url));
}, HOOK_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await hostServer?.close();
  await service?.close();
}, HOOK_TIMEOUT_MS);

const waitForReady = (page: Page, timeout = 15_000) =>
  page.waitForFunction(
    () =>
      (window as unknown as { received: { type: string }[] }).received.some(
        (m) => m.type === '@w3m-frame/READY',
      ),
    undefined,
    { timeout },
  );

const walletFrame = (page: Page) => {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(service.url));
  if (frame === undefined) throw new Error('the wallet frame is not loaded');
  return frame;
};

describe('the wallet frame on an allowed host page', () => {
  let page: Page;
  let address: `0x${string}`;
  const email = 'frame-user@example.com';

  beforeAll(async () => {
    page = await browser.context.newPage();
    await page.goto(`${HOST}/`);
    await waitForReady(page);
  }, HOOK_TIMEOUT_MS);

  it('logs in with the mailed code and reports the user', async () => {
    const started = await requestFrame(page, 'CONNECT_EMAIL', { email });
    expect(started).toMatchObject({
      type: '@w3m-frame/CONNECT_EMAIL_SUCCESS',
      payload: { action: 'VERIFY_OTP' },
    });
    const otp = await readMailedCode(service.sink, email);
    expect(otp).toMatch(/^\d{6}$/);
    const connected = await requestFrame(page, 'CONNECT_OTP', { otp });
    expect(connected.type).toBe('@w3m-frame/CONNECT_OTP_SUCCESS');
    const user = await requestFrame(page, 'GET_USER', {});
    expect(user).toMatchObject({
      type: '@w3m-frame/GET_USER_SUCCESS',
      payload: { email, chainId: 31337, preferredAccountType: 'eoa' },
    });
    address = (user.payload as { address: `0x${string}` }).address;
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const update = (await receivedMessages(page)).find((m) => m.type === '@w3m-frame/SESSION_UPDATE');
    expect(update?.payload).toEqual({ isConnected: true, address, email, chainId: 31337 });
  });

  it('signs a message only after Approve is clicked in the frame', async () => {
    const frame = page.frameLocator('#wallet');
    const pending = requestFrame(page, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: ['Hello from the host page', address],
    });
    const approve = frame.getByRole('button', { name: 'Approve: Sign message' });
    await approve.waitFor();
    await expect(frame.getByText('Hello from the host page').count()).resolves.toBe(1);
    await expect(frame.getByText(HOST).count()).resolves.toBe(1);
    expect(
      await receivedMessages(page).then((m) => m.some((x) => x.type.startsWith('@w3m-frame/RPC_REQUEST'))),
    ).toBe(false);
    await approve.click();
    const reply = await pending;
    expect(reply.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS');
    const valid = await verifyMessage({
      address,
      message: 'Hello from the host page',
      signature: reply.payload as `0x${string}`,
    });
    expect(valid).toBe(true);
    await expect(frame.getByRole('button', { name: /Approve/ }).count()).resolves.toBe(0);
  });

  it('keeps Approve disabled while the host page makes the frame transparent; it arms once the frame is seen', async () => {
    const frame = page.frameLocator('#wallet');
    const setOpacity = (opacity: string) =>
      page.evaluate((value) => {
        const wallet = document.getElementById('wallet');
        if (wallet) wallet.style.opacity = value;
      }, opacity);
    await setOpacity('0.01');
    const pending = requestFrame(page, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: ['Under a transparent frame', address],
    });
    const approve = frame.getByRole('button', { name: 'Approve: Sign message' });
    await approve.waitFor();
    // Well past the arming wait, and still disabled: a click the host page times answers nothing.
    await page.waitForTimeout(APPROVE_ARMING_MS * 3);
    expect(await approve.isDisabled()).toBe(true);
    await approve.click({ force: true });
    await expect(frame.getByText('Under a transparent frame').count()).resolves.toBe(1);
    // Shown as it is: armed after it has been seen a while.
    await setOpacity('1');
    await expect.poll(() => approve.isEnabled(), { timeout: 15_000 }).toBe(true);
    await approve.click();
    expect((await pending).type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS');
  });

  it("answers Reject (keyboard: Escape) with the user-rejected error; the panel follows the host's theme", async () => {
    await requestFrame(page, 'SYNC_THEME', {
      themeMode: 'dark',
      themeVariables: {
        '--latch-accent': '#ff0000',
        '--latch-border-radius-master': 2,
        '--latch-font-family': 'x}body{display:none',
      },
    });
    const pending = requestFrame(page, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x68690a', address],
    });
    const frame = page.frameLocator('#wallet');
    const reject = frame.getByRole('button', { name: 'Reject: Sign message' });
    await reject.waitFor();
    expect(await walletFrame(page).evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const look = await walletFrame(page).evaluate(() => {
      const approve = document.querySelector('.approve') as HTMLElement;
      const panel = document.querySelector('.approval') as HTMLElement;
      return {
        accent: getComputedStyle(approve).backgroundColor,
        text: getComputedStyle(approve).color,
        radius: getComputedStyle(panel).borderTopLeftRadius,
        body: getComputedStyle(document.body).display,
      };
    });
    expect(look).toEqual({ accent: 'rgb(255, 0, 0)', text: 'rgb(16, 16, 16)', radius: '8px', body: 'block' });
    await expect(reject.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    expect(await pending).toMatchObject({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      payload: { message: 'User rejected the request.' },
    });
  });

  it('refuses RPC calls it does not know and request names it does not have', async () => {
    expect(await requestFrame(page, 'RPC_REQUEST', { method: 'eth_sign', params: [] })).toMatchObject({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      payload: { message: 'Requested RPC call is not allowed' },
    });
    expect(await requestFrame(page, 'MAKE_COFFEE', {})).toMatchObject({
      type: '@w3m-frame/MAKE_COFFEE_ERROR',
    });
  });

  it('ignores a forged message from another window', async () => {
    const popupPromise = page.waitForEvent('popup');
    await page.evaluate((url) => window.open(url), `${EVIL}/popup`);
    const popup = await popupPromise;
    await popup.waitForLoadState();
    await popup.evaluate((walletOrigin) => {
      const target = (window.opener as Window).frames[0];
      target?.postMessage({ type: '@w3m-app/GET_USER', id: 'forged1', payload: {} }, walletOrigin);
      target?.postMessage(
        {
          type: '@w3m-app/RPC_REQUEST',
          id: 'forged2',
          payload: { method: 'personal_sign', params: ['0x01'] },
        },
        walletOrigin,
      );
    }, service.url);
    const control = await requestFrame(page, 'IS_CONNECTED');
    expect(control.payload).toEqual({ isConnected: true });
    await page.waitForTimeout(300);
    const all = await receivedMessages(page);
    expect(all.some((m) => m.id === 'forged1' || m.id === 'forged2')).toBe(false);
    const popupGot = await popup.evaluate(() => (window as unknown as { received: unknown[] }).received);
    expect(popupGot).toEqual([]);
    await expect(
      page
        .frameLocator('#wallet')
        .getByRole('button', { name: /Approve/ })
        .count(),
    ).resolves.toBe(0);
    await popup.close();
  });

  it('never posts the bearer token to the host page', async () => {
    const stored = await walletFrame(page).evaluate(() => Object.entries(localStorage));
    const token = stored.find(([key]) => key.endsWith(':token'))?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const everything = JSON.stringify(await receivedMessages(page));
    expect(everything).not.toContain(token);
    const hostStorage = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
    expect(hostStorage).not.toContain(token);
  });

  it('signs out and says so', async () => {
    expect((await requestFrame(page, 'SIGN_OUT')).type).toBe('@w3m-frame/SIGN_OUT_SUCCESS');
    expect((await requestFrame(page, 'IS_CONNECTED')).payload).toEqual({ isConnected: false });
    const updates = (await receivedMessages(page)).filter((m) => m.type === '@w3m-frame/SESSION_UPDATE');
    expect(updates.at(-1)?.payload).toMatchObject({ isConnected: false });
  });
});

describe('a host page on an origin the project does not allow', () => {
  it('cannot frame the wallet (CSP frame-ancestors): no READY, no page', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${EVIL}/`);
    await page.waitForTimeout(1500);
    expect(await receivedMessages(page)).toEqual([]);
    const framed = page.frames().find((frame) => frame.url().startsWith(service.url));
    const hasConfig = await framed
      ?.evaluate(() => document.getElementById('latch-frame-config') !== null)
      .catch(() => false);
    expect(hasConfig ?? false).toBe(false);
    await page.close();
  });

  it("answers with unverified_domain where a browser ignores frame-ancestors (the script's own check)", async () => {
    const chromium = await launchChromium();
    try {
      const context = await chromium.newContext();
      // A browser that does not enforce the header: the frame page without its CSP.
      await context.route(`${service.url}/sdk?**`, async (route) => {
        const response = await route.fetch();
        const { 'content-security-policy': _csp, ...headers } = response.headers();
        await route.fulfill({ response, headers });
      });
      const page = await context.newPage();
      await page.goto(`${EVIL}/`);
      await page.waitForFunction(() => document.querySelector('iframe')?.contentWindow !== null);
      await page.waitForTimeout(1000);
      expect(await receivedMessages(page)).toEqual([]);
      const reply = await requestFrame(page, 'GET_USER', {});
      expect(reply).toEqual({
        type: '@w3m-frame/GET_USER_ERROR',
        id: reply.id,
        payload: { message: 'unverified_domain' },
      });
    } finally {
      await chromium.close();
    }
  }, 40_000);
});
