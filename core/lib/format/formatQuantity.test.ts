import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalArb } from '../../../testkits/arbitraries/transactions.js';
import { formatQuantity } from './formatQuantity.js';
import { parseDecimal } from './parseDecimal.js';

const show = (text: string) => formatQuantity(text)._unsafeUnwrap();

describe('formatQuantity (SPEC §5: fungible quantity with 3 decimals)', () => {
  it('pins examples', () => {
    expect(show('1.2345')).toBe('1.235');
    expect(show('1.2344')).toBe('1.234');
    expect(show('0.0004')).toBe('0.000');
    expect(show('-0.0004')).toBe('0.000');
    expect(show('-1.0005')).toBe('-1.001');
    expect(show('7')).toBe('7.000');
    expect(formatQuantity('1234.5', { thousands: true })._unsafeUnwrap()).toBe('1,234.500');
    expect(formatQuantity('1e3')._unsafeUnwrapErr().code).toBe('DECIMAL_INVALID');
  });

  it('is within half a thousandth of the exact value', () => {
    fc.assert(
      fc.property(decimalArb(), (sample) => {
        const text = show(sample.text);
        expect(text).toMatch(/^-?\d+\.\d{3}$/);
        const shown = parseDecimal(text)._unsafeUnwrap().units;
        const scale = 10n ** BigInt(sample.scale);
        const distance = shown * scale - sample.units * 1000n;
        expect(2n * (distance < 0n ? -distance : distance) <= scale).toBe(true);
      }),
    );
  });
});
