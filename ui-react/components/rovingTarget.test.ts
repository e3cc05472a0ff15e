import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rovingTarget } from './rovingTarget.js';

const KEYS = ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End'] as const;

describe('rovingTarget', () => {
  it('moves by one in a list and by a row in a grid', () => {
    expect(rovingTarget('ArrowDown', 0, 5, 1)).toBe(1);
    expect(rovingTarget('ArrowUp', 0, 5, 1)).toBe(0);
    expect(rovingTarget('ArrowRight', 0, 5, 1)).toBeUndefined();
    expect(rovingTarget('ArrowDown', 1, 10, 4)).toBe(5);
    expect(rovingTarget('ArrowRight', 1, 10, 4)).toBe(2);
    expect(rovingTarget('ArrowDown', 8, 10, 4)).toBe(9);
    expect(rovingTarget('Home', 7, 10, 4)).toBe(0);
    expect(rovingTarget('End', 2, 10, 4)).toBe(9);
    expect(rovingTarget('Enter', 2, 10, 4)).toBeUndefined();
    expect(rovingTarget('ArrowDown', 0, 0, 1)).toBeUndefined();
  });

  it('property: navigation never leaves the list, and Home/End reach its ends', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KEYS),
        fc.integer({ min: -3, max: 60 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 6 }),
        (key, index, count, columns) => {
          const target = rovingTarget(key, index, count, columns);
          if (target === undefined) {
            expect(columns === 1 && /Left|Right/.test(key)).toBe(true);
            return;
          }
          expect(target).toBeGreaterThanOrEqual(0);
          expect(target).toBeLessThan(count);
          if (key === 'Home') expect(target).toBe(0);
          if (key === 'End') expect(target).toBe(count - 1);
        },
      ),
    );
  });

  it('property: down then up returns to the start unless an end was hit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 6 }), (count, columns) => {
        for (let index = 0; index < count; index++) {
          const down = rovingTarget('ArrowDown', index, count, columns) ?? index;
          if (down === index + columns) expect(rovingTarget('ArrowUp', down, count, columns)).toBe(index);
        }
      }),
    );
  });
});
