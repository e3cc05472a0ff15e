import { describe, expect, it } from 'vitest';
import type { DevnetChain } from '../../devnet/manifest.js';
import { findKnownToken, knownTokens } from './knownTokens.js';

const token = (symbol: 'USDC' | 'DAI' | 'WETH', address: `0x${string}`, decimals: number) => ({
  symbol,
  name: symbol,
  decimals,
  address,
});

const chain = {
  tokens: {
    USDC: token('USDC', '0x0000000000000000000000000000000000000001', 6),
    DAI: token('DAI', '0x0000000000000000000000000000000000000002', 18),
    WETH: token('WETH', '0x0000000000000000000000000000000000000003', 18),
  },
  extraTokens: [
    { symbol: 'BNCH', name: 'Bench', decimals: 8, address: '0x00000000000000000000000000000000000000AA' },
    {
      symbol: 'xUSD',
      name: 'Other USD',
      decimals: 6,
      address: '0x00000000000000000000000000000000000000bb',
      pricedAs: 'USDC',
    },
  ],
} as unknown as DevnetChain;

describe('knownTokens', () => {
  it('lists native ether, the seeded tokens, then extra tokens with their pricing', () => {
    expect(knownTokens(chain).map((t) => [t.symbol, t.priceSymbol])).toEqual([
      ['ETH', 'WETH'],
      ['USDC', 'USDC'],
      ['DAI', 'DAI'],
      ['WETH', 'WETH'],
      ['BNCH', undefined],
      ['xUSD', 'USDC'],
    ]);
  });

  it('finds tokens by address whatever the case', () => {
    expect(findKnownToken(chain, '0x00000000000000000000000000000000000000aa')?.symbol).toBe('BNCH');
    expect(findKnownToken(chain, '0x00000000000000000000000000000000000000ff')).toBeUndefined();
  });
});
