import { createPublicClient, http, parseEther, recoverTypedDataAddress, verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveAccounts } from './deriveAccounts.js';
import { executeRequest } from './executeRequest.js';
import { spawnAnvil, type TestAnvil } from './testing/spawnAnvil.js';
import type { WalletChain } from './walletChains.js';

const [alice, bob, stranger] = deriveAccounts(undefined, 3);
if (alice === undefined || bob === undefined || stranger === undefined) throw new Error('accounts');

const typedData = {
  domain: { name: 'Latch', version: '1', chainId: 31337 },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', contents: 'hi' },
} as const;

describe('executeRequest', () => {
  let anvil: TestAnvil;
  let chain: WalletChain;
  beforeAll(async () => {
    anvil = await spawnAnvil(31337);
    chain = { chainId: 31337, rpcUrl: anvil.rpcUrl };
  }, 20_000);
  afterAll(async () => {
    await anvil.stop();
  });
  const context = () => ({ accounts: [alice, bob], chain });

  it('personal_sign: hex as bytes, text as UTF-8, either parameter order', async () => {
    for (const params of [
      ['0x68656c6c6f', alice.address],
      [alice.address, '0x68656c6c6f'],
    ]) {
      const signature = (
        await executeRequest({ method: 'personal_sign', params }, context())
      )._unsafeUnwrap();
      expect(
        await verifyMessage({
          address: alice.address,
          message: 'hello',
          signature: signature as `0x${string}`,
        }),
      ).toBe(true);
    }
    const text = await executeRequest(
      { method: 'personal_sign', params: ['plain text', bob.address] },
      context(),
    );
    expect(
      await verifyMessage({
        address: bob.address,
        message: 'plain text',
        signature: text._unsafeUnwrap() as `0x${string}`,
      }),
    ).toBe(true);
  });

  it('eth_signTypedData_v4 from a JSON string', async () => {
    const signature = (
      await executeRequest(
        { method: 'eth_signTypedData_v4', params: [alice.address.toLowerCase(), JSON.stringify(typedData)] },
        context(),
      )
    )._unsafeUnwrap() as `0x${string}`;
    const { EIP712Domain: _d, ...types } = typedData.types;
    expect(await recoverTypedDataAddress({ ...typedData, types, signature })).toBe(alice.address);
  });

  it('eth_sendTransaction: signs, sends to the chain and the transfer is mined', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    const before = await client.getBalance({ address: stranger.address });
    const hash = (
      await executeRequest(
        {
          method: 'eth_sendTransaction',
          params: [
            { from: alice.address, to: stranger.address, value: `0x${parseEther('1.5').toString(16)}` },
          ],
        },
        context(),
      )
    )._unsafeUnwrap() as `0x${string}`;
    const receipt = await client.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect((await client.getBalance({ address: stranger.address })) - before).toBe(parseEther('1.5'));
  });

  it('answers with the right EIP-1193 codes', async () => {
    const code = async (method: string, params: unknown) =>
      (await executeRequest({ method, params }, context()))._unsafeUnwrapErr().code;
    expect(await code('personal_sign', ['0x00', stranger.address])).toBe(4100);
    expect(await code('eth_sendTransaction', [{ from: stranger.address, to: alice.address }])).toBe(4100);
    expect(await code('eth_signTypedData_v4', [alice.address, '{bad'])).toBe(-32602);
    expect(await code('personal_sign', [])).toBe(-32602);
    expect(await code('eth_sign', [alice.address, '0x00'])).toBe(4200);
    const broke = await executeRequest(
      {
        method: 'eth_sendTransaction',
        params: [
          { from: bob.address, to: stranger.address, value: `0x${parseEther('1000000').toString(16)}` },
        ],
      },
      context(),
    );
    expect(broke._unsafeUnwrapErr().code).toBe(-32603);
    expect((await executeRequest({ method: 'eth_chainId', params: [] }, context()))._unsafeUnwrap()).toBe(
      '0x7a69',
    );
  });
});
