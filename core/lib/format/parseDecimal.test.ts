import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalArb } from '../../../testkits/arbitraries/transactions.js';
import { isLatchError } from '../errors/index.js';
import { parseDecimal } from './parseDecimal.js';

const parsed = (text: string) => parseDecimal(text)._unsafeUnwrap();
/** Same value as units/10^scale (scales may differ). */
const sameValue = (a: { units: bigint; scale: number }, b: { units: bigint; scale: number }) =>
  a.units * 10n ** BigInt(b.scale) === b.units * 10n ** BigInt(a.scale);

describe('parseDecimal', () => {
  it('parses plain decimals exactly', () => {
    expect(parsed('12')).toEqual({ units: 12n, scale: 0 });
    expect(parsed('-0.50')).toEqual({ units: -50n, scale: 2 });
    expect(parsed('.25')).toEqual({ units: 25n, scale: 2 });
    expect(parsed('3.')).toEqual({ units: 3n, scale: 0 });
    expect(parsed('-0')).toEqual({ units: 0n, scale: 0 });
    expect(parsed('115792089237316195423570985008687907853269984665640564039457584007913129639935')).toEqual({
      units: 2n ** 256n - 1n,
      scale: 0,
    });
  });

  it.each([
    '',
    '.',
    '-',
    '-.',
    '1e5',
    '1E5',
    '--1',
    '+1',
    '1,000',
    ' 1',
    '1 ',
    '1.2.3',
    '0x10',
    'NaN',
    'Infinity',
    '١',
  ])('rejects %j with DECIMAL_INVALID', (text) => {
    const error = parseDecimal(text)._unsafeUnwrapErr();
    expect(isLatchError(error, 'DECIMAL_INVALID')).toBe(true);
    expect(error.message).toBe(`Invalid decimal number: ${text}`);
  });

  it('shortens very long invalid inputs in the message', () => {
    const error = parseDecimal(`${'9'.repeat(50)}x`)._unsafeUnwrapErr();
    expect(error.message).toBe(`Invalid decimal number: ${'9'.repeat(40)}…`);
  });

  it('reads back every rendered decimal with the same value', () => {
    fc.assert(
      fc.property(decimalArb(), (sample) => {
        expect(sameValue(parsed(sample.text), sample)).toBe(true);
      }),
    );
  });

  it('accepts only texts made of digits, one point and a leading minus', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('0', '1', '9', '.', '-', 'e', '+', ' ', ',') }),
        (text) => {
          const shapeOk = /^-?(\d+\.?\d*|\.\d+)$/.test(text);
          expect(parseDecimal(text).isOk()).toBe(shapeOk);
        },
      ),
    );
  });
});
