import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalArb } from '../../../testkits/arbitraries/transactions.js';
import { formatBalance } from './formatBalance.js';
import { DUST_TEXT } from './formatOptions.js';
import { formatQuantity } from './formatQuantity.js';
import { parseDecimal } from './parseDecimal.js';

const show = (text: string) => formatQuantity(text)._unsafeUnwrap();

/** `units / 10^decimals` as the data service writes a quantity ('249.1875'). */
const decimalToStringOf = (units: bigint, decimals: number): string => {
  const digits = units.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
};

describe('formatQuantity (SPEC §5: fungible quantity with 3 decimals)', () => {
  it('pins examples', () => {
    expect(show('1.2345')).toBe('1.234');
    expect(show('1.2349')).toBe('1.234');
    expect(show('249.1875')).toBe('249.187');
    expect(show('0.0004')).toBe('<0.001');
    expect(show('0')).toBe('0.000');
    expect(show('-0.0004')).toBe('0.000');
    expect(show('-1.0009')).toBe('-1.000');
    expect(show('7')).toBe('7.000');
    expect(formatQuantity('1234.5', { thousands: true })._unsafeUnwrap()).toBe('1,234.500');
    expect(formatQuantity('1e3')._unsafeUnwrapErr().code).toBe('DECIMAL_INVALID');
  });

  it('is never larger than the exact value, and less by under a thousandth', () => {
    fc.assert(
      fc.property(decimalArb(), (sample) => {
        const text = show(sample.text);
        if (text === DUST_TEXT) {
          expect(sample.units > 0n && sample.units * 1000n < 10n ** BigInt(sample.scale)).toBe(true);
          return;
        }
        expect(text).toMatch(/^-?\d+\.\d{3}$/);
        const shown = parseDecimal(text)._unsafeUnwrap().units;
        const scale = 10n ** BigInt(sample.scale);
        const magnitude = (n: bigint) => (n < 0n ? -n : n);
        const exact = magnitude(sample.units) * 1000n;
        expect(magnitude(shown) * scale <= exact).toBe(true);
        expect(exact < (magnitude(shown) + 1n) * scale).toBe(true);
      }),
    );
  });

  it('says what a balance of the same amount says (one rule: Swap, Send and Activity agree)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 24 }),
        (units, decimals) => {
          const numeric = decimalToStringOf(units, decimals);
          expect(formatQuantity(numeric, { thousands: true })._unsafeUnwrap()).toBe(
            formatBalance(units, decimals, { thousands: true })._unsafeUnwrap(),
          );
        },
      ),
    );
  });
});
