import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { freePort } from '../devnet/freePort.js';
import type { RpcResponse } from './rpc/dispatch.js';
import { MAX_BATCH } from './rpc/dispatch.js';
import { MAX_BODY_BYTES } from './rpcServer.js';
import { type SolanaDevnet, startSolanaDevnet } from './startSolanaDevnet.js';

describe('solana devnet: hostile input gets JSON-RPC errors, never a crash', () => {
  let devnet: SolanaDevnet;
  const post = async (body: string) => {
    const response = await fetch(devnet.manifest.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return { status: response.status, json: (await response.json()) as RpcResponse & RpcResponse[] };
  };
  const call = (method: string, params: unknown) =>
    post(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }));

  beforeAll(async () => {
    devnet = await startSolanaDevnet({ port: await freePort(), slotMs: 100 });
  });
  afterAll(async () => {
    await devnet.stop();
  });

  it('answers bad JSON with a parse error and a body over the limit with 413', async () => {
    expect((await post('{"jsonrpc":')).json.error?.code).toBe(-32700);
    const huge = await post(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot', pad: 'x'.repeat(MAX_BODY_BYTES) }),
    );
    expect(huge.status).toBe(413);
    expect(huge.json.error?.code).toBe(-32600);
  });

  it('refuses malformed calls, unknown methods and oversized batches', async () => {
    expect((await post('42')).json.error?.code).toBe(-32600);
    expect((await post('{"jsonrpc":"1.0","id":1,"method":"getSlot"}')).json.error?.code).toBe(-32600);
    expect((await call('eth_chainId', [])).json.error?.code).toBe(-32601);
    const batch = Array.from({ length: MAX_BATCH + 1 }, (_, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'getSlot',
    }));
    expect((await post(JSON.stringify(batch))).json.error?.code).toBe(-32600);
    const ok = await post(JSON.stringify(batch.slice(0, 2)));
    expect(ok.json).toHaveLength(2);
  });

  it('checks every param type', async () => {
    const cases: [string, unknown][] = [
      ['getBalance', ['not-a-key']],
      ['getBalance', [42]],
      ['getBalance', 'string params'],
      ['getAccountInfo', [devnet.manifest.treasury, { encoding: 'base64+zstd' }]],
      ['getMultipleAccounts', [Array.from({ length: 101 }, () => devnet.manifest.treasury)]],
      ['getTokenAccountsByOwner', [devnet.manifest.treasury, { owner: devnet.manifest.treasury }]],
      ['getTokenAccountBalance', [devnet.manifest.treasury]],
      ['getMinimumBalanceForRentExemption', [-1]],
      ['getMinimumBalanceForRentExemption', ['165']],
      ['requestAirdrop', [devnet.manifest.treasury, 1e18]],
      ['sendTransaction', ['!!!', { encoding: 'base64' }]],
      ['sendTransaction', ['A'.repeat(5000), { encoding: 'base64' }]],
      ['simulateTransaction', [{}, {}]],
      ['getSignatureStatuses', [['nope']]],
      ['getFeeForMessage', ['AAAA']],
      ['getLatestBlockhash', [1, 2]],
    ];
    for (const [method, params] of cases) {
      const { json } = await call(method, params);
      expect({ method, code: json.error?.code }).toEqual({ method, code: -32602 });
    }
    expect((await call('getSlot', [])).json.result).toBeGreaterThanOrEqual(0);
  });

  it('bounds WebSocket input and still serves subscriptions', async () => {
    const socket = new WebSocket(devnet.manifest.wsUrl);
    await new Promise((resolve) => socket.once('open', resolve));
    const answers: (RpcResponse & { method?: string })[] = [];
    socket.on('message', (data) => answers.push(JSON.parse(data.toString())));
    socket.send('not json');
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'signatureSubscribe', params: [42] }));
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'slotSubscribe', params: [] }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answers[0]?.error?.code).toBe(-32700);
    expect(answers[1]?.error?.code).toBe(-32602);
    expect(typeof answers[2]?.result).toBe('number');
    expect(answers.some((message) => message.method === 'slotNotification')).toBe(true);
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    socket.send('x'.repeat(64 * 1024));
    expect(await closed).toBe(1009);
    expect((await call('getHealth', [])).json.result).toBe('ok');
  });
});
