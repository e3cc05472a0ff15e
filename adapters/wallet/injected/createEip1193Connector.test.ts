import { describe, expect, it } from 'vitest';
import { mapProviderFailure } from '../../../core/lib/rpc/index.js';
import type { ConnectorInfo, Network } from '../../../ports/index.js';
import { testNetwork } from '../../../services/devnet/testAnvil.js';
import { createEip1193Connector } from './createEip1193Connector.js';
import { type Script, scriptedProvider } from './scriptedProvider.js';

/** Behaviour the sandbox wallet cannot show (capabilities, missing methods, odd payloads): a scripted wallet. */

const INFO: ConnectorInfo = { id: 'wallet.test', name: 'Test', type: 'ANNOUNCED', namespace: 'eip155' };
const ACCOUNT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const MAINNET: Network = testNetwork(1, ['http://127.0.0.1:1']);
const BASICS: Script = { eth_requestAccounts: [ACCOUNT], eth_accounts: [ACCOUNT], eth_chainId: '0x1' };

describe('createEip1193Connector with a scripted wallet', () => {
  it('offers sendCalls and getAssets only when wallet_getCapabilities says so', async () => {
    const provider = scriptedProvider({
      ...BASICS,
      wallet_getCapabilities: {
        '0x1': { atomic: { status: 'supported' }, assetDiscovery: { supported: true } },
      },
      wallet_sendCalls: { id: 'bundle-1' },
      wallet_getAssets: { '0x1': [{ address: 'native', balance: '0x1', type: 'native' }] },
    });
    const session = await createEip1193Connector(INFO, provider).connect({ network: MAINNET });
    if (session.signer.namespace !== 'eip155') throw new Error('expected eip155');
    const bundle = {
      chainId: '0x1',
      from: CHECKSUMMED,
      version: '2.0.0',
      calls: [{ to: CHECKSUMMED }],
    } as const;
    expect(await session.signer.sendCalls?.({ bundle })).toBe('bundle-1');
    expect(await session.getAssets?.({ account: CHECKSUMMED, chainFilter: ['0x1'] })).toEqual({
      '0x1': [{ address: 'native', balance: '0x1', type: 'native' }],
    });
    expect(provider.calls.at(-1)).toEqual({
      method: 'wallet_getAssets',
      params: [{ account: CHECKSUMMED, chainFilter: ['0x1'] }],
    });
  });

  it('without asset discovery there is sendCalls but no getAssets; a silent wallet has neither', async () => {
    const plain = scriptedProvider({ ...BASICS, wallet_getCapabilities: { '0x1': {} } });
    const session = await createEip1193Connector(INFO, plain).connect({ network: MAINNET });
    expect(session.getAssets).toBeUndefined();
    expect(session.signer.namespace === 'eip155' && session.signer.sendCalls).toBeTypeOf('function');

    const silent = scriptedProvider({
      ...BASICS,
      wallet_getCapabilities: () => new Promise(() => undefined),
    });
    const started = Date.now();
    const quiet = await createEip1193Connector(INFO, silent).reconnect({ network: MAINNET });
    expect(Date.now() - started).toBeLessThan(2500);
    expect(quiet?.getAssets).toBeUndefined();
    expect(quiet?.signer.namespace === 'eip155' && quiet.signer.sendCalls).toBe(undefined);
  });

  it('disconnect ignores a wallet without wallet_revokePermissions but reports other refusals', async () => {
    const provider = scriptedProvider(BASICS);
    const connector = createEip1193Connector(INFO, provider);
    await connector.connect({ network: MAINNET });
    await expect(connector.disconnect()).resolves.toBeUndefined();
    const stubborn = scriptedProvider({
      ...BASICS,
      wallet_revokePermissions: () => {
        throw { code: -32603, message: 'Internal error' };
      },
    });
    const failure = await createEip1193Connector(INFO, stubborn)
      .disconnect()
      .catch((error: unknown) => error);
    expect(mapProviderFailure(failure).code).toBe('INTERNAL_RPC_ERROR');
  });

  it('listens to the wallet only while connected, and drops unreadable event payloads', async () => {
    const provider = scriptedProvider(BASICS);
    const connector = createEip1193Connector(INFO, provider);
    const seen: unknown[] = [];
    connector.on('chainChanged', (id) => seen.push(id));
    const stopAccounts = connector.on('accountsChanged', (accounts) => seen.push(accounts));
    expect(provider.listenerCount()).toBe(0);
    await connector.connect({ network: MAINNET });
    await connector.reconnect({ network: MAINNET });
    expect(provider.listenerCount()).toBe(3);
    provider.emit('chainChanged', '0x2105');
    provider.emit('chainChanged', 'not a chain');
    provider.emit('chainChanged', 10);
    provider.emit('accountsChanged', [ACCOUNT, 'junk']);
    stopAccounts();
    provider.emit('accountsChanged', []);
    expect(seen).toEqual(['eip155:8453', 'eip155:10', [CHECKSUMMED]]);
    await connector.disconnect();
    expect(provider.listenerCount()).toBe(0);
  });

  it('works with a provider that has no event methods', async () => {
    const provider = scriptedProvider(BASICS, { events: false });
    const session = await createEip1193Connector(INFO, provider).connect({ network: MAINNET });
    expect(session.accounts.accounts).toEqual([CHECKSUMMED]);
  });

  it('refuses non-eip155 networks, empty account lists and unreadable chain ids', async () => {
    const solana = {
      ...MAINNET,
      chainNamespace: 'solana' as const,
      caipNetworkId: 'solana:mainnet' as const,
    };
    await expect(
      createEip1193Connector(INFO, scriptedProvider(BASICS)).connect({ network: solana }),
    ).rejects.toMatchObject({ kind: 'UnsupportedFailure' });
    const empty = scriptedProvider({ ...BASICS, eth_requestAccounts: [] });
    await expect(createEip1193Connector(INFO, empty).connect({ network: MAINNET })).rejects.toMatchObject({
      code: 4100,
    });
    const odd = scriptedProvider({ ...BASICS, eth_chainId: 'mainnet' });
    await expect(createEip1193Connector(INFO, odd).reconnect({ network: MAINNET })).rejects.toMatchObject({
      kind: 'ProviderRpcFailure',
      code: -32603,
    });
  });

  it('session.request passes through, with wallet errors as port failures', async () => {
    const provider = scriptedProvider({ ...BASICS, eth_blockNumber: '0x10' });
    const session = await createEip1193Connector(INFO, provider).connect({ network: MAINNET });
    expect(await session.request({ method: 'eth_blockNumber' })).toBe('0x10');
    await expect(session.request({ method: 'eth_foo' })).rejects.toMatchObject({
      kind: 'ProviderRpcFailure',
      code: 4200,
    });
  });
});
