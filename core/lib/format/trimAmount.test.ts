import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISPLAY_DECIMALS } from './formatOptions.js';
import { parseDecimal } from './parseDecimal.js';
import { trimAmount } from './trimAmount.js';

const WEI = 10n ** 18n;

/** The decimals of a plain decimal text, and its significant ones (from its first non-zero digit). */
const fractionOf = (text: string) => {
  const fraction = text.split('.')[1] ?? '';
  return { decimals: fraction.length, significant: fraction.replace(/^0+/, '').length };
};

describe('trimAmount', () => {
  it('pins examples', () => {
    expect(trimAmount(10001532388698583106791n, 18)).toBe('10001.532');
    expect(trimAmount(5n * 10n ** 17n, 18)).toBe('0.5');
    expect(trimAmount(12n * WEI, 18)).toBe('12');
    expect(trimAmount(532_388_698_583_106n, 18)).toBe('0.000532');
    expect(trimAmount(1n, 18)).toBe('0.000000000000000001');
    expect(trimAmount(0n, 18)).toBe('0');
    expect(trimAmount(123_456n, 2)).toBe('1234.56');
    expect(trimAmount(7n, 0)).toBe('7');
    expect(trimAmount(11n, 4)).toBe('0.001');
  });

  it('is never more than the value, above zero when the value is, and short: 3 decimals or 3 significant', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 36 }),
        (units, decimals) => {
          const text = trimAmount(units, decimals);
          const shown = parseDecimal(text)._unsafeUnwrap();
          // shown ≤ exact, compared at the common scale (the shown value never has more decimals than the token).
          expect(shown.scale).toBeLessThanOrEqual(decimals);
          expect(shown.units * 10n ** BigInt(decimals - shown.scale) <= units).toBe(true);
          expect(shown.units > 0n).toBe(units > 0n);
          const { decimals: places, significant } = fractionOf(text);
          if (units >= 10n ** BigInt(Math.max(0, decimals - DISPLAY_DECIMALS))) {
            expect(places).toBeLessThanOrEqual(DISPLAY_DECIMALS);
          } else expect(significant).toBeLessThanOrEqual(DISPLAY_DECIMALS);
        },
      ),
      { numRuns: 500 },
    );
  });
});
