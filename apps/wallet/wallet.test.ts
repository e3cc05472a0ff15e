// The sandbox wallet page in real Chromium against a real relay process and real anvils: a Node dapp
// (universal-provider) proposes, the page approves; signatures, a 4001 rejection, a transaction, a chain
// switch and a disconnect go through the page's buttons. Screenshots land in test-results/wallet/.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createPublicClient, type Hex, http, parseEther, recoverTypedDataAddress, verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../../testkits/browser/axe.js';
import { launchChromium } from '../../testkits/browser/chromium.js';
import { buildWalletApp } from './buildWalletApp.js';
import { freePort } from './engine/testing/freePort.js';
import { spawnAnvil, type TestAnvil } from './engine/testing/spawnAnvil.js';
import { spawnRelay, type TestRelay } from './engine/testing/spawnRelay.js';
import { serveWalletApp, type WalletAppServer } from './server.js';
import { REPORT_OFFLINE } from './testing/browser.js';
import { closeTestDapp, connectDapp, createTestDapp, DAPP_METADATA, type Dapp } from './testing/testDapp.js';

const SHOTS = fileURLToPath(new URL('../../test-results/wallet/', import.meta.url));
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ACCOUNT_3 = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const RECEIVER = '0x000000000000000000000000000000000000dEaD';

let anvils: TestAnvil[] = [];
let relay: TestRelay | undefined;
let server: WalletAppServer | undefined;
let browser: Browser | undefined;
let outDir: string | undefined;
const dapps: Dapp[] = [];
const contexts: BrowserContext[] = [];
const timings: Record<string, number> = {};

const rpc = () => Object.fromEntries(anvils.map((anvil) => [anvil.chainId, anvil.rpcUrl]));

/** The page's URL on the test's relay and anvils (query configuration), with an optional `?uri=`. */
function pageUrl(uri?: string): string {
  if (server === undefined || relay === undefined) throw new Error('stack not started');
  const params = new URLSearchParams({ relay: relay.url, projectId: 'latch-wallet-test' });
  for (const anvil of anvils) params.set(`rpc.${anvil.chainId}`, anvil.rpcUrl);
  if (uri !== undefined) params.set('uri', uri);
  return `${server.url}/?${params}`;
}

/** A fresh page (own storage) at `width`, reporting itself offline like a browser with no route out. */
async function openPage(width: number, height: number): Promise<Page> {
  if (browser === undefined) throw new Error('no browser');
  const context = await browser.newContext({ viewport: { width, height } });
  contexts.push(context);
  await context.addInitScript(REPORT_OFFLINE);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  return page;
}

async function newDapp(name: string): Promise<Dapp> {
  if (relay === undefined) throw new Error('no relay');
  const dapp = await createTestDapp(relay.url, `dapp-${name}-${Date.now()}`);
  dapps.push(dapp);
  return dapp;
}

const card = (page: Page, title: string) => page.getByRole('article').filter({ hasText: title });

beforeAll(async () => {
  const started = Date.now();
  outDir = await mkdtemp(join(tmpdir(), 'latch-wallet-'));
  const relayPort = await freePort();
  // In-memory mailbox: a Redis URL in the environment must not make the test share a topic space.
  [anvils, relay] = await Promise.all([
    Promise.all([spawnAnvil(31337), spawnAnvil(31338)]),
    spawnRelay(relayPort, { REDIS_URL: '' }),
    buildWalletApp(outDir).then(() => {
      timings.build = Date.now() - started;
    }),
  ]);
  [server, browser] = await Promise.all([serveWalletApp({ port: 0, root: outDir }), launchChromium()]);
  await mkdir(SHOTS, { recursive: true });
  timings.setup = Date.now() - started;
}, 60_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await Promise.all(dapps.map(closeTestDapp));
  await server?.close();
  await Promise.all([relay?.stop(), ...anvils.map((anvil) => anvil.stop())]);
  if (outDir !== undefined) await rm(outDir, { recursive: true, force: true });
  console.info('wallet page timings (ms):', timings);
}, 30_000);

describe('the sandbox wallet page in Chromium', () => {
  it('deep link: shows the proposal, approves it, then signs, refuses with 4001, sends and disconnects', async () => {
    const page = await openPage(1280, 860);
    const dapp = await newDapp('desktop');
    const t0 = Date.now();
    const session = connectDapp(dapp, rpc(), (uri) => void page.goto(pageUrl(uri)));

    const proposal = card(page, 'Connection request');
    await proposal.getByRole('heading', { name: DAPP_METADATA.name }).waitFor();
    timings.proposalShown = Date.now() - t0;
    for (const network of ['Devnet L1 · 31337', 'Devnet L2 · 31338']) {
      expect(await proposal.getByRole('checkbox', { name: network }).isChecked()).toBe(true);
    }
    const methods = await proposal.getByRole('list', { name: 'Methods' }).textContent();
    expect(methods).toContain('personal_sign');
    expect(methods).toContain('wallet_switchEthereumChain');
    expect(await proposal.locator('img.dapp-icon').getAttribute('src')).toBe(DAPP_METADATA.icons[0]);
    await page.getByText('Relay connected').waitFor();
    expect(new URL(page.url()).searchParams.has('uri')).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'desktop-proposal.png'), fullPage: true });

    await proposal.getByRole('button', { name: 'Approve' }).click();
    const settled = await session;
    timings.sessionSettled = Date.now() - t0;
    expect(settled?.namespaces.eip155?.accounts).toEqual([
      `eip155:31337:${ACCOUNT_0}`,
      `eip155:31338:${ACCOUNT_0}`,
    ]);
    await page.getByRole('listitem').filter({ hasText: DAPP_METADATA.name }).first().waitFor();

    // personal_sign → Approve → the dapp verifies the signature.
    const message = 'Hello from Latch';
    const t1 = Date.now();
    const signing = dapp.request<Hex>({
      method: 'personal_sign',
      params: [`0x${Buffer.from(message).toString('hex')}`, ACCOUNT_0],
    });
    const signCard = card(page, 'Sign a message');
    await signCard.getByText(message).waitFor();
    await page.screenshot({ path: join(SHOTS, 'desktop-personal-sign.png'), fullPage: true });
    await signCard.getByRole('button', { name: 'Approve' }).click();
    const signature = await signing;
    timings.personalSign = Date.now() - t1;
    expect(await verifyMessage({ address: ACCOUNT_0, message, signature })).toBe(true);
    await signCard.waitFor({ state: 'detached' });

    // Reject → 4001 on the dapp.
    const refused = dapp
      .request({ method: 'personal_sign', params: ['0x6e6f', ACCOUNT_0] })
      .catch((error: unknown) => error);
    await card(page, 'Sign a message').getByRole('button', { name: 'Reject' }).click();
    expect(await refused).toMatchObject({ code: 4001, message: 'User rejected the request.' });
    await page.getByText('Request rejected').waitFor();

    // eth_sendTransaction → sent to the devnet, the toast follows it to its receipt.
    const chain = createPublicClient({ transport: http(anvils[0]?.rpcUrl) });
    const sending = dapp.request<Hex>({
      method: 'eth_sendTransaction',
      params: [{ from: ACCOUNT_0, to: RECEIVER, value: `0x${parseEther('1.5').toString(16)}` }],
    });
    const txCard = card(page, 'Send a transaction');
    await txCard.getByText('1.5 ETH').waitFor();
    await txCard.getByRole('button', { name: 'Approve' }).click();
    const hash = await sending;
    expect((await chain.getTransactionReceipt({ hash })).status).toBe('success');
    const toast = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: hash });
    await toast.getByText('Transaction confirmed').waitFor();
    expect(await chain.getBalance({ address: RECEIVER })).toBe(parseEther('1.5'));
    await page.getByText('9,998.4999').first().waitFor();
    await page.screenshot({ path: join(SHOTS, 'desktop-transaction.png'), fullPage: true });

    // Disconnect from the wallet: the dapp hears it.
    const disconnected = new Promise((resolve) => dapp.once('disconnect', resolve));
    await page.getByRole('button', { name: `Disconnect ${DAPP_METADATA.name}` }).click();
    await disconnected;
    await page.getByText('No app is connected.').waitFor();
  }, 60_000);

  it('360 px: pasted URI, another account, typed data and a chain switch', async () => {
    const page = await openPage(360, 740);
    const dapp = await newDapp('mobile');
    await page.goto(pageUrl());
    await page.getByText('Relay idle').waitFor();
    await page.getByRole('radio', { name: /Account 3/ }).check();
    const uri = new Promise<string>((resolve) => {
      void connectDapp(dapp, rpc(), resolve);
    });
    await page.getByLabel('Paste a WalletConnect URI').fill('not a uri');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByRole('alert').getByText('not a WalletConnect v2 URI').waitFor();
    await page.getByLabel('Paste a WalletConnect URI').fill(await uri);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    const proposal = card(page, 'Connection request');
    await proposal.getByText('Account 3').waitFor();
    // Only L1: the switch to L2 must then be asked of the wallet (an approved chain switches dapp-side).
    await proposal.getByRole('checkbox', { name: 'Devnet L2 · 31338' }).uncheck();
    await page.screenshot({ path: join(SHOTS, 'mobile-proposal.png'), fullPage: true });
    await proposal.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('listitem').filter({ hasText: DAPP_METADATA.name }).first().waitFor();
    // The wallet lists the session once it sent its approval; the dapp has it once the relay delivered it.
    await expect
      .poll(() => dapp.session?.namespaces.eip155?.accounts, { timeout: 30_000 })
      .toEqual([`eip155:31337:${ACCOUNT_3}`]);

    const typedData = {
      domain: { name: 'Latch', version: '1', chainId: 31337 },
      types: { Hello: [{ name: 'text', type: 'string' }] },
      primaryType: 'Hello',
      message: { text: 'hi from the phone' },
    } as const;
    const signingTyped = dapp.request<Hex>({
      method: 'eth_signTypedData_v4',
      params: [ACCOUNT_3, JSON.stringify(typedData)],
    });
    const typedCard = card(page, 'Sign typed data');
    await typedCard.getByText('hi from the phone').waitFor();
    expect(await typedCard.getByRole('definition').allTextContents()).toEqual(
      expect.arrayContaining(['Latch', 'Hello', 'Devnet L1 (31337)']),
    );
    await page.screenshot({ path: join(SHOTS, 'mobile-typed-data.png'), fullPage: true });
    await typedCard.getByRole('button', { name: 'Approve' }).click();
    expect(await recoverTypedDataAddress({ ...typedData, signature: await signingTyped })).toBe(ACCOUNT_3);

    const switching = dapp.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    const changed = new Promise<unknown>((resolve) => dapp.once('chainChanged', resolve));
    const switchCard = card(page, 'Switch network');
    await switchCard.getByText('Devnet L2 (31338)').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'mobile-switch-chain.png'), fullPage: true });
    await switchCard.getByRole('button', { name: 'Approve' }).click();
    await switching;
    expect(Number(await changed)).toBe(31338);
    // The page shows the session's new chain once its store has taken the update: read until it does.
    await expect
      .poll(() => page.getByLabel(`Network for ${DAPP_METADATA.name}`).inputValue())
      .toBe('eip155:31338');
    await page.screenshot({ path: join(SHOTS, 'mobile-session.png'), fullPage: true });
  }, 60_000);
});
