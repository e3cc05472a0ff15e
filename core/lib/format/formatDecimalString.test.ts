import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalArb } from '../../../testkits/arbitraries/transactions.js';
import { formatDecimalString } from './formatDecimalString.js';
import { DUST_TEXT } from './formatOptions.js';
import { parseDecimal } from './parseDecimal.js';

const show = (text: string) => formatDecimalString(text)._unsafeUnwrap();

describe('formatDecimalString (SPEC §5: floored to 3 decimals; dust as <0.001)', () => {
  it('pins examples', () => {
    expect(show('0')).toBe('0.000');
    expect(show('0.0009')).toBe('<0.001');
    expect(show('0.000')).toBe('0.000');
    expect(show('1.23456')).toBe('1.234');
    expect(show('1.9999')).toBe('1.999');
    expect(show('12')).toBe('12.000');
    expect(show('-0.0001')).toBe('-0.001');
    expect(show('.5')).toBe('0.500');
    expect(show('90071992547409931234.56789')).toBe('90071992547409931234.567');
    expect(formatDecimalString('1234567.8912', { thousands: true })._unsafeUnwrap()).toBe('1,234,567.891');
  });

  it('rejects malformed input instead of showing 0', () => {
    for (const text of ['', '.', '1e5', '--1', 'abc']) {
      expect(formatDecimalString(text)._unsafeUnwrapErr().code).toBe('DECIMAL_INVALID');
    }
  });

  it('is floor: shown ≤ exact < shown + 0.001', () => {
    fc.assert(
      fc.property(decimalArb(), fc.boolean(), (sample, thousands) => {
        const text = formatDecimalString(sample.text, { thousands })._unsafeUnwrap();
        if (text === DUST_TEXT) {
          expect(sample.units > 0n && sample.units * 1000n < 10n ** BigInt(sample.scale)).toBe(true);
          return;
        }
        expect(text).toMatch(thousands ? /^-?\d{1,3}(,\d{3})*\.\d{3}$/ : /^-?\d+\.\d{3}$/);
        const shown = parseDecimal(text.replaceAll(',', ''))._unsafeUnwrap().units;
        if (shown === 0n) expect(sample.units <= 0n).toBe(true);
        const scale = 10n ** BigInt(sample.scale);
        expect(shown * scale <= sample.units * 1000n).toBe(true);
        expect(sample.units * 1000n < (shown + 1n) * scale).toBe(true);
      }),
    );
  });
});
