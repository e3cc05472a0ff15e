import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameVariants } from './nameVariants.js';
import { validateNameLabel } from './validateNameLabel.js';

const take = (label: string, count: number): string[] => {
  const variants = nameVariants(label);
  return Array.from({ length: count }, () => variants.next().value);
};

const LABEL_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789-'.split('');
const label = fc.string({ unit: fc.constantFrom(...LABEL_CHARS), minLength: 4, maxLength: 64 });

describe('nameVariants', () => {
  it('starts with short suffixes and prefixes, then numbers', () => {
    expect(take('alice', 8)).toEqual([
      'alice1',
      'thealice',
      'alicex',
      'myalice',
      'alice-id',
      'itsalice',
      'alice2',
      'getalice',
    ]);
    expect(take('alice', 20).slice(-4)).toEqual(['alice4', 'alice5', 'alice6', 'alice8']);
  });

  it('shortens long labels so variants stay within 64 characters', () => {
    const long = 'a'.repeat(64);
    expect(take(long, 2)).toEqual([`${'a'.repeat(63)}1`, `the${'a'.repeat(61)}`]);
  });

  it('yields valid, distinct labels other than the input', () => {
    fc.assert(
      fc.property(label, (input) => {
        const variants = take(input, 60);
        expect(new Set(variants).size).toBe(variants.length);
        expect(variants).not.toContain(input);
        for (const variant of variants) expect(validateNameLabel(variant)._unsafeUnwrap()).toBe(variant);
      }),
      { numRuns: 200 },
    );
  });
});
