import { describe, expect, it } from 'vitest';
import { priceFromReserves, toDecimalString } from './priceFromReserves.js';

const usdc = (n: bigint) => n * 10n ** 6n;
const e18 = (n: bigint) => n * 10n ** 18n;

describe('priceFromReserves', () => {
  it('prices a token against USDC across different decimals', () => {
    expect(
      priceFromReserves({
        tokenReserve: e18(1_000n),
        tokenDecimals: 18,
        quoteReserve: usdc(3_000_000n),
        quoteDecimals: 6,
      }),
    ).toBe('3000');
    expect(
      priceFromReserves({
        tokenReserve: e18(1_000_000n),
        tokenDecimals: 18,
        quoteReserve: usdc(1_000_000n),
        quoteDecimals: 6,
      }),
    ).toBe('1');
    expect(
      priceFromReserves({
        tokenReserve: e18(3n),
        tokenDecimals: 18,
        quoteReserve: usdc(1n),
        quoteDecimals: 6,
      }),
    ).toBe('0.333333333333333333');
    expect(
      priceFromReserves({
        tokenReserve: usdc(4n),
        tokenDecimals: 6,
        quoteReserve: e18(10n),
        quoteDecimals: 18,
      }),
    ).toBe('2.5');
  });

  it('has no price for an empty pool', () => {
    expect(
      priceFromReserves({ tokenReserve: 0n, tokenDecimals: 18, quoteReserve: 5n, quoteDecimals: 6 }),
    ).toBeUndefined();
    expect(
      priceFromReserves({ tokenReserve: 5n, tokenDecimals: 18, quoteReserve: 0n, quoteDecimals: 6 }),
    ).toBeUndefined();
  });

  it('writes decimals without trailing zeros', () => {
    expect(toDecimalString(1_500_000n, 6)).toBe('1.5');
    expect(toDecimalString(5n, 6)).toBe('0.000005');
    expect(toDecimalString(0n, 6)).toBe('0');
    expect(toDecimalString(42n, 0)).toBe('42');
  });
});
