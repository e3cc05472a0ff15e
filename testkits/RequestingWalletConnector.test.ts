import { describe, expect, it } from 'vitest';
import { memoryNetwork, USER_REJECTED } from './MemoryWalletConnector.js';
import { REQUESTING_WALLET_CAPABILITIES, RequestingWalletConnector } from './RequestingWalletConnector.js';

const ADDRESS = '0x00000000000000000000000000000000000000aa';
const L2 = memoryNetwork('eip155', '31338');

const connected = async () => {
  const wallet = new RequestingWalletConnector({ id: 'io.metamask' }, { accounts: [ADDRESS] });
  return { wallet, session: await wallet.connect({ network: memoryNetwork('eip155') }) };
};

describe('RequestingWalletConnector', () => {
  it('answers an EIP-1193 wallet’s methods deterministically and records each request', async () => {
    const { wallet, session } = await connected();
    const tx = { from: ADDRESS, to: ADDRESS, value: '0x1' };
    const hash = await session.request({ method: 'eth_sendTransaction', params: [tx] });
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await session.request({ method: 'eth_sendTransaction', params: [tx] })).toBe(hash);
    expect(await session.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })).toMatch(
      /^0x[0-9a-f]{130}$/,
    );
    expect(await session.request({ method: 'eth_signTypedData_v4', params: [ADDRESS, '{}'] })).toMatch(/^0x/);
    expect(await session.request({ method: 'wallet_getCapabilities', params: [ADDRESS] })).toEqual({
      '0x1': REQUESTING_WALLET_CAPABILITIES,
    });
    const { id } = (await session.request({ method: 'wallet_sendCalls', params: [{ calls: [] }] })) as {
      id: string;
    };
    expect(await session.request({ method: 'wallet_getCallsStatus', params: [id] })).toMatchObject({
      id,
      status: 200,
    });
    expect(wallet.requests.map((request) => request.method)).toEqual([
      'eth_sendTransaction',
      'eth_sendTransaction',
      'personal_sign',
      'eth_signTypedData_v4',
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
    ]);
  });

  it('refuses other methods with 4200, and the next request with 4001 when told to', async () => {
    const { wallet, session } = await connected();
    await expect(session.request({ method: 'eth_foo' })).rejects.toMatchObject({ code: 4200 });
    wallet.rejectNext = true;
    await expect(session.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })).rejects.toBe(
      USER_REJECTED,
    );
    expect(await session.request({ method: 'eth_accounts' })).toEqual([ADDRESS]);
  });

  it('switches chains: the wallet moves and emits chainChanged', async () => {
    const { wallet, session } = await connected();
    const heard: string[] = [];
    wallet.on('chainChanged', (id) => heard.push(id));
    await session.switchNetwork?.(L2);
    expect(wallet.caipNetworkId).toBe('eip155:31338');
    expect(heard).toEqual(['eip155:31338']);
  });
});
