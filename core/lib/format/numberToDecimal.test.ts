import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalToString } from './decimalToString.js';
import { numberToDecimal } from './numberToDecimal.js';

describe('numberToDecimal', () => {
  it('reads the shortest decimal text, including exponent forms', () => {
    expect(numberToDecimal(0.1)).toEqual({ units: 1n, scale: 1 });
    expect(numberToDecimal(-12.5)).toEqual({ units: -125n, scale: 1 });
    expect(numberToDecimal(1e-7)).toEqual({ units: 1n, scale: 7 });
    expect(numberToDecimal(1.5e21)).toEqual({ units: 1500000000000000000000n, scale: 0 });
    expect(numberToDecimal(-0)).toEqual({ units: 0n, scale: 0 });
  });

  it('gives undefined for NaN and infinities', () => {
    expect(numberToDecimal(Number.NaN)).toBeUndefined();
    expect(numberToDecimal(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(numberToDecimal(Number.NEGATIVE_INFINITY)).toBeUndefined();
  });

  it('round-trips every finite double through its decimal text', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const exact = numberToDecimal(value);
        expect(exact).toBeDefined();
        if (exact) expect(Number(decimalToString(exact))).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});
