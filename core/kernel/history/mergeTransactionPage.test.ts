import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../ports/index.js';
import { transactionArb, transactionsArb } from '../../../testkits/arbitraries/transactions.js';
import { groupTransactions } from './groupTransactions.js';
import { EMPTY_GROUPING, mergeTransactionPage, type TransactionGrouping } from './mergeTransactionPage.js';
import { parseMinedAt } from './parseMinedAt.js';

const fold = (pages: readonly (readonly Transaction[])[]): TransactionGrouping =>
  pages.reduce<TransactionGrouping>((state, page) => mergeTransactionPage(state, page), EMPTY_GROUPING);

const firstOccurrences = (txs: readonly Transaction[]): Transaction[] =>
  txs.filter((tx, index) => txs.findIndex((other) => other.id === tx.id) === index);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Pages drawn from a pool of transactions, so ids repeat across and within pages. */
const overlappingPagesArb = transactionsArb({ minLength: 1, maxLength: 15 }).chain((pool) =>
  fc.array(fc.array(fc.constantFrom(...pool), { maxLength: 8 }), { maxLength: 5 }),
);

const at = (id: string, minedAt: string): Transaction => {
  const [tx] = fc.sample(transactionArb(), { numRuns: 1, seed: 11 });
  if (!tx) throw new Error('sample');
  return { ...tx, id, metadata: { ...tx.metadata, minedAt } };
};

describe('mergeTransactionPage', () => {
  it('merging pages one by one equals grouping them all at once', () => {
    fc.assert(
      fc.property(overlappingPagesArb, (pages) => {
        const merged = fold(pages);
        expect(merged.transactionsByYear).toEqual(groupTransactions(pages.flat()));
        expect(merged.transactions).toEqual(firstOccurrences(pages.flat()));
      }),
    );
  });

  it('is idempotent and leaves its input untouched', () => {
    fc.assert(
      fc.property(overlappingPagesArb, transactionsArb({ maxLength: 8 }), (pages, page) => {
        const state = deepFreeze(fold(pages));
        const once = mergeTransactionPage(state, page);
        expect(mergeTransactionPage(once, page)).toBe(once);
        expect(mergeTransactionPage(once, [])).toBe(once);
        expect(mergeTransactionPage(once, state.transactions)).toBe(once);
      }),
    );
  });

  it('keeps the flat list in arrival order with unique ids, earlier entries first', () => {
    fc.assert(
      fc.property(overlappingPagesArb, transactionsArb({ maxLength: 8 }), (pages, page) => {
        const state = fold(pages);
        const next = mergeTransactionPage(state, page);
        expect(next.transactions.slice(0, state.transactions.length)).toEqual(state.transactions);
        const ids = next.transactions.map((tx) => tx.id);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });

  it('keeps an undatable transaction in the flat list only', () => {
    const bad = at('bad', 'not a date');
    const good = at('good', '2024-05-01T10:00:00Z');
    const merged = mergeTransactionPage(EMPTY_GROUPING, [bad, good]);
    expect(merged.transactions.map((tx) => tx.id)).toEqual(['bad', 'good']);
    expect(merged.transactionsByYear).toEqual({ 2024: { 4: [good] } });
  });

  it('places a later page between earlier entries by time, ties after the earlier arrival', () => {
    const a = at('a', '2024-05-20T00:00:00Z');
    const b = at('b', '2024-05-10T00:00:00Z');
    const c = at('c', '2024-05-15T00:00:00Z');
    const tie = at('tie', '2024-05-10T00:00:00Z');
    const state = mergeTransactionPage(EMPTY_GROUPING, [a, b]);
    const next = mergeTransactionPage(state, [tie, c]);
    expect(next.transactionsByYear[2024]?.[4]?.map((tx) => tx.id)).toEqual(['a', 'c', 'b', 'tie']);
    expect(state.transactionsByYear[2024]?.[4]?.map((tx) => tx.id)).toEqual(['a', 'b']);
  });

  it('every month holds only its own UTC month, newest first', () => {
    fc.assert(
      fc.property(overlappingPagesArb, (pages) => {
        const { transactionsByYear } = fold(pages);
        for (const [year, months] of Object.entries(transactionsByYear)) {
          for (const [month, list] of Object.entries(months)) {
            const times = list.map((tx) => parseMinedAt(tx.metadata.minedAt) ?? Number.NaN);
            for (const ms of times) {
              expect(new Date(ms).toISOString().slice(0, 7)).toBe(
                `${year}-${String(Number(month) + 1).padStart(2, '0')}`,
              );
            }
            expect([...times].sort((x, y) => y - x)).toEqual(times);
          }
        }
      }),
    );
  });
});
