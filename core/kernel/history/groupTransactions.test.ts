import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../ports/index.js';
import { transactionArb, transactionsArb } from '../../../testkits/arbitraries/transactions.js';
import { groupTransactions } from './groupTransactions.js';
import { parseMinedAt } from './parseMinedAt.js';

const flatten = (byYear: ReturnType<typeof groupTransactions>): Transaction[] =>
  Object.values(byYear).flatMap((months) => Object.values(months).flat());
const byId = (a: Transaction, b: Transaction) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

describe('groupTransactions', () => {
  it('loses nothing and adds nothing (multiset equality)', () => {
    fc.assert(
      fc.property(transactionsArb(), (txs) => {
        expect(flatten(groupTransactions(txs)).sort(byId)).toEqual([...txs].sort(byId));
      }),
    );
  });

  it('groups by UTC year and month index of minedAt', () => {
    fc.assert(
      fc.property(transactionsArb(), (txs) => {
        const grouped = groupTransactions(txs);
        for (const tx of txs) {
          const date = new Date(parseMinedAt(tx.metadata.minedAt) ?? Number.NaN);
          expect(grouped[date.getUTCFullYear()]?.[date.getUTCMonth()]).toContain(tx);
        }
      }),
    );
  });

  it('sorts every group newest first, keeping input order for equal times', () => {
    fc.assert(
      fc.property(transactionsArb({ maxLength: 40 }), (txs) => {
        const lists = Object.values(groupTransactions(txs)).flatMap((months) => Object.values(months));
        for (const list of lists) {
          for (let i = 1; i < list.length; i++) {
            const prev = list[i - 1];
            const curr = list[i];
            if (!prev || !curr) throw new Error('index');
            const dt =
              (parseMinedAt(prev.metadata.minedAt) ?? 0) - (parseMinedAt(curr.metadata.minedAt) ?? 0);
            expect(dt).toBeGreaterThanOrEqual(0);
            if (dt === 0) expect(txs.indexOf(prev)).toBeLessThan(txs.indexOf(curr));
          }
        }
      }),
    );
  });

  it('pins UTC month and year edges (offsets do not move a transaction to local time)', () => {
    const [base] = fc.sample(transactionArb(), { numRuns: 1, seed: 5 });
    if (!base) throw new Error('sample');
    const tx = (id: string, minedAt: string) => ({ ...base, id, metadata: { ...base.metadata, minedAt } });
    const newYear = tx('new-year', '2024-01-01T01:00:00+02:00');
    const jan = tx('jan', '2024-01-15T00:00:00Z');
    const late = tx('late', '2024-01-31T23:00:00-05:00');
    expect(groupTransactions([jan, newYear, late])).toEqual({
      2023: { 11: [newYear] },
      2024: { 0: [jan], 1: [late] },
    });
    expect(groupTransactions([])).toEqual({});
  });
});
