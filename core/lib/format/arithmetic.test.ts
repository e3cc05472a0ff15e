import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalArb } from '../../../testkits/arbitraries/transactions.js';
import { addDecimal } from './addDecimal.js';
import { compareDecimal } from './compareDecimal.js';
import { multiplyDecimal } from './multiplyDecimal.js';
import { parseDecimal } from './parseDecimal.js';

const product = (a: string, b: string) => multiplyDecimal(a, b)._unsafeUnwrap();
const sum = (a: string, b: string) => addDecimal(a, b)._unsafeUnwrap();
const compare = (a: string, b: string) => compareDecimal(a, b)._unsafeUnwrap();
/** a·10^sb vs b·10^sa: the exact ordering of two samples. */
const order = (a: { units: bigint; scale: number }, b: { units: bigint; scale: number }) => {
  const x = a.units * 10n ** BigInt(b.scale);
  const y = b.units * 10n ** BigInt(a.scale);
  return x === y ? 0 : x < y ? -1 : 1;
};

describe('multiplyDecimal / addDecimal / compareDecimal', () => {
  it('pins examples', () => {
    expect(product('1.5', '2')).toBe('3');
    expect(product('0.1', '0.2')).toBe('0.02');
    expect(product('123.456', '1000')).toBe('123456');
    expect(product('-2.5', '0.4')).toBe('-1');
    expect(product('0', '-5')).toBe('0');
    expect(
      product('115792089237316195423570985008687907853269984665640564039457584007913129639935', '0.000001'),
    ).toBe('115792089237316195423570985008687907853269984665640564039457584007913129.639935');
    expect(sum('0.1', '0.2')).toBe('0.3');
    expect(sum('1.50', '-1.5')).toBe('0');
    expect(compare('1.50', '1.5')).toBe(0);
    expect(compare('-1', '0.001')).toBe(-1);
    expect(compare('10', '9.999')).toBe(1);
  });

  it('rejects a malformed operand', () => {
    expect(multiplyDecimal('1e5', '2')._unsafeUnwrapErr().code).toBe('DECIMAL_INVALID');
    expect(addDecimal('1', '.')._unsafeUnwrapErr().code).toBe('DECIMAL_INVALID');
    expect(compareDecimal('--1', '1')._unsafeUnwrapErr().code).toBe('DECIMAL_INVALID');
  });

  it('multiplies exactly and commutatively', () => {
    fc.assert(
      fc.property(decimalArb(), decimalArb(), (a, b) => {
        const text = product(a.text, b.text);
        expect(product(b.text, a.text)).toBe(text);
        const value = parseDecimal(text)._unsafeUnwrap();
        expect(order(value, { units: a.units * b.units, scale: a.scale + b.scale })).toBe(0);
        expect(product(a.text, '1')).toBe(product(a.text, '1.000'));
      }),
    );
  });

  it('adds exactly: commutative, with an inverse', () => {
    fc.assert(
      fc.property(decimalArb(), decimalArb(), (a, b) => {
        expect(sum(a.text, b.text)).toBe(sum(b.text, a.text));
        expect(sum(a.text, product(a.text, '-1'))).toBe('0');
        expect(compare(sum(a.text, b.text), a.text)).toBe(
          order({ units: b.units, scale: b.scale }, { units: 0n, scale: 0 }),
        );
      }),
    );
  });

  it('compares exactly and antisymmetrically', () => {
    fc.assert(
      fc.property(decimalArb(), decimalArb(), (a, b) => {
        expect(compare(a.text, b.text)).toBe(order(a, b));
        expect(compare(b.text, a.text)).toBe(-order(a, b) || 0);
      }),
    );
  });
});
