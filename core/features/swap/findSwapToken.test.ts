import { describe, expect, it } from 'vitest';
import type { SwapToken } from '../../../ports/index.js';
import { findSwapToken, sameSwapToken } from './findSwapToken.js';

const token = (address: `${string}:${string}:${string}`): SwapToken =>
  ({ address, symbol: 'T', name: 'T', decimals: 18, logoUri: '' }) as unknown as SwapToken;
const A = token('eip155:1:0xAbC0000000000000000000000000000000000001');
const B = token('eip155:1:0xabc0000000000000000000000000000000000002');

describe('findSwapToken', () => {
  it('finds a token by address, case ignored', () => {
    expect(findSwapToken([A, B], 'eip155:1:0xabc0000000000000000000000000000000000001')).toBe(A);
    expect(findSwapToken([A, B], undefined)).toBeUndefined();
    expect(findSwapToken([A], 'eip155:1:0x00')).toBeUndefined();
  });

  it('tells the same token by address, case ignored', () => {
    expect(sameSwapToken(A, token('eip155:1:0xabc0000000000000000000000000000000000001'))).toBe(true);
    expect(sameSwapToken(A, B)).toBe(false);
    expect(sameSwapToken(A, undefined)).toBe(false);
  });
});
