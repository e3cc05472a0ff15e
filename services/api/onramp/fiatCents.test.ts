import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents } from '../../../core/features/onramp/index.js';
import { parseCents } from './fiatCents.js';

describe('parseCents / formatCents', () => {
  it('reads whole amounts and one or two decimals', () => {
    expect(parseCents('50')._unsafeUnwrap()).toBe(5_000n);
    expect(parseCents('50.5')._unsafeUnwrap()).toBe(5_050n);
    expect(parseCents('7500.00')._unsafeUnwrap()).toBe(750_000n);
    expect(parseCents('0.01')._unsafeUnwrap()).toBe(1n);
  });

  it('refuses anything that is not a plain amount, on the given field', () => {
    for (const bad of ['', '-1', '1.001', '1e3', ' 1', '01', '1.', '.5', 'NaN', '10000000000000']) {
      expect(parseCents(bad, 'presetFiatAmount')._unsafeUnwrapErr()).toEqual({
        kind: 'invalid',
        field: 'presetFiatAmount',
        description: `Invalid amount ${bad}`,
      });
    }
  });

  it('formats with two decimals', () => {
    expect(formatCents(5_050n)).toBe('50.50');
    expect(formatCents(7n)).toBe('0.07');
    expect(formatCents(-120n)).toBe('-1.20');
  });

  it('round-trips every cent amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 13n }), (cents) => {
        expect(parseCents(formatCents(cents))._unsafeUnwrap()).toBe(cents);
      }),
    );
  });
});
