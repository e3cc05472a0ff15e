import fc from 'fast-check';
import { decodeFunctionData, erc20Abi, getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { evmAddressArb } from '../../../testkits/arbitraries/connectors.js';
import { buildSendRequest } from './buildSendRequest.js';

const USDC = getAddress('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48');
const FROM = getAddress('0x52908400098527886e0f7030069857d2e4169ee7');
const NATIVE = {
  chainId: 'eip155:1',
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
} as const;
const units = () => fc.bigInt({ min: 1n, max: 2n ** 256n - 1n });

describe('buildSendRequest', () => {
  it('sends the native token as a plain value transfer to the receiver', () => {
    fc.assert(
      fc.property(evmAddressArb, units(), (to, amountUnits) => {
        const request = buildSendRequest({ from: FROM, to: getAddress(to), token: NATIVE, amountUnits });
        expect(request._unsafeUnwrap()).toEqual({ from: FROM, to: getAddress(to), value: amountUnits });
      }),
    );
  });

  it('calls ERC-20 transfer(to, amount) on the token contract, with no value', () => {
    fc.assert(
      fc.property(evmAddressArb, units(), (to, amountUnits) => {
        const receiver = getAddress(to);
        const token = { chainId: 'eip155:1', address: `eip155:1:${USDC}` } as const;
        const request = buildSendRequest({ from: FROM, to: receiver, token, amountUnits })._unsafeUnwrap();
        expect(request).toMatchObject({ from: FROM, to: USDC });
        expect(request.value).toBeUndefined();
        const call = decodeFunctionData({ abi: erc20Abi, data: request.data ?? '0x' });
        expect(call).toEqual({ functionName: 'transfer', args: [receiver, amountUnits] });
      }),
    );
    const bare = buildSendRequest({
      from: FROM,
      to: FROM,
      token: { chainId: 'eip155:1', address: USDC },
      amountUnits: 1n,
    });
    expect(bare._unsafeUnwrap().to).toBe(USDC);
  });

  it('refuses a token whose address is not a contract on its own network: "A token is required"', () => {
    for (const address of [`eip155:10:${USDC}`, 'eip155:1:0x123', 'USDC', USDC.slice(2)] as const) {
      const error = buildSendRequest({
        from: FROM,
        to: FROM,
        token: { chainId: 'eip155:1', address },
        amountUnits: 1n,
      });
      expect(error._unsafeUnwrapErr().message).toBe('A token is required');
    }
  });
});
