import fc from 'fast-check';
import { parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { FEE_DISPLAY_DECIMALS, formatFeeAmount } from './formatFeeAmount.js';

describe('formatFeeAmount', () => {
  it('rounds up to 6 decimals: never below the fee, less than 0.000001 above it', () => {
    const step = 10n ** BigInt(18 - FEE_DISPLAY_DECIMALS);
    fc.assert(
      fc.property(fc.bigInt({ min: step, max: 10n ** 24n }), (units) => {
        const shown = parseUnits(formatFeeAmount(units, 18), 18);
        expect(shown >= units).toBe(true);
        expect(shown - units < step).toBe(true);
      }),
    );
  });

  it('shows small fees, zero and coarse tokens readably', () => {
    expect(formatFeeAmount(21_000n * 1_000_000_000n, 18)).toBe('0.000021');
    expect(formatFeeAmount(21_000n * 1_000_000_001n, 18)).toBe('0.000022');
    expect(formatFeeAmount(1n, 18)).toBe('<0.000001');
    expect(formatFeeAmount(0n, 18)).toBe('0');
    expect(formatFeeAmount(1_234_567n, 6)).toBe('1.234567');
    expect(formatFeeAmount(5n, 0)).toBe('5');
  });
});
