import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evmAddressArb } from './arbitraries/connectors.js';
import {
  fakeSignature,
  MemoryWalletConnector,
  memoryEvmSigner,
  memoryNetwork,
  memorySolanaSigner,
  sampleConnectors,
} from './MemoryWalletConnector.js';

const EVM = memoryNetwork('eip155');

describe('MemoryWalletConnector', () => {
  it('approves: emits display_uri then connect, and becomes authorised', async () => {
    const connector = new MemoryWalletConnector({ id: 'wc', type: 'WALLET_CONNECT' }, { displayUri: 'wc:1' });
    const seen: unknown[] = [];
    connector.on('display_uri', (uri) => seen.push(uri));
    connector.on('connect', (accounts) => seen.push(accounts));
    const session = await connector.connect({ network: memoryNetwork('eip155', '10') });
    expect(seen).toEqual(['wc:1', { accounts: connector.accounts, caipNetworkId: 'eip155:10' }]);
    expect(session.connector.id).toBe('wc');
    expect(await connector.reconnect({ network: EVM })).toBeDefined();
    await connector.disconnect();
    expect(await connector.reconnect({ network: EVM })).toBeUndefined();
    expect(connector.calls).toEqual({ connect: 1, reconnect: 2, disconnect: 1 });
  });

  it('rejects with the EIP-1193 4001 error, or hangs', async () => {
    const connector = new MemoryWalletConnector({ id: 'a' });
    connector.connectBehaviour = 'reject';
    await expect(connector.connect({ network: EVM })).rejects.toEqual({
      code: 4001,
      message: 'User rejected the request.',
    });
    connector.connectBehaviour = 'hang';
    const outcome = await Promise.race([
      connector.connect({ network: EVM }).then(() => 'settled'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 5)),
    ]);
    expect(outcome).toBe('pending');
    connector.failReconnect = true;
    await expect(connector.reconnect({ network: EVM })).rejects.toMatchObject({ code: -32603 });
  });

  it('counts listeners per event and releases them', () => {
    const connector = new MemoryWalletConnector({ id: 'a' });
    const stops = [
      connector.on('chainChanged', () => undefined),
      connector.on('disconnect', () => undefined),
    ];
    expect(connector.listenerCount()).toBe(2);
    expect(connector.listenerCount('chainChanged')).toBe(1);
    for (const stop of stops) stop();
    expect(connector.listenerCount()).toBe(0);
    expect(connector.listenerCount('accountsChanged')).toBe(0);
  });

  it('signs deterministically with 65-byte signatures', async () => {
    await fc.assert(
      fc.asyncProperty(evmAddressArb, fc.string(), async (address, message) => {
        const signer = memoryEvmSigner();
        const signature = await signer.signMessage({ address, message });
        expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
        expect(await memoryEvmSigner().signMessage({ address, message })).toBe(signature);
      }),
    );
    const signer = memoryEvmSigner();
    const raw = await signer.signMessage({ address: '0x01', message: { raw: '0xdead' } });
    expect(raw).toBe(fakeSignature('0x01:0xdead'));
    const request = { from: '0x01', to: '0x02', value: 5n } as const;
    expect(await signer.sendTransaction({ request, network: EVM })).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await signer.signTypedData?.({ address: '0x01', typedData: { a: 1 } })).toMatch(/^0x/);
  });

  it('gives solana sessions a solana signer and answers eth_accounts only', async () => {
    const { phantom, metamask } = sampleConnectors();
    const session = phantom.session();
    expect(session.signer.namespace).toBe('solana');
    expect(session.accounts.caipNetworkId).toBe('solana:mainnet');
    const solana = memorySolanaSigner();
    expect(await solana.signTransaction({ transaction: 'tx' })).toBe('signed:tx');
    expect(await solana.signAndSendTransaction({ transaction: 'tx' })).toMatch(/^0x/);
    expect(await solana.signMessage({ pubkey: 'p', message: 'm' })).toBe(fakeSignature('p:m'));
    const evm = metamask.session(EVM);
    expect(await evm.request({ method: 'eth_accounts' })).toEqual(metamask.accounts);
    await expect(evm.request({ method: 'eth_foo' })).rejects.toMatchObject({ code: 4200 });
    expect(metamask.requests.map((r) => r.method)).toEqual(['eth_accounts', 'eth_foo']);
  });
});
