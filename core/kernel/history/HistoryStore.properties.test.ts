import fc from 'fast-check';
import { observable, runInAction } from 'mobx';
import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type {
  GetHistoryRequest,
  HistoryApi,
  HistoryPage,
  Network,
  Transaction,
} from '../../../ports/index.js';
import { A1, A2, MAINNET, POLYGON } from '../../../testkits/accountHarness.js';
import { EVM_MAINNET, transactionsArb } from '../../../testkits/arbitraries/transactions.js';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import { MemoryDataService } from '../../../testkits/MemoryDataService.js';
import { setupAnalytics } from '../../../testkits/RecordingAnalyticsSink.js';
import { filterTransactions } from './filterTransactions.js';
import { createHistoryStore, type HistoryStore } from './HistoryStore.js';
import { parseMinedAt } from './parseMinedAt.js';
import type { HistoryTarget } from './resolveHistoryTarget.js';

const target = (address: string, network: Network): HistoryTarget => ({
  key: `${network.caipNetworkId}|${address}`,
  address,
  network,
});

const build = (history: HistoryApi, initial: HistoryTarget = target(A1, MAINNET)) => {
  const current = observable.box(initial, { deep: false });
  const store = createHistoryStore({
    history,
    target: () => current.get(),
    isSupported: () => okAsync(true),
    analytics: setupAnalytics().service,
  });
  return { store, show: (next: HistoryTarget) => runInAction(() => current.set(next)) };
};

/** Scrolls to the end as a view would: bursts of concurrent loadMore calls until nothing more comes. */
const scrollToEnd = async (store: HistoryStore, bursts: readonly number[]): Promise<void> => {
  for (let round = 0; round < 60 && store.hasMore; round++) {
    const burst = bursts[round % bursts.length] ?? 1;
    const calls = Array.from({ length: burst }, () => store.loadMore());
    await Promise.all(calls);
  }
};

const ids = (txs: readonly Transaction[]) => txs.map((tx) => tx.id);

describe('HistoryStore properties', () => {
  it('paging never duplicates or loses a transaction, and asks each cursor once', async () => {
    await fc.assert(
      fc.asyncProperty(
        transactionsArb({ maxLength: 30 }),
        fc.integer({ min: 1, max: 7 }),
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 6 }),
        async (txs, pageSize, bursts) => {
          const data = new MemoryDataService().seedHistory(A1, txs, pageSize);
          const { store } = build(data.history);
          await scrollToEnd(store, bursts);
          const expected = filterTransactions(txs, EVM_MAINNET);
          expect(ids(store.transactions)).toEqual(ids(expected));
          const cursors = (data.callsOf('history.getHistory') as GetHistoryRequest[]).map((r) => r.cursor);
          expect(new Set(cursors).size).toBe(cursors.length);
          expect(cursors).toHaveLength(Math.max(1, Math.ceil(txs.length / pageSize)));
          expect(store.status).toBe(expected.length === 0 ? 'empty' : 'ready');
        },
      ),
      { numRuns: 60 },
    );
  });

  it('pages that repeat transactions still show each one once, and every one of them', async () => {
    const pagesArb = transactionsArb({ minLength: 1, maxLength: 12 }).chain((pool) =>
      fc.array(fc.array(fc.constantFrom(...pool), { maxLength: 6 }), { minLength: 1, maxLength: 5 }),
    );
    await fc.assert(
      fc.asyncProperty(pagesArb, async (pages) => {
        const served: HistoryPage[] = pages.map((data, index) => ({
          data,
          next: index < pages.length - 1 ? `page-${index + 1}` : null,
        }));
        const history: HistoryApi = {
          getHistory: async ({ cursor }) =>
            served[cursor === undefined ? 0 : Number(cursor.slice(5))] ??
            served[0] ?? { data: [], next: null },
        };
        const { store } = build(history);
        await scrollToEnd(store, [2]);
        const shown = ids(store.transactions);
        expect(new Set(shown).size).toBe(shown.length);
        const wanted = new Set(ids(filterTransactions(pages.flat(), EVM_MAINNET)));
        expect(new Set(shown)).toEqual(wanted);
      }),
      { numRuns: 60 },
    );
  });

  it('sections are newest month first, each newest first, holding only their own UTC month', async () => {
    await fc.assert(
      fc.asyncProperty(
        transactionsArb({ chain: fc.constant(EVM_MAINNET), maxLength: 30 }),
        fc.integer({ min: 1, max: 9 }),
        async (txs, pageSize) => {
          const data = new MemoryDataService().seedHistory(A1, txs, pageSize);
          const { store } = build(data.history);
          await scrollToEnd(store, [1]);
          const keys = store.sections.map((s) => s.year * 12 + s.month);
          expect([...keys].sort((a, b) => b - a)).toEqual(keys);
          expect(new Set(keys).size).toBe(keys.length);
          const times: number[] = [];
          for (const section of store.sections) {
            expect(section.transactions.length).toBeGreaterThan(0);
            for (const tx of section.transactions) {
              const ms = parseMinedAt(tx.metadata.minedAt) ?? Number.NaN;
              expect([new Date(ms).getUTCFullYear(), new Date(ms).getUTCMonth()]).toEqual([
                section.year,
                section.month,
              ]);
              times.push(ms);
            }
          }
          expect([...times].sort((a, b) => b - a)).toEqual(times);
          const grouped = store.sections.flatMap((s) => ids(s.transactions));
          expect([...grouped].sort()).toEqual(ids(store.transactions).sort());
        },
      ),
      { numRuns: 60 },
    );
  });

  it('switching account or network part-way shows exactly the new history, nothing of the old one', async () => {
    await fc.assert(
      fc.asyncProperty(
        transactionsArb({ maxLength: 20 }),
        transactionsArb({ maxLength: 20 }),
        fc.integer({ min: 1, max: 5 }),
        fc.nat({ max: 4 }),
        fc.boolean(),
        async (first, second, pageSize, before, switchAccount) => {
          const data = new MemoryDataService()
            .seedHistory(A1, first, pageSize)
            .seedHistory(A2, second, pageSize);
          const { store, show } = build(data.history);
          for (let i = 0; i < before; i++) await store.loadMore();
          const inFlight = store.loadMore();
          const next = switchAccount ? target(A2, MAINNET) : target(A1, POLYGON);
          show(next);
          expect(store.transactions).toEqual([]);
          await inFlight;
          await flushMicrotasks();
          await scrollToEnd(store, [1, 3]);
          const source = switchAccount ? second : first;
          expect(ids(store.transactions)).toEqual(
            ids(filterTransactions(source, next.network.caipNetworkId)),
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});
