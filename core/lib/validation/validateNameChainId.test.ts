import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coinTypeForChainId, MAINNET_COIN_TYPE } from '../caip/index.js';
import { NAME_CHAIN_ID_LIMIT, validateNameChainId } from './validateNameChainId.js';

describe('validateNameChainId', () => {
  it('accepts every positive integer below 0x80000000, as number or decimal string', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: NAME_CHAIN_ID_LIMIT - 1 }), (chainId) => {
        expect(validateNameChainId(chainId)._unsafeUnwrap()).toBe(chainId);
        expect(validateNameChainId(String(chainId))._unsafeUnwrap()).toBe(chainId);
      }),
    );
  });

  it('rejects 0x80000000 and above, zero, negatives and non-integers', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: NAME_CHAIN_ID_LIMIT, max: Number.MAX_SAFE_INTEGER }),
          fc.integer({ max: 0 }),
          fc.double().filter((value) => !Number.isInteger(value)),
        ),
        (chainId) => {
          const error = validateNameChainId(chainId)._unsafeUnwrapErr();
          expect(error.code).toBe('NAME_CHAIN_ID_INVALID');
          expect(error.message).toBe(`Chain id ${chainId} cannot be used to register a name`);
        },
      ),
    );
  });

  it('pins the limit and rejects non-decimal strings', () => {
    expect(NAME_CHAIN_ID_LIMIT).toBe(2147483648);
    expect(validateNameChainId(0x7fffffff).isOk()).toBe(true);
    expect(validateNameChainId(0x80000000).isErr()).toBe(true);
    for (const bad of ['', '0x1', '1.0', ' 1', 'eip155:1', '-1', '2147483648']) {
      expect(validateNameChainId(bad).isErr()).toBe(true);
    }
  });
});

describe('coinTypeForChainId', () => {
  it('sets the high bit of every other chain id (ENSIP-11) and stays unsigned', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: NAME_CHAIN_ID_LIMIT - 1 }), (chainId) => {
        const coinType = coinTypeForChainId(chainId);
        expect(coinType).toBe(NAME_CHAIN_ID_LIMIT + chainId);
        expect(coinType).toBe((0x80000000 | chainId) >>> 0);
      }),
    );
  });

  it('keeps mainnet at 60 and pins known chains', () => {
    expect(MAINNET_COIN_TYPE).toBe(60);
    expect(coinTypeForChainId(1)).toBe(60);
    expect(coinTypeForChainId(10)).toBe(2147483658);
    expect(coinTypeForChainId(8453)).toBe(2147492101);
  });
});
