import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, limitCents, parseCents, parseFiatCents } from './fiatCents.js';

describe('parseFiatCents', () => {
  it('reads whole and 1–2 decimal amounts in cents', () => {
    expect(parseFiatCents('50')._unsafeUnwrap()).toBe(5_000n);
    expect(parseFiatCents('50.5')._unsafeUnwrap()).toBe(5_050n);
    expect(parseFiatCents(' 7500.00 ')._unsafeUnwrap()).toBe(750_000n);
    expect(parseFiatCents('0.01')._unsafeUnwrap()).toBe(1n);
  });

  it("refuses more than two decimals, negatives and non-numbers with the amount rule's texts", () => {
    expect(parseFiatCents('50.123')._unsafeUnwrapErr().message).toBe('Amount can have at most 2 decimals');
    for (const text of ['-5', '1e3', '1,000', 'abc', '']) {
      expect(parseFiatCents(text)._unsafeUnwrapErr().code).toBe('AMOUNT_INVALID');
    }
  });

  it("takes `.5` and the locale's decimal mark", () => {
    expect(parseFiatCents('.5')._unsafeUnwrap()).toBe(50n);
    expect(parseFiatCents('12,34', { decimalMark: ',' })._unsafeUnwrap()).toBe(1_234n);
  });
});

describe('parseCents (a request amount)', () => {
  it('reads exactly what formatCents writes', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n - 1n }), (cents) => {
        expect(parseCents(formatCents(cents))._unsafeUnwrap()).toBe(cents);
      }),
    );
    expect(parseCents('50.5')._unsafeUnwrap()).toBe(5_050n);
  });

  it('refuses anything else, bounded to 12 whole digits', () => {
    for (const text of ['', '-1', '1.001', '1e3', ' 1', '01', '1.', '.5', 'NaN', '10000000000000']) {
      expect(parseCents(text)._unsafeUnwrapErr().code).toBe('AMOUNT_INVALID');
    }
  });
});

describe('formatCents', () => {
  it('always writes two decimals', () => {
    expect(formatCents(750_000n)).toBe('7500.00');
    expect(formatCents(5n)).toBe('0.05');
    expect(formatCents(0n)).toBe('0.00');
    expect(formatCents(-1_050n)).toBe('-10.50');
  });
});

describe('limitCents', () => {
  it('reads limits written with any number of decimals, rounding inwards', () => {
    expect(limitCents('10', 'min')).toBe(1_000n);
    expect(limitCents('7500.00', 'max')).toBe(750_000n);
    expect(limitCents('9.991', 'min')).toBe(1_000n);
    expect(limitCents('9.991', 'max')).toBe(999n);
    expect(limitCents('9.990', 'min')).toBe(999n);
  });

  it('ignores what is not a non-negative decimal', () => {
    expect(limitCents('ten', 'min')).toBeUndefined();
    expect(limitCents('-1', 'max')).toBeUndefined();
  });
});
