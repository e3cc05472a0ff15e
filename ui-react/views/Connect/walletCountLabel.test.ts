import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { walletCountLabel } from './walletCountLabel.js';

describe('walletCountLabel', () => {
  it('shows small counts exactly and larger ones rounded down to tens', () => {
    expect(walletCountLabel(0)).toBeUndefined();
    expect(walletCountLabel(7)).toBe('7');
    expect(walletCountLabel(539)).toBe('530+');
    expect(walletCountLabel(Number.NaN)).toBeUndefined();
  });

  it('property: the label never claims more wallets than there are', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (count) => {
        const label = walletCountLabel(count) ?? '';
        const shown = Number.parseInt(label, 10);
        expect(shown).toBeLessThanOrEqual(count);
        expect(count - shown).toBeLessThan(10);
      }),
    );
  });
});
