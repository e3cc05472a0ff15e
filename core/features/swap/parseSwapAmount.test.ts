import { describe, expect, it } from 'vitest';
import { parseSwapAmount } from './parseSwapAmount.js';

describe('parseSwapAmount', () => {
  it('gives exact smallest units without floats', () => {
    expect(parseSwapAmount('1.5', 6)._unsafeUnwrap()).toBe(1_500_000n);
    expect(parseSwapAmount('0.1', 18)._unsafeUnwrap()).toBe(100_000_000_000_000_000n);
    expect(parseSwapAmount('.25', 2)._unsafeUnwrap()).toBe(25n);
    expect(parseSwapAmount(' 7 ', 0)._unsafeUnwrap()).toBe(7n);
    expect(parseSwapAmount('1.000', 0)._unsafeUnwrap()).toBe(1n);
    expect(parseSwapAmount('123456789012345678901234567890.123456789012345678', 18)._unsafeUnwrap()).toBe(
      123456789012345678901234567890123456789012345678n,
    );
  });

  it('refuses what is not a plain non-negative amount of the token', () => {
    for (const [text, decimals] of [
      ['abc', 6],
      ['', 6],
      ['-1', 6],
      ['1e3', 6],
      ['1,5', 6],
      ['1', -1],
      ['1', 1.5],
    ] as const) {
      const error = parseSwapAmount(text, decimals)._unsafeUnwrapErr();
      expect(error.code).toBe('AMOUNT_INVALID');
      expect(error.message).toBe('Amount must be digits with at most one decimal separator');
    }
    const precise = parseSwapAmount('0.0000001', 6)._unsafeUnwrapErr();
    expect(precise.code).toBe('AMOUNT_TOO_PRECISE');
    expect(precise.message).toBe('Amount can have at most 6 decimals');
    expect(parseSwapAmount('1,5', 6, { decimalMark: ',' })._unsafeUnwrap()).toBe(1_500_000n);
  });
});
