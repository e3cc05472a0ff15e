import { describe, expect, it } from 'vitest';
import { NATIVE_TOKEN } from './knownTokens.js';
import { toTokenBalance } from './toTokenBalance.js';

const icon = (symbol: string) => `http://x/${symbol}.svg`;
const usdc = {
  kind: 'erc20',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
  address: '0x0000000000000000000000000000000000000abc',
  priceSymbol: 'USDC',
} as const;

describe('toTokenBalance', () => {
  it('writes exact quantities and values from bigint amounts and decimal prices', () => {
    expect(toTokenBalance({ token: usdc, amount: 1_234_567n }, { USDC: '1' }, 'eip155:1', icon)).toEqual({
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:1',
      address: 'eip155:1:0x0000000000000000000000000000000000000abc',
      value: 1.234567,
      price: 1,
      quantity: { decimals: '6', numeric: '1.234567' },
      iconUrl: 'http://x/USDC.svg',
    });
    const wei = 123_456_789_012_345_678_901n; // 123.456789012345678901 ETH, past float precision
    const native = toTokenBalance({ token: NATIVE_TOKEN, amount: wei }, { WETH: '2500.5' }, 'eip155:1', icon);
    expect(native.quantity).toEqual({ decimals: '18', numeric: '123.456789012345678901' });
    expect(native.price).toBe(2500.5);
    expect(native.value).toBeCloseTo(308_703.701, 3);
  });

  it('has no value (and price 0) when the token has no price', () => {
    const entry = toTokenBalance(
      { token: NATIVE_TOKEN, amount: 10n ** 18n },
      { USDC: '1' },
      'eip155:1',
      icon,
    );
    expect(entry).not.toHaveProperty('value');
    expect(entry.price).toBe(0);
  });
});
