import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { networkMonogram } from './networkMonogram.js';

describe('networkMonogram', () => {
  it('takes the initials of the first two words', () => {
    expect(networkMonogram('Ethereum')).toBe('E');
    expect(networkMonogram('BNB Smart Chain')).toBe('BS');
    expect(networkMonogram('solana devnet')).toBe('SD');
    expect(networkMonogram('zkSync-Era')).toBe('ZE');
    expect(networkMonogram('  ')).toBe('?');
  });

  it('property: one or two upper-case characters, starting with the first letter or digit of the name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        const monogram = networkMonogram(name);
        const first = name.match(/[\p{L}\p{N}]/u)?.[0];
        if (first === undefined) expect(monogram).toBe('?');
        else {
          expect([...monogram].length).toBeGreaterThanOrEqual(1);
          expect([...monogram].length).toBeLessThanOrEqual(2);
          expect(monogram.startsWith(first.toUpperCase())).toBe(true);
          expect(monogram).toBe(monogram.toUpperCase());
        }
      }),
    );
  });
});
