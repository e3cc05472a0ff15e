import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalArb } from '../../../testkits/arbitraries/transactions.js';
import { decimalToString } from './decimalToString.js';
import { parseDecimal } from './parseDecimal.js';

describe('decimalToString', () => {
  it('writes the canonical text', () => {
    expect(decimalToString({ units: 1500n, scale: 3 })).toBe('1.5');
    expect(decimalToString({ units: -2000n, scale: 3 })).toBe('-2');
    expect(decimalToString({ units: 0n, scale: 5 })).toBe('0');
    expect(decimalToString({ units: -5n, scale: 4 })).toBe('-0.0005');
    expect(decimalToString({ units: 120n, scale: 0 })).toBe('120');
  });

  it('is canonical: equal values give equal texts, and the text reads back to the value', () => {
    fc.assert(
      fc.property(decimalArb(), fc.nat({ max: 5 }), (sample, extra) => {
        const text = decimalToString(sample);
        const widened = decimalToString({
          units: sample.units * 10n ** BigInt(extra),
          scale: sample.scale + extra,
        });
        expect(widened).toBe(text);
        expect(text).not.toMatch(/\.\d*0$|^-0$|^-?0\d/);
        const back = parseDecimal(text)._unsafeUnwrap();
        expect(back.units * 10n ** BigInt(sample.scale)).toBe(sample.units * 10n ** BigInt(back.scale));
      }),
    );
  });
});
