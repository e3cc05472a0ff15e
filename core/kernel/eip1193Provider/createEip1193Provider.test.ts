import { describe, expect, it } from 'vitest';
import { MemoryConnectorDiscovery, settleOn } from '../../../testkits/index.js';
import { LATCH_ACCOUNT, latchHarness } from '../../../testkits/latchHarness.js';
import { DEVNET, evmNetwork } from '../../../testkits/networks.js';
import { RequestingWalletConnector } from '../../../testkits/RequestingWalletConnector.js';
import { createLatchCore } from '../latch/index.js';
import { createEip1193Provider } from './createEip1193Provider.js';
import { ProviderRpcError } from './providerRpcError.js';
import type { Eip1193EventName, Eip1193Events } from './types.js';

const L2 = evmNetwork(31338, 'Latch Devnet L2', 'http://127.0.0.1:8546');

/** A Latch on the two devnets with one wallet that answers raw requests, and a provider over it. */
const setup = () => {
  const harness = latchHarness({ network: DEVNET });
  const wallet = new RequestingWalletConnector(
    { id: 'io.metamask', name: 'MetaMask' },
    { accounts: [LATCH_ACCOUNT], caipNetworkId: DEVNET.caipNetworkId },
  );
  const ports = { ...harness.ports, connectors: new MemoryConnectorDiscovery([wallet]) };
  const latch = createLatchCore(ports, { projectId: 'p', networks: [DEVNET, L2] })._unsafeUnwrap();
  const provider = createEip1193Provider(latch);
  const events: [Eip1193EventName, unknown][] = [];
  for (const name of ['connect', 'disconnect', 'chainChanged', 'accountsChanged'] as const)
    provider.on(name, (payload: Eip1193Events[typeof name]) => events.push([name, payload]));
  const connect = () =>
    settleOn(harness.clock, latch.connection.connect('io.metamask', { network: DEVNET })).then((result) =>
      result._unsafeUnwrap(),
    );
  return { ...harness, wallet, latch, provider, events, connect };
};

/** What a rejected request failed with: its code and message. */
const failure = async (pending: Promise<unknown>) => {
  const error = await pending.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderRpcError);
  const { code, message } = error as ProviderRpcError;
  return { code, message };
};

describe('createEip1193Provider: what Latch answers itself', () => {
  it('eth_accounts is [] until an eip155 wallet connects, then its accounts; eth_chainId is the chain in hex', async () => {
    const { provider, connect } = setup();
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    await connect();
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([LATCH_ACCOUNT]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
  });

  it('eth_requestAccounts opens Latch’s modal on its eip155 wallets and resolves once one connects', async () => {
    const { provider, latch, connect } = setup();
    let answered: unknown;
    void provider.request({ method: 'eth_requestAccounts' }).then((accounts) => {
      answered = accounts;
    });
    await Promise.resolve();
    expect(latch.modal.isOpen).toBe(true);
    expect(latch.modal.namespace).toBe('eip155');
    expect(answered).toBeUndefined();
    await connect();
    await Promise.resolve();
    expect(answered).toEqual([LATCH_ACCOUNT]);
  });

  it('eth_requestAccounts with a wallet connected answers at once, the modal left closed', async () => {
    const { provider, latch, connect } = setup();
    await connect();
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([LATCH_ACCOUNT]);
    expect(latch.modal.isOpen).toBe(false);
  });

  it('eth_requestAccounts rejects with 4001 when the modal closes without a connection', async () => {
    const { provider, latch } = setup();
    const pending = provider.request({ method: 'eth_requestAccounts' });
    await Promise.resolve();
    latch.modal.close();
    expect(await failure(pending)).toEqual({ code: 4001, message: 'User rejected the request.' });
    // Connecting later changes nothing for the rejected request, and a new one opens the modal again.
    const again = provider.request({ method: 'eth_requestAccounts' });
    await Promise.resolve();
    expect(latch.modal.isOpen).toBe(true);
    latch.modal.close();
    expect((await failure(again)).code).toBe(4001);
  });

  it('wallet_switchEthereumChain is Latch’s own switch: the wallet moves, Latch’s active network follows', async () => {
    const { provider, latch, wallet, connect, events } = setup();
    await connect();
    events.length = 0;
    const switched = provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    });
    expect(await switched).toBeNull();
    expect(wallet.caipNetworkId).toBe('eip155:31338');
    expect(latch.account.activeNetwork.caipNetworkId).toBe('eip155:31338');
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a');
    expect(events).toEqual([['chainChanged', '0x7a6a']]);
  });

  it('wallet_switchEthereumChain to a chain Latch is not configured with is 4902; malformed params -32602', async () => {
    const { provider, latch, connect } = setup();
    await connect();
    const unknown = await failure(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    );
    expect(unknown.code).toBe(4902);
    expect(unknown.message).toBe('An error occurred when attempting to switch chain.');
    for (const params of [undefined, [], [{ chainId: 1 }], [{ chainId: 'one' }]]) {
      const malformed = await failure(provider.request({ method: 'wallet_switchEthereumChain', params }));
      expect(malformed).toEqual({
        code: -32602,
        message: 'Invalid parameters were provided to the RPC method.',
      });
    }
    expect(latch.account.activeNetwork.caipNetworkId).toBe('eip155:31337');
  });

  it('a switch the wallet refuses is its EIP-1193 code with the catalogue’s text', async () => {
    const { provider, wallet, connect } = setup();
    await connect();
    const session = wallet.session(DEVNET);
    wallet.session = () => ({
      ...session,
      switchNetwork: () => Promise.reject({ code: 4001, message: 'MetaMask Tx Signature: User denied.' }),
    });
    // The live session is the one Latch connected with: reconnect so it holds the refusing one.
    await connect();
    const refused = await failure(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    );
    expect(refused).toEqual({ code: 4001, message: 'User rejected the request.' });
  });
});

describe('createEip1193Provider: what goes to the wallet', () => {
  it('signing, sending and EIP-5792 requests reach the eip155 session’s raw request as they are', async () => {
    const { provider, wallet, connect } = setup();
    await connect();
    const tx = { from: LATCH_ACCOUNT, to: LATCH_ACCOUNT, value: '0x1' };
    const hash = await provider.request({ method: 'eth_sendTransaction', params: [tx] });
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    const signature = await provider.request({ method: 'personal_sign', params: ['0x6869', LATCH_ACCOUNT] });
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(await provider.request({ method: 'wallet_getCapabilities', params: [LATCH_ACCOUNT] })).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
    });
    expect(await provider.request({ method: 'eth_blockNumber' }).catch(() => 'refused')).toBe('refused');
    expect(wallet.requests).toEqual([
      { method: 'eth_sendTransaction', params: [tx] },
      { method: 'personal_sign', params: ['0x6869', LATCH_ACCOUNT] },
      { method: 'wallet_getCapabilities', params: [LATCH_ACCOUNT] },
      { method: 'eth_blockNumber' },
    ]);
  });

  it('the wallet’s refusals are ProviderRpcErrors with their code and the catalogue’s text, never its own', async () => {
    const { provider, wallet, connect } = setup();
    await connect();
    wallet.rejectNext = true;
    expect(
      await failure(provider.request({ method: 'personal_sign', params: ['0x68', LATCH_ACCOUNT] })),
    ).toEqual({
      code: 4001,
      message: 'User rejected the request.',
    });
    expect(await failure(provider.request({ method: 'eth_foo' }))).toEqual({
      code: 4200,
      message: 'The Provider does not support the requested method.',
    });
  });

  it('with no eip155 wallet connected a wallet request is 4900, and it reaches no wallet', async () => {
    const { provider, wallet } = setup();
    expect(await failure(provider.request({ method: 'eth_sendTransaction', params: [{}] }))).toEqual({
      code: 4900,
      message: 'The Provider is disconnected from all chains.',
    });
    expect(wallet.requests).toEqual([]);
  });
});

describe('createEip1193Provider: events', () => {
  it('connect, accountsChanged and chainChanged follow Latch; a disconnect is accountsChanged [] then 4900', async () => {
    const { provider, latch, wallet, connect, events, clock } = setup();
    await connect();
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [LATCH_ACCOUNT]],
    ]);
    events.length = 0;
    const other = '0x00000000000000000000000000000000000000bb';
    wallet.emit('accountsChanged', [other, LATCH_ACCOUNT]);
    wallet.emit('chainChanged', 'eip155:31338');
    expect(events).toEqual([
      ['accountsChanged', [other, LATCH_ACCOUNT]],
      ['chainChanged', '0x7a6a'],
    ]);
    events.length = 0;
    await settleOn(clock, latch.connect.disconnect());
    expect(events.map(([name]) => name)).toEqual(['accountsChanged', 'disconnect']);
    expect(events[0]?.[1]).toEqual([]);
    expect(events[1]?.[1]).toMatchObject({ code: 4900 });
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
  });

  it('the wallet ending the session itself is a disconnect too; removeListener stops one listener', async () => {
    const { provider, wallet, connect, events } = setup();
    await connect();
    const heard: unknown[] = [];
    const listener = (accounts: readonly string[]) => heard.push(accounts);
    provider.on('accountsChanged', listener);
    provider.removeListener('accountsChanged', listener);
    events.length = 0;
    wallet.emit('disconnect', {});
    expect(events.map(([name]) => name)).toEqual(['accountsChanged', 'disconnect']);
    expect(heard).toEqual([]);
  });

  it('dispose stops every reaction, fails what waits with 4900 and refuses later requests', async () => {
    const { provider, latch, connect, events } = setup();
    const pending = provider.request({ method: 'eth_requestAccounts' });
    await Promise.resolve();
    provider.dispose();
    expect((await failure(pending)).code).toBe(4900);
    await connect();
    latch.modal.close();
    expect(events).toEqual([]);
    expect((await failure(provider.request({ method: 'eth_accounts' }))).code).toBe(4900);
  });
});
