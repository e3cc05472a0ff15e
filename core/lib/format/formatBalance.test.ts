import fc from 'fast-check';
import { formatUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { formatBalance } from './formatBalance.js';
import { formatDecimalString } from './formatDecimalString.js';
import { DUST_TEXT } from './formatOptions.js';
import { parseDecimal } from './parseDecimal.js';

const show = (value: bigint, decimals: number) => formatBalance(value, decimals)._unsafeUnwrap();
const UINT256_MAX = 2n ** 256n - 1n;

/** The thousandths a text shows ('<0.001' shows none, though it says the value is above zero). */
const thousandths = (text: string) => parseDecimal(text === DUST_TEXT ? '0.000' : text)._unsafeUnwrap().units;

describe('formatBalance (SPEC §5: floored to 3 decimals, 0.000 if zero, <0.001 if dust)', () => {
  it('pins examples', () => {
    expect(show(0n, 18)).toBe('0.000');
    expect(show(1234567890000000000n, 18)).toBe('1.234');
    expect(show(999999999999999999n, 18)).toBe('0.999');
    expect(show(1n, 18)).toBe('<0.001');
    expect(show(999999999999999n, 18)).toBe('<0.001');
    expect(show(10n ** 15n, 18)).toBe('0.001');
    expect(show(5n, 0)).toBe('5.000');
    expect(show(12345n, 2)).toBe('123.450');
    expect(show(-1n, 18)).toBe('-0.001');
    expect(formatBalance(1234567890123456789012n, 18, { thousands: true })._unsafeUnwrap()).toBe('1,234.567');
    expect(show(UINT256_MAX, 0)).toBe(`${UINT256_MAX}.000`);
    expect(show(UINT256_MAX, 77)).toBe('1.157');
  });

  it.each([-1, 1.5, 256, Number.NaN])('rejects decimals %s', (decimals) => {
    const error = formatBalance(1n, decimals)._unsafeUnwrapErr();
    expect(error.code).toBe('DECIMAL_INVALID');
  });

  it('is floor: shown ≤ exact < shown + 0.001 (checked with bigint)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -UINT256_MAX, max: UINT256_MAX }),
        fc.integer({ min: 0, max: 77 }),
        (value, decimals) => {
          const text = show(value, decimals);
          expect(text).toMatch(/^(-?\d+\.\d{3}|<0\.001)$/);
          const shown = thousandths(text);
          // '0.000' is for zero only (and a negative dust, floored to -0.001): above zero, it reads '<0.001'.
          if (shown === 0n) expect(text === DUST_TEXT).toBe(value > 0n);
          const scale = 10n ** BigInt(decimals);
          expect(shown * scale <= value * 1000n).toBe(true);
          expect(value * 1000n < (shown + 1n) * scale).toBe(true);
        },
      ),
    );
  });

  it('agrees with viem formatUnits followed by formatDecimalString', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: UINT256_MAX }),
        fc.integer({ min: 0, max: 77 }),
        (value, decimals) => {
          expect(show(value, decimals)).toBe(
            formatDecimalString(formatUnits(value, decimals))._unsafeUnwrap(),
          );
        },
      ),
    );
  });

  it('thousands separators change only the grouping', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -UINT256_MAX, max: UINT256_MAX }),
        fc.integer({ min: 0, max: 77 }),
        (value, decimals) => {
          const grouped = formatBalance(value, decimals, { thousands: true })._unsafeUnwrap();
          expect(grouped.replaceAll(',', '')).toBe(show(value, decimals));
          expect(grouped).toMatch(/^(-?\d{1,3}(,\d{3})*\.\d{3}|<0\.001)$/);
        },
      ),
    );
  });
});
