import { describe, expect, it } from 'vitest';
import { useDevnetApi } from '../testing/devnetApi.js';
import { buildTestApi, expectFailure } from '../testing/testApi.js';

describe('POST /v1 JSON-RPC proxy (seeded devnet, PGlite)', () => {
  const api = useDevnetApi({ down: true, localProject: true });
  const call = (body: unknown, chainId = 'eip155:31337', projectId = 'latch-local') =>
    api.app.inject({
      method: 'POST',
      url: `/v1?chainId=${chainId}&projectId=${projectId}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it("forwards a single call and passes the node's answer through", async () => {
    const response = await call({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' });
  });

  it('forwards a batch, errors included, in order', async () => {
    const response = await call([
      { jsonrpc: '2.0', id: 'a', method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 'b', method: 'eth_getBalance', params: ['0xnot-an-address', 'latest'] },
      { jsonrpc: '2.0', id: 'c', method: 'eth_getBalance', params: [api.devnet.chain.treasury, 'latest'] },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { id: string; result?: unknown; error?: { code: number } }[];
    expect(body.map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
    expect(body[0]?.result).toBe('0x7a69');
    expect(body[1]?.error?.code).toBeLessThan(0);
    expect(typeof body[2]?.result).toBe('string');
  });

  it('refuses malformed requests and batches past 100 calls', async () => {
    const one = { jsonrpc: '2.0', id: 1, method: 'eth_chainId' };
    expectFailure(await call(Array.from({ length: 101 }, () => one)), 400, 'body');
    expectFailure(await call([]), 400, 'body');
    expectFailure(await call({ id: 1, method: 'eth_chainId' }), 400, 'body');
    expectFailure(await call([one, { jsonrpc: '2.0', id: 2 }]), 400, 'body.1');
    expectFailure(await call([one, { jsonrpc: '2.0', id: {}, method: 'x' }]), 400, 'body.1');
    expectFailure(await call('eth_chainId'), 400, 'body');
    expectFailure(await call(null), 400, 'body');
    expect((await call(Array.from({ length: 100 }, (_, id) => ({ ...one, id })))).statusCode).toBe(200);
  });

  it('refuses devnet control methods a hosted endpoint would not offer', async () => {
    const balance = await call({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: [api.devnet.chain.treasury, 'latest'],
    });
    const before = (balance.json() as { result: string }).result;
    const setBalance = {
      jsonrpc: '2.0',
      id: 2,
      method: 'anvil_setBalance',
      params: [api.devnet.chain.treasury, '0x0'],
    };
    expectFailure(await call(setBalance), 400, 'body');
    expectFailure(
      await call([
        { jsonrpc: '2.0', id: 3, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 4, method: 'evm_mine' },
      ]),
      400,
      'body.1',
    );
    const after = await call({
      jsonrpc: '2.0',
      id: 5,
      method: 'eth_getBalance',
      params: [api.devnet.chain.treasury, 'latest'],
    });
    expect((after.json() as { result: string }).result).toBe(before);
  });

  it('refuses unknown or malformed chains with 400, and answers 502 for a dead node', async () => {
    const one = { jsonrpc: '2.0', id: 1, method: 'eth_chainId' };
    expect(expectFailure(await call(one, 'eip155:1'), 400, 'chainId').reasons[0]?.description).toBe(
      'Chain eip155:1 is not supported',
    );
    expectFailure(await call(one, 'mainnet'), 400, 'chainId');
    expectFailure(await call(one, 'eip155:99999'), 502, 'chainId');
    expectFailure(await call(one, 'eip155:31337', 'ghost'), 403, 'projectId');
  });

  const treasuryBalance = async (): Promise<string> => {
    const response = await call({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: [api.devnet.chain.treasury, 'latest'],
    });
    return (response.json() as { result: string }).result;
  };

  it("never forwards signing, account or node-debugging methods (the devnet's accounts are unlocked)", async () => {
    const before = await treasuryBalance();
    const send = {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_sendTransaction',
      params: [{ from: api.devnet.chain.treasury, to: `0x${'11'.repeat(20)}`, value: '0x1' }],
    };
    const refused = expectFailure(await call(send), 400, 'body');
    expect(refused.reasons[0]?.description).toBe(
      'Invalid JSON-RPC request: eth_sendTransaction is not available through the proxy',
    );
    const message = `0x${'ab'.repeat(4)}`;
    for (const [method, params] of [
      ['eth_sign', [api.devnet.chain.treasury, message]],
      ['personal_sign', [message, api.devnet.chain.treasury]],
      ['eth_signTypedData_v4', [api.devnet.chain.treasury, '{}']],
      ['eth_accounts', []],
      ['debug_traceTransaction', [`0x${'00'.repeat(32)}`]],
      ['ots_getApiLevel', []],
      ['wallet_getCapabilities', []],
      ['no_such_method', []],
    ] as const) {
      expectFailure(await call({ jsonrpc: '2.0', id: 1, method, params }), 400, 'body');
    }
    // A batch is refused whole when any call is refused: nothing of it reaches the node.
    expectFailure(await call([{ jsonrpc: '2.0', id: 2, method: 'eth_chainId' }, send]), 400, 'body.1');
    expect(await treasuryBalance()).toBe(before);
  });

  it('forwards the read methods of the safe list and the fallback ping', async () => {
    const response = await call([
      { jsonrpc: '2.0', id: 1, method: 'net_listening' },
      { jsonrpc: '2.0', id: 2, method: 'eth_blockNumber' },
      {
        jsonrpc: '2.0',
        id: 3,
        method: 'eth_getCode',
        params: [api.devnet.chain.tokens.USDC.address, 'latest'],
      },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { result?: unknown }[];
    expect(body.map((entry) => typeof entry.result)).toEqual(['boolean', 'string', 'string']);
  });

  it("caps the node's answer: past the limit a 502, not the whole body", async () => {
    const capped = await buildTestApi(api.test, { chains: [api.devnet.chain], rpcResponseLimit: 300 });
    try {
      const small = await capped.inject({
        method: 'POST',
        url: '/v1?chainId=eip155:31337&projectId=latch-local',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
      });
      expect(small.statusCode).toBe(200);
      const big = await capped.inject({
        method: 'POST',
        url: '/v1?chainId=eip155:31337&projectId=latch-local',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'eth_getBlockByNumber',
          params: ['0x1', true],
        }),
      });
      const failure = expectFailure(big, 502, 'body');
      expect(failure.reasons[0]?.description).toMatch(/larger than 300 bytes/);
    } finally {
      await capped.close();
    }
  });
});
