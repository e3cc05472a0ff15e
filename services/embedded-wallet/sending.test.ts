import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOOK_TIMEOUT_MS } from '../api/testing/hookTimeout.js';
import { rpc, startTestDevnet, type TestDevnet } from '../api/testing/testDevnet.js';
import { call, logIn, startTestWalletService, type TestWalletService } from './testing/testWalletService.js';

let devnet: TestDevnet;
let service: TestWalletService;

beforeAll(async () => {
  devnet = await startTestDevnet();
  service = await startTestWalletService({
    chainIds: [31337],
    rpcUrls: { 31337: devnet.chain.rpcUrl },
  });
}, HOOK_TIMEOUT_MS);

afterAll(async () => {
  await service?.close();
  await devnet?.stop();
}, HOOK_TIMEOUT_MS);

const balanceOf = async (address: string) =>
  BigInt(String(await rpc(devnet.chain.rpcUrl, 'eth_getBalance', [address, 'latest'])));

const send = (token: string, tx: Record<string, unknown>) =>
  call(service, 'POST', '/v1/rpc', {
    token,
    body: { method: 'eth_sendTransaction', params: [tx], chainId: 31337 },
  });

describe('eth_sendTransaction through the devnet', () => {
  it("signs with the session's key and sends: both balances change", async () => {
    const { token, user } = await logIn(service, 'sender@example.com');
    await rpc(devnet.chain.rpcUrl, 'anvil_setBalance', [user.address, '0x8ac7230489e80000']);
    const receiver = devnet.chain.accounts[1];
    if (receiver === undefined) throw new Error('no devnet account');
    const before = await balanceOf(receiver);
    const sent = await send(token, { from: user.address, to: receiver, value: '0xde0b6b3a7640000' });
    expect(sent).toMatchObject({ status: 200, body: { result: expect.stringMatching(/^0x[0-9a-f]{64}$/) } });
    const hash = (sent.body as { result: string }).result;
    const receipt = (await rpc(devnet.chain.rpcUrl, 'eth_getTransactionReceipt', [hash])) as {
      status: string;
      from: string;
    };
    expect(receipt.status).toBe('0x1');
    expect(receipt.from.toLowerCase()).toBe(user.address.toLowerCase());
    expect((await balanceOf(receiver)) - before).toBe(parseEther('1'));
    expect(await balanceOf(user.address)).toBeLessThan(parseEther('9'));
  });

  it("refuses to send from another wallet, and passes on the node's refusal as a 422", async () => {
    const { token, user } = await logIn(service, 'empty@example.com');
    const victim = devnet.chain.accounts[2];
    if (victim === undefined) throw new Error('no devnet account');
    expect(await send(token, { from: victim, to: user.address, value: '0x1' })).toMatchObject({
      status: 403,
      body: {
        reasons: [{ field: 'params', description: "The transaction's from is not this session's wallet" }],
      },
    });
    expect(await send(token, { from: user.address, to: victim, value: '0xde0b6b3a7640000' })).toMatchObject({
      status: 422,
      body: {
        reasons: [
          {
            field: 'transaction',
            description:
              'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
          },
        ],
      },
    });
    expect(await send(token, { from: user.address, to: victim, value: '12' })).toMatchObject({
      status: 400,
      body: { reasons: [{ description: 'Invalid value' }] },
    });
  });
});
