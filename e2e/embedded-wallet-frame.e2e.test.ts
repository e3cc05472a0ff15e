import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_PROJECT_ID } from '../services/api/db/projects.js';
import {
  type HostServer,
  hostPageHtml,
  requestFrame,
  startHostServer,
} from '../services/embedded-wallet/testing/hostPage.js';
import { readMailedCode } from '../services/embedded-wallet/testing/testWalletService.js';
import { type JourneyBrowser, launchJourneyBrowser } from '../testkits/browser/chromium.js';

// The e-mail wallet's server side on the journey stack (what J4 / J20 stand on): the stack's wallet service
// serves its frame to a page on the local project's origins, the code arrives in the stack's mailbox, and a
// transaction approved in the frame moves devnet funds.

const stack = inject('journeyStack');
let host: HostServer;
let browser: JourneyBrowser;

beforeAll(async () => {
  host = await startHostServer();
  host.setHtml(
    hostPageHtml(
      `${stack.walletServiceUrl}/sdk?projectId=${DEFAULT_PROJECT_ID}&chainId=31337`,
      stack.walletServiceUrl,
    ),
  );
  browser = await launchJourneyBrowser();
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
});

const rpc = async (url: string, method: string, params: unknown[]) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
};

describe('the embedded wallet on the journey stack', () => {
  it('logs in with the mailed code and sends ETH approved in the frame', async () => {
    const chain = stack.manifest.chains.find((candidate) => candidate.chainId === 31337);
    const receiver = chain?.accounts[3];
    if (chain === undefined || receiver === undefined) throw new Error('no devnet chain 31337');
    const page = await browser.context.newPage();
    await page.goto(`http://127.0.0.1:${host.port}/`);
    await page.waitForFunction(() =>
      (window as unknown as { received: { type: string }[] }).received.some(
        (m) => m.type === '@w3m-frame/READY',
      ),
    );
    const email = `e2e-${Date.now()}@example.com`;
    expect((await requestFrame(page, 'CONNECT_EMAIL', { email })).payload).toEqual({ action: 'VERIFY_OTP' });
    const otp = await readMailedCode(
      { mailboxUrl: stack.mailboxUrl, smtpUrl: '', close: async () => {} },
      email,
    );
    expect((await requestFrame(page, 'CONNECT_OTP', { otp })).type).toBe('@w3m-frame/CONNECT_OTP_SUCCESS');
    const user = (await requestFrame(page, 'GET_USER', {})).payload as { address: string };
    await rpc(chain.rpcUrl, 'anvil_setBalance', [user.address, '0x8ac7230489e80000']);
    const balance = await requestFrame(page, 'RPC_REQUEST', {
      method: 'eth_getBalance',
      params: [user.address, 'latest'],
    });
    expect(balance.payload).toBe('0x8ac7230489e80000');
    const before = BigInt(String(await rpc(chain.rpcUrl, 'eth_getBalance', [receiver, 'latest'])));
    const pending = requestFrame(page, 'RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: user.address, to: receiver, value: '0x16345785d8a0000' }],
    });
    const frame = page.frameLocator('#wallet');
    await frame.getByText('0.1 ETH').waitFor();
    await frame.getByRole('button', { name: 'Approve: Send transaction' }).click();
    const sent = await pending;
    expect(sent.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS');
    const after = BigInt(String(await rpc(chain.rpcUrl, 'eth_getBalance', [receiver, 'latest'])));
    expect(after - before).toBe(parseEther('0.1'));
    await page.close();
  });
});
