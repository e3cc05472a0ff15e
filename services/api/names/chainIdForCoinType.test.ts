import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coinTypeForChainId } from '../../../core/lib/caip/index.js';
import { chainIdForCoinType } from './chainIdForCoinType.js';

describe('chainIdForCoinType', () => {
  it('reads 60 as Ethereum mainnet and 0x80000000 | c as chain c', () => {
    expect(chainIdForCoinType(60)._unsafeUnwrap()).toBe(1);
    expect(chainIdForCoinType(0x80007a69)._unsafeUnwrap()).toBe(31337);
    expect(chainIdForCoinType(0x80002105)._unsafeUnwrap()).toBe(8453);
    expect(chainIdForCoinType(0xffffffff)._unsafeUnwrap()).toBe(0x7fffffff);
  });

  it('inverts ENSIP-11 for every valid chain id', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 0x7fffffff }), (chainId) => {
        expect(chainIdForCoinType(coinTypeForChainId(chainId))._unsafeUnwrap()).toBe(chainId);
      }),
    );
  });

  it.each([
    ['another coin (Bitcoin)', 0],
    ['another coin (Solana)', 501],
    ['chain 0', 0x80000000],
    ['mainnet not as 60', 0x80000001],
    ['beyond 32 bits', 0x100000000],
    ['negative', -1],
    ['fractional', 60.5],
  ])('refuses %s as invalid on coin_type', (_, coinType) => {
    expect(chainIdForCoinType(coinType)._unsafeUnwrapErr()).toMatchObject({
      kind: 'invalid',
      field: 'coin_type',
    });
  });

  it('refuses every coin type outside 60 and the EVM range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0x7fffffff }).filter((value) => value !== 60),
        (coinType) => chainIdForCoinType(coinType).isErr(),
      ),
    );
  });
});
