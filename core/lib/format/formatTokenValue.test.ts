import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalArb } from '../../../testkits/arbitraries/transactions.js';
import { floorDiv } from './decimalArithmetic.js';
import { formatTokenValue, type TokenValue } from './formatTokenValue.js';
import { numberToDecimal } from './numberToDecimal.js';

/** sign × (dollars·100 + pennies), the cents the display stands for. */
const cents = (value: TokenValue): bigint => {
  if (value.kind !== 'amount') throw new Error('expected an amount');
  const magnitude = BigInt(value.dollars.replaceAll(',', '')) * 100n + BigInt(value.pennies);
  return value.negative ? -magnitude : magnitude;
};

describe('formatTokenValue (SPEC §5: dollars and two-digit pennies)', () => {
  it('pins examples', () => {
    expect(formatTokenValue('1234.567')).toEqual({
      kind: 'amount',
      negative: false,
      dollars: '1,234',
      pennies: '56',
    });
    expect(formatTokenValue(1234.56)).toEqual({
      kind: 'amount',
      negative: false,
      dollars: '1,234',
      pennies: '56',
    });
    expect(formatTokenValue(0)).toEqual({ kind: 'amount', negative: false, dollars: '0', pennies: '00' });
    expect(formatTokenValue(-0)).toEqual({ kind: 'amount', negative: false, dollars: '0', pennies: '00' });
    expect(formatTokenValue('0.05')).toEqual({
      kind: 'amount',
      negative: false,
      dollars: '0',
      pennies: '05',
    });
    expect(formatTokenValue(0.1 + 0.2)).toEqual({
      kind: 'amount',
      negative: false,
      dollars: '0',
      pennies: '30',
    });
    expect(formatTokenValue('-1.234')).toEqual({
      kind: 'amount',
      negative: true,
      dollars: '1',
      pennies: '24',
    });
    expect(formatTokenValue(1e21)).toEqual({
      kind: 'amount',
      negative: false,
      dollars: '1,000,000,000,000,000,000,000',
      pennies: '00',
    });
    expect(formatTokenValue(1e-7)).toEqual({ kind: 'amount', negative: false, dollars: '0', pennies: '00' });
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '', 'abc', '1e5', '--1'])(
    'marks %j unavailable, never 0',
    (input) => {
      expect(formatTokenValue(input)).toEqual({ kind: 'unavailable' });
    },
  );

  it('dollars and pennies recombine to floor(value × 100) for decimal strings', () => {
    fc.assert(
      fc.property(decimalArb(), (sample) => {
        const shown = formatTokenValue(sample.text);
        expect(cents(shown)).toBe(floorDiv(sample.units * 100n, 10n ** BigInt(sample.scale)));
        if (shown.kind === 'amount') {
          expect(shown.pennies).toMatch(/^\d{2}$/);
          expect(shown.dollars).toMatch(/^\d{1,3}(,\d{3})*$/);
        }
      }),
    );
  });

  it('numbers are read as their shortest decimal text, then floored to cents', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const exact = numberToDecimal(value);
        expect(exact).toBeDefined();
        if (exact === undefined) return;
        expect(cents(formatTokenValue(value))).toBe(floorDiv(exact.units * 100n, 10n ** BigInt(exact.scale)));
      }),
    );
  });
});
