import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTimestampFresh } from './isTimestampFresh.js';

const NOW_MS = 1_750_000_000_000;
const NOW_S = NOW_MS / 1000;

describe('isTimestampFresh', () => {
  it('accepts ±10 s inclusive and refuses one second more either way', () => {
    expect(isTimestampFresh(NOW_S, NOW_MS)).toBe(true);
    expect(isTimestampFresh(NOW_S - 10, NOW_MS)).toBe(true);
    expect(isTimestampFresh(NOW_S + 10, NOW_MS)).toBe(true);
    expect(isTimestampFresh(NOW_S - 11, NOW_MS)).toBe(false);
    expect(isTimestampFresh(NOW_S + 11, NOW_MS)).toBe(false);
  });

  it('compares against the exact server time in milliseconds', () => {
    expect(isTimestampFresh(NOW_S - 10, NOW_MS + 1)).toBe(false);
    expect(isTimestampFresh(NOW_S + 10, NOW_MS - 1)).toBe(false);
  });

  it('refuses milliseconds sent as seconds and non-finite values', () => {
    expect(isTimestampFresh(NOW_MS, NOW_MS)).toBe(false);
    expect(isTimestampFresh(Number.NaN, NOW_MS)).toBe(false);
    expect(isTimestampFresh(Number.POSITIVE_INFINITY, NOW_MS)).toBe(false);
  });

  it('is fresh exactly when the whole-second offset is at most 10 s', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (offset) => {
        expect(isTimestampFresh(NOW_S + offset, NOW_MS)).toBe(offset >= -10 && offset <= 10);
      }),
    );
  });
});
