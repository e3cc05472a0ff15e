import { describe, expect, it } from 'vitest';
import { LatchError } from '../../../core/lib/errors/index.js';
import type { ConnectorInfo, Network } from '../../../ports/index.js';
import { testNetwork } from '../../../services/devnet/testAnvil.js';
import { createEip1193Connector } from './createEip1193Connector.js';
import { createLazyEip1193Connector } from './createLazyEip1193Connector.js';
import { type Script, scriptedProvider } from './scriptedProvider.js';

const INFO: ConnectorInfo = { id: 'wallet.test', name: 'Test', type: 'ANNOUNCED', namespace: 'eip155' };
const ACCOUNT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const OTHER_CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const MAINNET: Network = testNetwork(1, ['http://127.0.0.1:1']);
const BASICS: Script = { eth_requestAccounts: [ACCOUNT], eth_accounts: [ACCOUNT], eth_chainId: '0x1' };

/** A lazy connector over a scripted wallet whose code "fetch" is counted and can be made to fail. */
const setup = (script: Script = BASICS) => {
  const provider = scriptedProvider(script);
  const loads = { count: 0, fail: false };
  const connector = createLazyEip1193Connector(INFO, provider, async () => {
    loads.count += 1;
    if (loads.fail) throw new TypeError('Failed to fetch dynamically imported module');
    return createEip1193Connector;
  });
  return { connector, provider, loads };
};

describe('createLazyEip1193Connector', () => {
  it('has its info at once and fetches nothing until used', () => {
    const { connector, provider, loads } = setup();
    expect(connector.info).toEqual(INFO);
    connector.on('accountsChanged', () => undefined);
    expect(loads.count).toEqual(0);
    expect(provider.calls).toEqual([]);
  });

  it('forwards the real connector’s events to listeners added before its code was fetched', async () => {
    const { connector, provider, loads } = setup();
    const heard: unknown[] = [];
    connector.on('connect', (accounts) => heard.push(['connect', accounts]));
    connector.on('accountsChanged', (accounts) => heard.push(['accountsChanged', accounts]));
    connector.on('chainChanged', (id) => heard.push(['chainChanged', id]));
    const stop = connector.on('disconnect', (info) => heard.push(['disconnect', info]));
    stop();

    const session = await connector.connect({ network: MAINNET });
    expect(session.accounts).toEqual({ accounts: [CHECKSUMMED], caipNetworkId: 'eip155:1' });
    provider.emit('accountsChanged', [OTHER]);
    provider.emit('chainChanged', '0x89');
    provider.emit('disconnect', { code: 4900, message: 'gone' });

    expect(heard).toEqual([
      ['connect', { accounts: [CHECKSUMMED], caipNetworkId: 'eip155:1' }],
      ['accountsChanged', [OTHER_CHECKSUMMED]],
      ['chainChanged', 'eip155:137'],
    ]);
    expect(loads.count).toEqual(1);
  });

  it('fetches the code once for concurrent first calls and keeps the one connector after', async () => {
    const { connector, provider, loads } = setup();
    const [first, second, restored] = await Promise.all([
      connector.connect({ network: MAINNET }),
      connector.connect({ network: MAINNET }),
      connector.reconnect({ network: MAINNET }),
    ]);
    expect([first, second, restored].map((session) => session?.accounts.accounts)).toEqual([
      [CHECKSUMMED],
      [CHECKSUMMED],
      [CHECKSUMMED],
    ]);
    await connector.disconnect();
    expect(loads.count).toEqual(1);
    // One real connector: its one provider watch, removed by its disconnect.
    expect(provider.listenerCount()).toEqual(0);
  });

  it('reconnect: a wallet that authorises no account answers nothing and nothing is fetched', async () => {
    const { connector, provider, loads } = setup({ ...BASICS, eth_accounts: [] });
    expect(await connector.reconnect({ network: MAINNET })).toBeUndefined();
    expect(loads.count).toEqual(0);
    expect(provider.calls.map((call) => call.method)).toEqual(['eth_accounts']);
  });

  it('reconnect: an authorised wallet comes back through the real connector, checksummed and watched', async () => {
    const { connector, provider, loads } = setup();
    const chains: string[] = [];
    connector.on('chainChanged', (id) => chains.push(id));
    const session = await connector.reconnect({ network: MAINNET });
    expect(session?.accounts).toEqual({ accounts: [CHECKSUMMED], caipNetworkId: 'eip155:1' });
    expect(loads.count).toEqual(1);
    provider.emit('chainChanged', '0xa');
    expect(chains).toEqual(['eip155:10']);
  });

  it('reconnect: a wallet whose eth_accounts fails gets the real connector’s answer (its mapped failure)', async () => {
    const { connector, loads } = setup({ eth_chainId: '0x1' });
    await expect(connector.reconnect({ network: MAINNET })).rejects.toMatchObject({
      kind: 'ProviderRpcFailure',
      code: 4200,
    });
    expect(loads.count).toEqual(1);
  });

  it('a failed fetch fails that call with RPC_NETWORK_ERROR; the next call fetches again', async () => {
    const { connector, loads } = setup();
    loads.fail = true;
    const failure = await connector.connect({ network: MAINNET }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LatchError);
    expect(failure).toMatchObject({
      code: 'RPC_NETWORK_ERROR',
      details: 'the injected connector code could not be fetched',
      cause: expect.any(TypeError),
    });
    await expect(connector.disconnect()).rejects.toMatchObject({ code: 'RPC_NETWORK_ERROR' });

    loads.fail = false;
    const session = await connector.connect({ network: MAINNET });
    expect(session.accounts.accounts).toEqual([CHECKSUMMED]);
    expect(loads.count).toEqual(3);
  });

  it('disconnect before any connect fetches the code and revokes the site’s permissions', async () => {
    const { connector, provider, loads } = setup({ ...BASICS, wallet_revokePermissions: null });
    await connector.disconnect();
    expect(loads.count).toEqual(1);
    expect(provider.calls).toEqual([{ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }]);
  });
});
