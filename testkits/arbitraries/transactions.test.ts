import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalArb,
  historyPagesArb,
  isoWithOffset,
  minedAtArb,
  renderDecimal,
  toHistoryPages,
} from './transactions.js';

describe('transaction arbitraries', () => {
  it('history pages link by cursor, end with null and hold distinct ids', () => {
    fc.assert(
      fc.property(historyPagesArb(), (pages) => {
        expect(pages.length).toBeGreaterThan(0);
        pages.forEach((page, index) => {
          expect(page.next).toBe(index < pages.length - 1 ? `cursor-${index + 1}` : null);
        });
        const ids = pages.flatMap((page) => page.data.map((tx) => tx.id));
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
    expect(toHistoryPages([], [3])).toEqual([{ data: [], next: null }]);
  });

  it('writes instants in any offset and renders decimals', () => {
    expect(isoWithOffset(Date.UTC(2024, 0, 1), 0)).toBe('2024-01-01T00:00:00Z');
    expect(isoWithOffset(Date.UTC(2024, 0, 1), 330)).toBe('2024-01-01T05:30:00+05:30');
    expect(isoWithOffset(Date.UTC(2024, 0, 1), -300)).toBe('2023-12-31T19:00:00-05:00');
    expect(renderDecimal(-5n, 3, 1)).toBe('-0.0050');
    expect(renderDecimal(12n, 0)).toBe('12');
    fc.assert(
      fc.property(minedAtArb, decimalArb(), (iso, sample) => {
        expect(Number.isNaN(Date.parse(iso))).toBe(false);
        expect(sample.text).toMatch(/^-?\d+(\.\d+)?$/);
      }),
    );
  });
});
