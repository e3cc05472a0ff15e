import {
  createPublicClient,
  type Hex,
  http,
  isHex,
  parseEther,
  recoverMessageAddress,
  verifyTypedData,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAnvil, type TestAnvil } from '../../../services/devnet/testAnvil.js';
import { createSandboxProvider } from './createSandboxProvider.js';
import { readSandboxConfig } from './sandboxConfig.js';
import { createMemoryGrants } from './siteGrants.js';
import type { PromptSummary } from './summarisePrompt.js';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const RECIPIENT = '0x3333333333333333333333333333333333333333';
const OTHER_RECIPIENT = '0x5555555555555555555555555555555555555555';

const hex = (value: unknown): Hex => {
  if (!isHex(value)) throw new Error(`not hex: ${String(value)}`);
  return value;
};

let l1: TestAnvil;
let l2: TestAnvil;

beforeAll(async () => {
  [l1, l2] = await Promise.all([startTestAnvil({ chainId: 31337 }), startTestAnvil({ chainId: 31338 })]);
});
afterAll(async () => {
  await Promise.all([l1?.stop(), l2?.stop()]);
});

/** A sandbox whose prompts are answered by `answers` in order (true = Approve) and recorded. */
const sandbox = (answers: boolean[] = [], rpcUrls?: Record<string, string>) => {
  const prompts: PromptSummary[] = [];
  const config = readSandboxConfig({ rpcUrls: rpcUrls ?? { 31337: l1.rpcUrl, 31338: l2.rpcUrl } });
  const { provider, controls } = createSandboxProvider(config, async (summary) => {
    prompts.push(summary);
    return answers.shift() ?? true;
  });
  const events: [string, unknown][] = [];
  for (const event of ['accountsChanged', 'chainChanged', 'disconnect']) {
    provider.on(event, (payload) => events.push([event, payload]));
  }
  return { provider, controls, prompts, events };
};

describe('sandbox provider: authorisation', () => {
  it('asks once on eth_requestAccounts, then answers eth_accounts in lower case; revoke forgets the site', async () => {
    const { provider, prompts, events } = sandbox();
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0.toLowerCase()]);
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0.toLowerCase()]);
    expect(prompts.map((prompt) => prompt.title)).toEqual(['Connect to this site']);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_0.toLowerCase()]);
    expect(
      await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).toBeNull();
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    expect(events).toEqual([
      ['accountsChanged', [ACCOUNT_0.toLowerCase()]],
      ['accountsChanged', []],
    ]);
  });

  it('keeps the grant in its site grants: a granted site starts connected, a rejection grants nothing', async () => {
    const grants = createMemoryGrants();
    const config = readSandboxConfig({ rpcUrls: { 31337: l1.rpcUrl } });
    const answers = [false, true];
    const prompts: string[] = [];
    const ask = async (summary: PromptSummary) => {
      prompts.push(summary.title);
      return answers.shift() ?? true;
    };
    const first = createSandboxProvider(config, ask, grants);
    await expect(first.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    });
    expect(grants.isGranted()).toBe(false);
    await first.provider.request({ method: 'eth_requestAccounts' });
    expect(grants.isGranted()).toBe(true);

    // The page reloads: the same site grants, a new provider, no prompt.
    const reloaded = createSandboxProvider(config, ask, grants);
    expect(reloaded.controls.state().authorised).toBe(true);
    expect(await reloaded.provider.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_0.toLowerCase()]);
    expect(await reloaded.provider.request({ method: 'eth_requestAccounts' })).toEqual([
      ACCOUNT_0.toLowerCase(),
    ]);
    expect(prompts).toEqual(['Connect to this site', 'Connect to this site']);
    await reloaded.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    expect(grants.isGranted()).toBe(false);
    const afterRevoke = createSandboxProvider(config, ask, grants);
    expect(await afterRevoke.provider.request({ method: 'eth_accounts' })).toEqual([]);
  });

  it('rejects with 4001 when the user rejects, and with 4100 when signing unauthorised', async () => {
    const { provider } = sandbox([false]);
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4001 });
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68', ACCOUNT_0] }),
    ).rejects.toMatchObject({
      code: 4100,
    });
  });

  it('uses the configured account index and reports account switches', async () => {
    const config = readSandboxConfig({ accountIndex: 1, rpcUrls: { 31337: l1.rpcUrl } });
    const { provider, controls } = createSandboxProvider(config, async () => true);
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_1.toLowerCase()]);
    const seen: unknown[] = [];
    provider.on('accountsChanged', (accounts) => seen.push(accounts));
    controls.selectAccount(0);
    expect(seen).toEqual([[ACCOUNT_0.toLowerCase()]]);
    expect(controls.state()).toEqual({ authorised: true, chainId: 31337, address: ACCOUNT_0 });
  });
});

describe('sandbox provider: chains', () => {
  it('switches among configured chains (chainChanged in hex), refuses unknown ones with 4902', async () => {
    const { provider, events } = sandbox();
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a');
    expect(await provider.request({ method: 'net_version' })).toBe('31338');
    expect(events).toEqual([['chainChanged', '0x7a6a']]);
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 });
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{}] }),
    ).rejects.toMatchObject({
      code: -32602,
    });
  });

  it('adds a chain after confirmation, then reads from that chain', async () => {
    const { provider, prompts } = sandbox([true], { 31337: l1.rpcUrl });
    const add = { chainId: '0x7a6a', chainName: 'Devnet L2', rpcUrls: [l2.rpcUrl], nativeCurrency: {} };
    expect(await provider.request({ method: 'wallet_addEthereumChain', params: [add] })).toBeNull();
    expect(prompts[0]).toEqual({
      title: 'Add network',
      lines: ['Devnet L2 (chain 31338)', `RPC ${l2.rpcUrl}`],
    });
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a');
    expect(await provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/);
  });

  it('forwards reads to the chain with its errors, never node-side signing (4200); unknown methods are -32601', async () => {
    const { provider } = sandbox();
    expect(await provider.request({ method: 'eth_getBalance', params: [ACCOUNT_0, 'latest'] })).toMatch(
      /^0x/,
    );
    await expect(provider.request({ method: 'eth_getBalance', params: ['nope'] })).rejects.toMatchObject({
      code: expect.any(Number),
      message: expect.any(String),
    });
    await expect(provider.request({ method: 'eth_sign', params: [ACCOUNT_0, '0x00'] })).rejects.toMatchObject(
      {
        code: 4200,
      },
    );
    await expect(
      provider.request({ method: 'wallet_getCapabilities', params: [ACCOUNT_0] }),
    ).rejects.toMatchObject({
      code: -32601,
    });
  });

  it('reports an unreachable chain as 4901', async () => {
    const { provider } = sandbox([], { 31337: 'http://127.0.0.1:1' });
    await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({ code: 4901 });
  });
});

describe('sandbox provider: signing and sending', () => {
  it('signs text and raw personal_sign messages with the devnet key, after a prompt', async () => {
    const { provider, prompts } = sandbox();
    await provider.request({ method: 'eth_requestAccounts' });
    const text = '0x68656c6c6f'; // "hello"
    const signature = await provider.request({ method: 'personal_sign', params: [text, ACCOUNT_0] });
    expect(typeof signature).toBe('string');
    expect(await recoverMessageAddress({ message: 'hello', signature: hex(signature) })).toBe(ACCOUNT_0);
    expect(prompts[1]).toEqual({ title: 'Sign message', lines: ['hello', `Account ${ACCOUNT_0}`] });
    await expect(
      provider.request({ method: 'personal_sign', params: [text, ACCOUNT_1] }),
    ).rejects.toMatchObject({
      code: 4100,
    });
  });

  it('signs eth_signTypedData_v4 JSON', async () => {
    const { provider } = sandbox();
    await provider.request({ method: 'eth_requestAccounts' });
    const typedData = {
      domain: { name: 'Latch', version: '1', chainId: 31337 },
      types: {
        Mail: [
          { name: 'contents', type: 'string' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Mail',
      message: { contents: 'hi', amount: '42' },
    } as const;
    const signature = await provider.request({
      method: 'eth_signTypedData_v4',
      params: [ACCOUNT_0, JSON.stringify(typedData)],
    });
    expect(
      await verifyTypedData({
        ...typedData,
        message: { contents: 'hi', amount: 42n },
        address: ACCOUNT_0,
        signature: hex(signature),
      }),
    ).toBe(true);
    await expect(
      provider.request({ method: 'eth_signTypedData_v4', params: [ACCOUNT_0, '{"types":1}'] }),
    ).rejects.toMatchObject({ code: -32602 });
  });

  it('sends concurrent transactions one after the other, each with its own nonce', async () => {
    const { provider } = sandbox();
    await provider.request({ method: 'eth_requestAccounts' });
    const send = () =>
      provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: ACCOUNT_0, to: OTHER_RECIPIENT, value: '0x1' }],
      });
    const hashes = await Promise.all([send(), send(), send()]);
    const client = createPublicClient({ transport: http(l1.rpcUrl) });
    const receipts = await Promise.all(
      hashes.map((hash) => client.waitForTransactionReceipt({ hash: hex(hash), pollingInterval: 20 })),
    );
    expect(receipts.map((receipt) => receipt.status)).toEqual(['success', 'success', 'success']);
    expect(new Set(hashes).size).toBe(3);
  });

  it('signs and sends a transaction that anvil mines; node errors keep their code and message', async () => {
    const { provider, prompts } = sandbox();
    await provider.request({ method: 'eth_requestAccounts' });
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: ACCOUNT_0.toLowerCase(), to: RECIPIENT, value: '0xde0b6b3a7640000' }],
    });
    const client = createPublicClient({ transport: http(l1.rpcUrl) });
    const receipt = await client.waitForTransactionReceipt({ hash: hex(hash), pollingInterval: 20 });
    expect(receipt.status).toBe('success');
    expect(await client.getBalance({ address: RECIPIENT })).toBe(parseEther('1'));
    expect(prompts.at(-1)?.title).toBe('Send transaction');
    const poor = provider.request({
      method: 'eth_sendTransaction',
      params: [
        { from: ACCOUNT_0, to: RECIPIENT, value: `0x${parseEther('1000000').toString(16)}`, gas: '0x5208' },
      ],
    });
    await expect(poor).rejects.toMatchObject({
      code: expect.any(Number),
      message: expect.stringMatching(/insufficient funds/i),
    });
  });
});
