import { type Hex, isHex, parseEther, verifyMessage, verifyTypedData } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxProvider } from '../../../apps/wallet/injected/createSandboxProvider.js';
import { readSandboxConfig } from '../../../apps/wallet/injected/sandboxConfig.js';
import { mapProviderFailure } from '../../../core/lib/rpc/index.js';
import type { ConnectorInfo, EvmSigner, WalletEvents, WalletSession } from '../../../ports/index.js';
import { startTestAnvil, type TestAnvil, testNetwork } from '../../../services/devnet/testAnvil.js';
import { createEvmChainReader } from '../../chain/evm/createEvmChainReader.js';
import { createEip1193Connector } from './createEip1193Connector.js';

/** The EIP-1193 connector (adapters/wallet/injected) against the sandbox wallet on two real anvils. */

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ACCOUNT_2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const RECIPIENT = '0x4444444444444444444444444444444444444444';
const INFO: ConnectorInfo = {
  id: 'dev.latch.sandbox',
  name: 'Latch Sandbox Wallet',
  type: 'ANNOUNCED',
  namespace: 'eip155',
  rdns: 'dev.latch.sandbox',
};

let l1: TestAnvil;
let l2: TestAnvil;
const reader = createEvmChainReader({ pollingIntervalMs: 20 });

beforeAll(async () => {
  [l1, l2] = await Promise.all([startTestAnvil({ chainId: 31337 }), startTestAnvil({ chainId: 31338 })]);
});
afterAll(async () => {
  await Promise.all([l1?.stop(), l2?.stop()]);
});

const networks = () => ({ l1: testNetwork(31337, [l1.rpcUrl]), l2: testNetwork(31338, [l2.rpcUrl]) });

/** A connector on a fresh sandbox; `answers` decide the prompts in order (default: approve), all are counted. */
const setup = (
  options: { answers?: boolean[]; rpcUrls?: Record<string, string>; accountIndex?: number } = {},
) => {
  const answers = [...(options.answers ?? [])];
  const prompts: string[] = [];
  const config = readSandboxConfig({
    rpcUrls: options.rpcUrls ?? { 31337: l1.rpcUrl, 31338: l2.rpcUrl },
    accountIndex: options.accountIndex ?? 0,
  });
  const sandbox = createSandboxProvider(config, async (summary) => {
    prompts.push(summary.title);
    return answers.shift() ?? true;
  });
  const connector = createEip1193Connector(INFO, sandbox.provider);
  const events: [keyof WalletEvents, unknown][] = [];
  for (const event of ['connect', 'accountsChanged', 'chainChanged', 'disconnect'] as const) {
    connector.on(event, (payload) => events.push([event, payload]));
  }
  return { ...sandbox, connector, prompts, events };
};

const evmSigner = (session: WalletSession): EvmSigner => {
  if (session.signer.namespace !== 'eip155') throw new Error('expected an eip155 signer');
  return session.signer;
};
const hex = (value: unknown): Hex => {
  if (!isHex(value)) throw new Error(`not hex: ${String(value)}`);
  return value;
};

describe('EIP-1193 connector × sandbox wallet × anvil', () => {
  it('connects (checksummed account, CAIP-2 chain, connect event) and signs a message viem verifies', async () => {
    const { connector, prompts, events } = setup();
    const session = await connector.connect({ network: networks().l1 });
    expect(session.connector).toBe(INFO);
    expect(session.accounts).toEqual({ accounts: [ACCOUNT_0], caipNetworkId: 'eip155:31337' });
    expect(events).toEqual([['connect', session.accounts]]);
    const signer = evmSigner(session);
    const signature = await signer.signMessage({ address: ACCOUNT_0, message: 'Sign in to Latch' });
    expect(await verifyMessage({ address: ACCOUNT_0, message: 'Sign in to Latch', signature })).toBe(true);
    const raw = await signer.signMessage({ address: ACCOUNT_0, message: { raw: '0xdeadbeef' } });
    expect(await verifyMessage({ address: ACCOUNT_0, message: { raw: '0xdeadbeef' }, signature: raw })).toBe(
      true,
    );
    expect(prompts).toEqual(['Connect to this site', 'Sign message', 'Sign message']);
    expect(session.getAssets).toBeUndefined();
    expect(signer.sendCalls).toBeUndefined();
  });

  it('sends a transaction that the EVM chain reader sees mined, and signs typed data', async () => {
    const { connector } = setup();
    const { l1: network } = networks();
    const session = await connector.connect({ network });
    const signer = evmSigner(session);
    const hash = await signer.sendTransaction({
      request: { from: ACCOUNT_0, to: RECIPIENT, value: parseEther('0.25') },
      network,
    });
    const receipt = await reader.waitForTransaction({ hash, network });
    expect(receipt).toMatchObject({ hash, status: 'success' });
    expect(await reader.getNativeBalance({ address: RECIPIENT, network })).toBe(parseEther('0.25'));

    const typedData = {
      domain: { name: 'Latch', version: '1', chainId: 31337 },
      types: {
        Greeting: [
          { name: 'text', type: 'string' },
          { name: 'count', type: 'uint256' },
        ],
      },
      primaryType: 'Greeting',
      message: { text: 'gm', count: 3n },
    } as const;
    const signature = await signer.signTypedData?.({ address: ACCOUNT_0, typedData });
    expect(await verifyTypedData({ ...typedData, address: ACCOUNT_0, signature: hex(signature) })).toBe(true);
  });

  it('switches the wallet across the two anvils and reports chainChanged as CAIP-2', async () => {
    const { connector, events } = setup();
    const { l1: first, l2: second } = networks();
    const session = await connector.connect({ network: first });
    await session.switchNetwork?.(second);
    expect(events.at(-1)).toEqual(['chainChanged', 'eip155:31338']);
    expect(await session.request({ method: 'eth_chainId' })).toBe('0x7a6a');
    const hash = await evmSigner(session).sendTransaction({
      request: { from: ACCOUNT_0, to: RECIPIENT, value: 7n },
      network: second,
    });
    expect(await reader.waitForTransaction({ hash, network: second })).toMatchObject({ status: 'success' });
    expect(await reader.getNativeBalance({ address: RECIPIENT, network: second })).toBe(7n);
  });

  it('connecting on a chain the wallet lacks adds it (4902 → wallet_addEthereumChain) and switches', async () => {
    const { connector, prompts } = setup({ rpcUrls: { 31337: l1.rpcUrl } });
    const session = await connector.connect({ network: networks().l2 });
    expect(session.accounts.caipNetworkId).toBe('eip155:31338');
    expect(prompts).toEqual(['Connect to this site', 'Add network']);
  });

  it('a refused network switch still connects, on the chain the wallet is really on', async () => {
    const { connector } = setup({ rpcUrls: { 31337: l1.rpcUrl }, answers: [true, false] });
    const session = await connector.connect({ network: networks().l2 });
    expect(session.accounts.caipNetworkId).toBe('eip155:31337');
  });

  it('rejections keep the wallet code: 4001 maps to USER_REJECTED, a node error to its catalogue code', async () => {
    const { connector } = setup({ answers: [false] });
    const refused = await connector.connect({ network: networks().l1 }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ kind: 'ProviderRpcFailure', code: 4001 });
    expect(mapProviderFailure(refused).code).toBe('USER_REJECTED');

    const session = await connector.connect({ network: networks().l1 });
    const signer = evmSigner(session);
    const { l1: network } = networks();
    const poor = await signer
      .sendTransaction({
        request: { from: ACCOUNT_0, to: RECIPIENT, value: parseEther('10000000'), gas: 21_000n },
        network,
      })
      .catch((error: unknown) => error);
    expect(poor).toMatchObject({ kind: 'ProviderRpcFailure' });
    expect(mapProviderFailure(poor).code).toBe('INSUFFICIENT_FUNDS');
  });

  it('reconnects without a prompt only while authorised; disconnect revokes and stops events', async () => {
    const { connector, prompts, events, controls, provider } = setup();
    const { l1: network } = networks();
    expect(await connector.reconnect({ network })).toBeUndefined();
    await connector.connect({ network });
    const again = await connector.reconnect({ network });
    expect(again?.accounts).toEqual({ accounts: [ACCOUNT_0], caipNetworkId: 'eip155:31337' });
    expect(prompts).toEqual(['Connect to this site']);

    controls.selectAccount(2);
    expect(events.at(-1)).toEqual(['accountsChanged', [ACCOUNT_2]]);
    controls.emitDisconnect();
    expect(events.at(-1)).toEqual(['disconnect', { code: 4900, message: expect.any(String) }]);

    const before = events.length;
    await connector.disconnect();
    expect(await connector.reconnect({ network })).toBeUndefined();
    await provider.request({ method: 'eth_requestAccounts' });
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    controls.emitDisconnect();
    expect(events).toHaveLength(before);
  });
});
