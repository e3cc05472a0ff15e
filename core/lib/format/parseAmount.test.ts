import fc from 'fast-check';
import { formatUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../errors/index.js';
import { MAX_AMOUNT_DIGITS, parseAmount } from './parseAmount.js';

const units = (text: string, decimals: number, decimalMark?: string) =>
  parseAmount(text, decimals, { decimalMark })._unsafeUnwrap().units;
const code = (text: string, decimals = 18, decimalMark?: string) =>
  parseAmount(text, decimals, { decimalMark })._unsafeUnwrapErr().code;

describe('parseAmount', () => {
  it('reads digits with one separator exactly, `.5` and `5.` included', () => {
    expect(units('1.5', 6)).toBe(1_500_000n);
    expect(units('.5', 6)).toBe(500_000n);
    expect(units('5.', 6)).toBe(5_000_000n);
    expect(units('007', 0)).toBe(7n);
    expect(units('0', 18)).toBe(0n);
    expect(units('1.500000000', 6)).toBe(1_500_000n);
    expect(parseAmount('.5', 6)._unsafeUnwrap().decimal).toBe('0.5');
    expect(parseAmount('007.50', 6)._unsafeUnwrap().decimal).toBe('7.50');
    expect(parseAmount('12.', 6)._unsafeUnwrap().decimal).toBe('12');
  });

  it("reads the locale's decimal mark as well as '.', and drops the spaces of a paste", () => {
    expect(units('0,5', 2, ',')).toBe(50n);
    expect(units('0.5', 2, ',')).toBe(50n);
    expect(parseAmount('1,25', 2, { decimalMark: ',' })._unsafeUnwrap().decimal).toBe('1.25');
    expect(units(' 1 000.5\u00a0', 1)).toBe(10_005n);
    expect(units('1\u202f000', 0)).toBe(1_000n);
    expect(code('1,5')).toBe('AMOUNT_INVALID');
    expect(code('1,000.5', 18, ',')).toBe('AMOUNT_INVALID');
    // An unusable mark (a digit, a space, several characters) is ignored: '.' only.
    expect(units('1.5', 1, '5')).toBe(15n);
    expect(code('1ab5', 1, 'ab')).toBe('AMOUNT_INVALID');
  });

  it.each([
    '',
    '.',
    ' ',
    'abc',
    '1e5',
    '1e5abc',
    '1E5',
    '-1',
    '+1',
    '--1',
    '1.2.3',
    '0x10',
    'NaN',
    'Infinity',
    '١',
    '1/2',
  ])('refuses %j with the catalogue text', (text) => {
    const error = parseAmount(text, 18)._unsafeUnwrapErr();
    expect(error.code).toBe('AMOUNT_INVALID');
    expect(error.message).toBe('Amount must be digits with at most one decimal separator');
  });

  it('refuses more fraction digits than the token has, naming them', () => {
    const error = parseAmount('1.0000001', 6)._unsafeUnwrapErr();
    expect(error.code).toBe('AMOUNT_TOO_PRECISE');
    expect(error.message).toBe('Amount can have at most 6 decimals');
    expect(code('0.001', 2)).toBe('AMOUNT_TOO_PRECISE');
  });

  it('refuses bad token decimals and overlong texts', () => {
    for (const decimals of [-1, 1.5, 256, Number.NaN]) expect(code('1', decimals)).toBe('AMOUNT_INVALID');
    expect(code('9'.repeat(MAX_AMOUNT_DIGITS + 1), 0)).toBe('AMOUNT_INVALID');
    expect(code('9'.repeat(5_000), 0)).toBe('AMOUNT_INVALID');
    expect(units('9'.repeat(MAX_AMOUNT_DIGITS), 0)).toBe(10n ** BigInt(MAX_AMOUNT_DIGITS) - 1n);
  });

  it('reads back every amount formatted in units', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 256n }),
        fc.integer({ min: 0, max: 30 }),
        (value, decimals) => {
          expect(units(formatUnits(value, decimals), decimals)).toBe(value);
        },
      ),
    );
  });

  it('gives any string an amount or a catalogue error, never a raw parser text', () => {
    const texts = [CATALOGUE.AMOUNT_INVALID, CATALOGUE.AMOUNT_TOO_PRECISE.replace('{decimals}', '6')];
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom('1', '.', ',', 'e', '-', ' ', 'x') })),
        (text) => {
          const result = parseAmount(text, 6, { decimalMark: ',' });
          if (result.isErr()) expect(texts).toContain(result.error.message);
          else expect(/^\d+(\.\d+)?$/.test(result.value.decimal)).toBe(true);
        },
      ),
    );
  });
});
