import { expect, it } from 'vitest';
import type { SwapToken } from '../../../ports/index.js';
import { SUGGESTED_SWAP_SYMBOLS } from './constants.js';
import { orderSwapTokens } from './orderSwapTokens.js';

const token = (symbol: string, address: string): SwapToken => ({
  name: symbol,
  symbol,
  address: `eip155:1:${address}`,
  decimals: 18,
  logoUri: '',
});

it('lists the suggested symbols first in their order (case ignored), then the rest in server order, once each', () => {
  const tokens = [
    token('ZZZ', '0x01'),
    token('dai', '0x02'),
    token('AAA', '0x03'),
    token('USDC', '0x04'),
    token('WETH', '0x05'),
    token('USDC', '0x04'),
  ];
  expect(orderSwapTokens(tokens).map((t) => t.symbol)).toEqual(['WETH', 'USDC', 'dai', 'ZZZ', 'AAA']);
  expect(orderSwapTokens(tokens, ['AAA']).map((t) => t.symbol)).toEqual([
    'AAA',
    'ZZZ',
    'dai',
    'USDC',
    'WETH',
  ]);
});

it('suggests about 27 distinct symbols (SPEC §9)', () => {
  expect(SUGGESTED_SWAP_SYMBOLS).toHaveLength(27);
  expect(new Set(SUGGESTED_SWAP_SYMBOLS).size).toBe(27);
});
