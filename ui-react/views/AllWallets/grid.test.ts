import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foundMessage, GRID_COLUMNS, SEARCH_DEBOUNCE_MS, SKELETON_KEYS, skeletonCount } from './grid.js';

describe('the AllWallets grid', () => {
  it('has 4 tiles per row and a 300 ms search debounce', () => {
    expect(GRID_COLUMNS).toBe(4);
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(skeletonCount(0)).toBe(16);
  });

  it('announces how many wallets a search found', () => {
    expect(foundMessage(0)).toBe('No wallet found');
    expect(foundMessage(1)).toBe('1 wallet found');
    expect(foundMessage(12)).toBe('12 wallets found');
  });

  it('property: placeholders end on a full row, show at least two rows, and never run out of keys', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), (shown) => {
        const count = skeletonCount(shown);
        expect((shown + count) % GRID_COLUMNS).toBe(0);
        expect(count).toBeGreaterThanOrEqual(8);
        expect(count).toBeLessThanOrEqual(SKELETON_KEYS.length);
      }),
    );
  });
});
