import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOOK_TIMEOUT_MS } from '../api/testing/hookTimeout.js';
import { rpc, startTestDevnet, type TestDevnet } from '../api/testing/testDevnet.js';
import { decodeCallsId, encodeCallsId } from './rpc/callsId.js';
import { call, logIn, startTestWalletService, type TestWalletService } from './testing/testWalletService.js';

// Safe reads, wallet_getCapabilities, wallet_sendCalls (sequential, EOA) and wallet_getCallsStatus on a devnet.

let devnet: TestDevnet;
let service: TestWalletService;
let session: Awaited<ReturnType<typeof logIn>>;

beforeAll(async () => {
  devnet = await startTestDevnet();
  service = await startTestWalletService({ chainIds: [31337], rpcUrls: { 31337: devnet.chain.rpcUrl } });
  session = await logIn(service, 'calls@example.com');
  await rpc(devnet.chain.rpcUrl, 'anvil_setBalance', [session.user.address, '0x8ac7230489e80000']);
}, HOOK_TIMEOUT_MS);

afterAll(async () => {
  await service?.close();
  await devnet?.stop();
}, HOOK_TIMEOUT_MS);

const rpcCall = (method: string, params: unknown[], token: string | undefined = session.token) =>
  call(service, 'POST', '/v1/rpc', { ...(token ? { token } : {}), body: { method, params, chainId: 31337 } });

const receiver = () => {
  const address = devnet.chain.accounts[2];
  if (address === undefined) throw new Error('no devnet account');
  return address;
};

describe('reads without the key', () => {
  it("answers the safe reads through the chain's node", async () => {
    const balance = await rpcCall('eth_getBalance', [session.user.address, 'latest']);
    expect(balance).toMatchObject({ status: 200, body: { result: '0x8ac7230489e80000' } });
    expect(await rpcCall('eth_chainId', [])).toMatchObject({ body: { result: '0x7a69' } });
  });

  it('passes a node error on, and still needs a session', async () => {
    const bad = await rpcCall('eth_getBalance', ['not-an-address', 'latest']);
    expect(bad.status).toBe(422);
    expect((await rpcCall('eth_blockNumber', [], '')).status).toBe(401);
  });

  it('reports an EOA: nothing atomic', async () => {
    expect(await rpcCall('wallet_getCapabilities', [session.user.address])).toMatchObject({
      status: 200,
      body: { result: { '0x7a69': { atomic: { status: 'unsupported' } } } },
    });
  });
});

describe('wallet_sendCalls', () => {
  it('sends the calls one after another and reports their receipts', async () => {
    const to = receiver();
    const before = BigInt(String(await rpc(devnet.chain.rpcUrl, 'eth_getBalance', [to, 'latest'])));
    const sent = await rpcCall('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: session.user.address,
        atomicRequired: false,
        calls: [
          { to, value: '0xde0b6b3a7640000' },
          { to, value: '0x6f05b59d3b20000' },
        ],
      },
    ]);
    expect(sent.status).toBe(200);
    const { id } = (sent.body as { result: { id: string } }).result;
    expect(decodeCallsId(id)?.hashes).toHaveLength(2);
    const after = BigInt(String(await rpc(devnet.chain.rpcUrl, 'eth_getBalance', [to, 'latest'])));
    expect(after - before).toBe(parseEther('1.5'));
    const status = await rpcCall('wallet_getCallsStatus', [id]);
    expect(status).toMatchObject({
      status: 200,
      body: { result: { id, chainId: '0x7a69', status: 200, atomic: false } },
    });
    const receipts = (status.body as { result: { receipts: { status: string }[] } }).result.receipts;
    expect(receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1']);
  });

  it('refuses atomic batches, too many calls, another chain and unknown ids', async () => {
    const to = receiver();
    const batch = (extra: Record<string, unknown>) =>
      rpcCall('wallet_sendCalls', [{ from: session.user.address, calls: [{ to }], ...extra }]);
    expect((await batch({ atomicRequired: true })).status).toBe(400);
    expect((await batch({ calls: Array.from({ length: 11 }, () => ({ to })) })).status).toBe(400);
    expect((await batch({ chainId: '0x1' })).status).toBe(400);
    expect((await rpcCall('wallet_getCallsStatus', ['0x1234'])).status).toBe(400);
    const foreign = encodeCallsId(1, [`0x${'ab'.repeat(32)}`]);
    expect((await rpcCall('wallet_getCallsStatus', [foreign])).status).toBe(400);
  });

  it('reports pending while a transaction has no receipt', async () => {
    const unknown = encodeCallsId(31337, [`0x${'cd'.repeat(32)}`]);
    expect(await rpcCall('wallet_getCallsStatus', [unknown])).toMatchObject({
      body: { result: { status: 100 } },
    });
  });
});
