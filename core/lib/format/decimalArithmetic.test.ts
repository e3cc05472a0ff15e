import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalArb } from '../../../testkits/arbitraries/transactions.js';
import { floorDiv, floorToPlaces, groupThousands, renderFixed, roundToPlaces } from './decimalArithmetic.js';

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

  it('floorToPlaces and roundToPlaces bracket the exact value', () => {
    fc.assert(
      fc.property(decimalArb(), fc.nat({ max: 20 }), (value, places) => {
        const exact = value.units * 10n ** BigInt(places); // value·10^places·10^scale
        const unit = 10n ** BigInt(value.scale);
        const floored = floorToPlaces(value, places);
        expect(floored * unit <= exact && exact < (floored + 1n) * unit).toBe(true);
        const rounded = roundToPlaces(value, places);
        const distance = rounded * unit - exact;
        expect(2n * (distance < 0n ? -distance : distance) <= unit).toBe(true);
      }),
    );
  });

  it('rounds halves away from zero', () => {
    expect(roundToPlaces({ units: 15n, scale: 1 }, 0)).toBe(2n);
    expect(roundToPlaces({ units: -15n, scale: 1 }, 0)).toBe(-2n);
    expect(roundToPlaces({ units: 14n, scale: 1 }, 0)).toBe(1n);
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
