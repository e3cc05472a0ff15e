import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transactionsArb } from '../../../testkits/arbitraries/transactions.js';
import { groupedSections } from './groupedSections.js';
import { groupTransactions } from './groupTransactions.js';

describe('groupedSections', () => {
  it('lists every non-empty month once, newest first, with the grouped transactions', () => {
    fc.assert(
      fc.property(transactionsArb(), (txs) => {
        const grouped = groupTransactions(txs);
        const sections = groupedSections(grouped);
        const keys = sections.map((s) => s.year * 12 + s.month);
        expect([...keys].sort((a, b) => b - a)).toEqual(keys);
        expect(new Set(keys).size).toBe(keys.length);
        for (const section of sections) {
          expect(section.transactions.length).toBeGreaterThan(0);
          expect(section.transactions).toBe(grouped[section.year]?.[section.month]);
        }
        expect(sections.flatMap((s) => s.transactions)).toHaveLength(txs.length);
      }),
    );
  });

  it('orders years and months numerically and skips empty months', () => {
    const [tx] = fc.sample(transactionsArb({ minLength: 1, maxLength: 1 }), { numRuns: 1, seed: 2 })[0] ?? [];
    if (!tx) throw new Error('sample');
    const sections = groupedSections({ 999: { 0: [tx] }, 2024: { 1: [tx], 10: [tx], 5: [] }, 2023: {} });
    expect(sections.map((s) => [s.year, s.month])).toEqual([
      [2024, 10],
      [2024, 1],
      [999, 0],
    ]);
    expect(groupedSections({})).toEqual([]);
  });
});
