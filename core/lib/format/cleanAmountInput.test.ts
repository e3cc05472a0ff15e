import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanAmountInput } from './cleanAmountInput.js';
import { parseAmount } from './parseAmount.js';

describe('cleanAmountInput', () => {
  it('keeps digits with one decimal separator, and the empty field', () => {
    for (const text of ['', '0', '12', '1.5', '.5', '5.', '0.000001']) {
      expect(cleanAmountInput(text)).toBe(text);
    }
    expect(cleanAmountInput('0,5', { decimalMark: ',' })).toBe('0,5');
    expect(cleanAmountInput('0.5', { decimalMark: ',' })).toBe('0.5');
  });

  it('refuses letters, signs, exponents and a second separator (the field stays as it was)', () => {
    for (const text of ['abc', '1e5', '1e5abc', '-1', '+1', '1.2.3', '1..', '0x10', '∞', '1/2']) {
      expect(cleanAmountInput(text), text).toBeUndefined();
    }
    expect(cleanAmountInput('0,5')).toBeUndefined();
    // A letter typed after the number is dropped like a currency code: the field keeps '1'.
    expect(cleanAmountInput('1a')).toBe('1');
    expect(cleanAmountInput('- 1')).toBeUndefined();
    expect(cleanAmountInput('1,5.5', { decimalMark: ',' })).toBeUndefined();
  });

  it('cleans a paste: spaces, a currency around the number, thousands grouping', () => {
    expect(cleanAmountInput(' 1 234.5 ')).toBe('1234.5');
    expect(cleanAmountInput('50 USD')).toBe('50');
    expect(cleanAmountInput('$50.25')).toBe('50.25');
    expect(cleanAmountInput('1.5 ETH')).toBe('1.5');
    expect(cleanAmountInput('1,234,567.89')).toBe('1234567.89');
    expect(cleanAmountInput('1.234.567,5', { decimalMark: ',' })).toBe('1234567,5');
    expect(cleanAmountInput('1\u00a0234,5\u00a0€', { decimalMark: ',' })).toBe('1234,5');
  });

  it('refuses more digits than any amount has', () => {
    expect(cleanAmountInput('9'.repeat(101))).toBeUndefined();
    expect(cleanAmountInput('9'.repeat(100))).toBe('9'.repeat(100));
  });

  it('keeps only what the amount rule reads: any input is refused, empty, or parses', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('.', ','), (text, decimalMark) => {
        const kept = cleanAmountInput(text, { decimalMark });
        if (kept === undefined || kept === '' || kept === '.' || kept === ',') return;
        expect(parseAmount(kept, 18, { decimalMark }).isOk() || /\d{19,}$/.test(kept)).toBe(true);
      }),
    );
  });
});
