import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalArb } from '../../../testkits/arbitraries/transactions.js';
import {
  floorDiv,
  floorToPlaces,
  groupThousands,
  renderFixed,
  truncateToPlaces,
} from './decimalArithmetic.js';

describe('decimal arithmetic helpers', () => {
  it('floorDiv rounds toward −∞', () => {
    expect(floorDiv(7n, 2n)).toBe(3n);
    expect(floorDiv(-7n, 2n)).toBe(-4n);
    expect(floorDiv(-8n, 2n)).toBe(-4n);
    fc.assert(
      fc.property(fc.bigInt(), fc.bigInt({ min: 1n, max: 10n ** 30n }), (a, b) => {
        const q = floorDiv(a, b);
        expect(q * b <= a && a < (q + 1n) * b).toBe(true);
      }),
    );
  });

  it('floorToPlaces and truncateToPlaces bracket the exact value', () => {
    fc.assert(
      fc.property(decimalArb(), fc.nat({ max: 20 }), (value, places) => {
        const exact = value.units * 10n ** BigInt(places); // value·10^places·10^scale
        const unit = 10n ** BigInt(value.scale);
        const floored = floorToPlaces(value, places);
        expect(floored * unit <= exact && exact < (floored + 1n) * unit).toBe(true);
        const cut = truncateToPlaces(value, places);
        const magnitude = (n: bigint) => (n < 0n ? -n : n);
        // Toward zero: never more in magnitude, less by under one unit of the last place.
        expect(magnitude(cut * unit) <= magnitude(exact)).toBe(true);
        expect(magnitude(exact) < (magnitude(cut) + 1n) * unit).toBe(true);
        expect(cut).toBe(exact >= 0n ? floored : -floorToPlaces({ ...value, units: -value.units }, places));
      }),
    );
  });

  it('truncates toward zero on both sides', () => {
    expect(truncateToPlaces({ units: 19n, scale: 1 }, 0)).toBe(1n);
    expect(truncateToPlaces({ units: -19n, scale: 1 }, 0)).toBe(-1n);
    expect(truncateToPlaces({ units: 7n, scale: 0 }, 2)).toBe(700n);
  });

  it('renders fixed decimals and groups thousands', () => {
    expect(renderFixed(0n, 3)).toBe('0.000');
    expect(renderFixed(-5n, 3)).toBe('-0.005');
    expect(renderFixed(1234567890n, 3, true)).toBe('1,234,567.890');
    expect(renderFixed(42n, 0)).toBe('42');
    expect(groupThousands('100')).toBe('100');
    expect(groupThousands('1000')).toBe('1,000');
  });
});
