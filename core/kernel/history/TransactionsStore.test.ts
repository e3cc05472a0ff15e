import fc from 'fast-check';
import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { GetHistoryRequest, HistoryApi, Network, Transaction } from '../../../ports/index.js';
import {
  caipNetworkIdArb,
  EVM_MAINNET,
  EVM_POLYGON,
  SOLANA_MAINNET,
  transactionArb,
  transactionsArb,
} from '../../../testkits/arbitraries/transactions.js';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import { httpFailure, MemoryDataService } from '../../../testkits/MemoryDataService.js';
import { filterTransactions } from './filterTransactions.js';
import { groupTransactions } from './groupTransactions.js';
import { createTransactionsStore } from './TransactionsStore.js';

const network = (caipNetworkId: `${string}:${string}`): Network => {
  const [namespace = 'eip155', id = '1'] = caipNetworkId.split(':');
  return {
    id,
    name: caipNetworkId,
    chainNamespace: namespace === 'solana' ? 'solana' : 'eip155',
    caipNetworkId,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://rpc.example'] } },
  };
};
const MAINNET = network(EVM_MAINNET);
const POLYGON = network(EVM_POLYGON);
const SOLANA = network(SOLANA_MAINNET);
const ACCOUNT = '0xabc0000000000000000000000000000000000001';

/** `count` clean (non-spam) transactions on one chain, with distinct ids. */
const onChain = (chain: `${string}:${string}`, count: number, seed = 1): Transaction[] =>
  fc.sample(
    fc.uniqueArray(transactionArb({ chain: fc.constant(chain), transfers: fc.constant([]) }), {
      selector: (tx) => tx.id,
      minLength: count,
      maxLength: count,
    }),
    { numRuns: 1, seed },
  )[0] ?? [];

const setup = () => {
  const data = new MemoryDataService();
  const store = createTransactionsStore({ history: data.history });
  const requests = () => data.callsOf('history.getHistory') as GetHistoryRequest[];
  return { data, store, requests };
};

describe('TransactionsStore', () => {
  it('loads the first page: loading while fetching, then merged page, cursor and flags', async () => {
    const { data, store, requests } = setup();
    const txs = onChain(EVM_MAINNET, 5);
    data.seedHistory(ACCOUNT, txs, 3);
    expect(store.hasMore).toBe(true);
    const pending = store.fetchNext(ACCOUNT, MAINNET);
    expect(store.loading).toBe(true);
    expect(store.lastNetworkInView).toBe(EVM_MAINNET);
    expect((await pending)._unsafeUnwrap()).toBe('fetched');
    expect(requests()).toEqual([{ account: ACCOUNT, chainId: EVM_MAINNET }]);
    expect(store.loading).toBe(false);
    expect(store.transactions).toEqual(txs.slice(0, 3));
    expect(store.transactionsByYear).toEqual(groupTransactions(txs.slice(0, 3)));
    expect(store.next).toBe('offset-3');
    expect(store.empty).toBe(false);

    expect((await store.fetchNext(ACCOUNT, MAINNET))._unsafeUnwrap()).toBe('fetched');
    expect(requests()[1]).toEqual({ account: ACCOUNT, chainId: EVM_MAINNET, cursor: 'offset-3' });
    expect(store.transactions).toEqual(txs);
    expect(store.next).toBeUndefined();
    expect(store.hasMore).toBe(false);
    expect((await store.fetchNext(ACCOUNT, MAINNET))._unsafeUnwrap()).toBe('complete');
    expect(requests()).toHaveLength(2);
    expect(store.sections.flatMap((s) => s.transactions)).toHaveLength(5);
  });

  it('paging to the end shows exactly the filtered, grouped history, one call per page', async () => {
    await fc.assert(
      fc.asyncProperty(
        transactionsArb({ maxLength: 25 }),
        fc.integer({ min: 1, max: 6 }),
        caipNetworkIdArb,
        async (txs, size, chain) => {
          const { data, store, requests } = setup();
          data.seedHistory(ACCOUNT, txs, size);
          const active = network(chain);
          for (let round = 0; round < 30; round++) {
            const outcome = (await store.fetchNext(ACCOUNT, active))._unsafeUnwrap();
            if (outcome !== 'fetched') break;
          }
          if (active.chainNamespace !== 'eip155') {
            expect(requests()).toHaveLength(0);
            expect(store.transactions).toEqual([]);
            expect(store.empty).toBe(true);
            return;
          }
          const shown = filterTransactions(txs, chain);
          expect(store.transactions).toEqual(shown);
          expect(store.transactionsByYear).toEqual(groupTransactions(shown));
          expect(store.empty).toBe(shown.length === 0);
          expect(requests()).toHaveLength(Math.max(1, Math.ceil(txs.length / size)));
          expect(store.loading).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('concurrent calls never fetch the same cursor twice', async () => {
    await fc.assert(
      fc.asyncProperty(
        transactionsArb({ chain: fc.constant(EVM_MAINNET), maxLength: 20 }),
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 8 }),
        async (txs, bursts) => {
          const { data, store, requests } = setup();
          data.seedHistory(ACCOUNT, txs, 3);
          for (const burst of bursts) {
            const calls = Array.from({ length: burst }, () => store.fetchNext(ACCOUNT, MAINNET));
            const results = await Promise.all(calls);
            expect(new Set(results.map((r) => r._unsafeUnwrap())).size).toBe(1);
          }
          const cursors = requests().map((r) => r.cursor ?? '');
          expect(new Set(cursors).size).toBe(cursors.length);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('shares the loading page with a second caller', async () => {
    const { data, store, requests } = setup();
    data.seedHistory(ACCOUNT, onChain(EVM_MAINNET, 2));
    const release = data.hold('history.getHistory');
    const first = store.fetchNext(ACCOUNT, MAINNET);
    const second = store.fetchNext(ACCOUNT, MAINNET);
    expect(second).toBe(first);
    release();
    expect((await second)._unsafeUnwrap()).toBe('fetched');
    expect(requests()).toHaveLength(1);
  });

  it('on failure empties the list, clears the cursor and returns TRANSACTIONS_FETCH_FAILED', async () => {
    const { data, store } = setup();
    data.seedHistory(ACCOUNT, onChain(EVM_MAINNET, 4), 2);
    await store.fetchNext(ACCOUNT, MAINNET);
    expect(store.transactions).toHaveLength(2);
    data.fail('history.getHistory', httpFailure(503, '/v1/account/x/history'), 1);
    const error = (await store.fetchNext(ACCOUNT, MAINNET))._unsafeUnwrapErr();
    expect(error.code).toBe('TRANSACTIONS_FETCH_FAILED');
    expect(error.message).toBe('Failed to fetch transactions');
    expect(error.data).toEqual({ status: 503, chainId: EVM_MAINNET });
    expect(error.cause).toEqual(httpFailure(503, '/v1/account/x/history'));
    expect(store.transactions).toEqual([]);
    expect(store.transactionsByYear).toEqual({});
    expect(store.next).toBeUndefined();
    expect(store.empty).toBe(true);
    expect(store.loading).toBe(false);
    expect(store.hasMore).toBe(false);

    store.reset();
    expect(store.hasMore).toBe(true);
    expect((await store.fetchNext(ACCOUNT, MAINNET))._unsafeUnwrap()).toBe('fetched');
    expect(store.transactions).toHaveLength(2);
  });

  it('turns a port that throws synchronously into the same error', async () => {
    const history: HistoryApi = {
      getHistory: () => {
        throw new Error('boom');
      },
    };
    const store = createTransactionsStore({ history });
    const error = (await store.fetchNext(ACCOUNT, MAINNET))._unsafeUnwrapErr();
    expect(error.code).toBe('TRANSACTIONS_FETCH_FAILED');
    expect(error.data).toEqual({ chainId: EVM_MAINNET });
  });

  it('asks nothing for namespaces without activity, or without an account (SPEC §1 eip155 only)', async () => {
    const { data, store, requests } = setup();
    data.seedHistory(ACCOUNT, onChain(SOLANA_MAINNET, 3));
    expect((await store.fetchNext(ACCOUNT, SOLANA))._unsafeUnwrap()).toBe('unsupported');
    expect(store.lastNetworkInView).toBe(SOLANA_MAINNET);
    expect(store.empty).toBe(true);
    expect(store.transactions).toEqual([]);
    expect((await store.fetchNext('', MAINNET))._unsafeUnwrap()).toBe('unsupported');
    expect(requests()).toHaveLength(0);
  });

  it('changing network clears the list and drops the answer for the old one', async () => {
    const { data, store, requests } = setup();
    const mainnet = onChain(EVM_MAINNET, 2, 1);
    const polygon = onChain(EVM_POLYGON, 2, 2);
    data.seedHistory(ACCOUNT, [...mainnet, ...polygon], 10);
    const release = data.hold('history.getHistory');
    const old = store.fetchNext(ACCOUNT, MAINNET);
    const current = store.fetchNext(ACCOUNT, POLYGON);
    expect(store.lastNetworkInView).toBe(EVM_POLYGON);
    expect(requests()).toHaveLength(2);
    release();
    expect((await old)._unsafeUnwrap()).toBe('superseded');
    expect((await current)._unsafeUnwrap()).toBe('fetched');
    expect(store.transactions).toEqual(polygon);
  });

  it('drops a stale failure without touching the new view', async () => {
    const { data, store } = setup();
    data.seedHistory(ACCOUNT, onChain(EVM_POLYGON, 1));
    const release = data.hold('history.getHistory');
    data.fail('history.getHistory', httpFailure(500), 1);
    const old = store.fetchNext(ACCOUNT, MAINNET);
    store.setLastNetworkInView(EVM_POLYGON);
    release();
    expect((await old)._unsafeUnwrap()).toBe('superseded');
    expect(store.empty).toBe(false);
    expect(store.loading).toBe(false);
  });

  it('setLastNetworkInView clears only for another network; another account starts over', async () => {
    const { data, store, requests } = setup();
    data.seedHistory(ACCOUNT, onChain(EVM_MAINNET, 3), 2);
    await store.fetchNext(ACCOUNT, MAINNET);
    store.setLastNetworkInView(EVM_MAINNET);
    expect(store.transactions).toHaveLength(2);
    await store.fetchNext('0xother', MAINNET);
    expect(store.transactions).toEqual([]);
    expect(requests()[1]).toEqual({ account: '0xother', chainId: EVM_MAINNET });
    store.setLastNetworkInView(EVM_POLYGON);
    expect(store.lastNetworkInView).toBe(EVM_POLYGON);
    expect(store.next).toBeUndefined();
    expect(store.empty).toBe(false);
  });

  it('treats a repeated or empty cursor as the end of the history', async () => {
    const pages = [
      { data: onChain(EVM_MAINNET, 1, 3), next: 'same' },
      { data: onChain(EVM_MAINNET, 1, 4), next: 'same' },
    ];
    let index = 0;
    const store = createTransactionsStore({
      history: { getHistory: async () => pages[index++] ?? { data: [], next: '' } },
    });
    await store.fetchNext(ACCOUNT, MAINNET);
    expect(store.next).toBe('same');
    await store.fetchNext(ACCOUNT, MAINNET);
    expect(store.next).toBeUndefined();
    expect(store.transactions).toHaveLength(2);
  });

  it('is observable: loading, empty and sections react', async () => {
    const { data, store } = setup();
    const [tx] = fc.sample(transactionArb({ chain: fc.constant(EVM_MAINNET), transfers: fc.constant([]) }), {
      numRuns: 1,
      seed: 9,
    });
    if (!tx) throw new Error('sample');
    data.seedHistory(ACCOUNT, [tx]);
    const seen: string[] = [];
    const stop = autorun(() => {
      seen.push(`${store.loading}/${store.empty}/${store.sections.length}/${store.hasMore}`);
    });
    const pending = store.fetchNext(ACCOUNT, MAINNET);
    await flushMicrotasks();
    await pending;
    stop();
    expect(seen).toEqual(['false/false/0/true', 'true/false/0/true', 'false/false/1/false']);
  });
});
