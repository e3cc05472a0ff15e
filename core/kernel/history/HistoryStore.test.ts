import fc from 'fast-check';
import { observable, reaction, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { GetHistoryRequest, Network, Transaction } from '../../../ports/index.js';
import { A1, A2, MAINNET, POLYGON, SOLANA, setup as setupAccount } from '../../../testkits/accountHarness.js';
import { transactionArb } from '../../../testkits/arbitraries/transactions.js';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import { httpFailure, MemoryDataService } from '../../../testkits/MemoryDataService.js';
import { MemoryLogger } from '../../../testkits/MemoryLogger.js';
import { setupAnalytics } from '../../../testkits/RecordingAnalyticsSink.js';
import { createSupportedChainsCheck } from '../account/index.js';
import { createHistoryStore, HISTORY_ERROR_EVENT } from './HistoryStore.js';
import { type HistoryTarget, resolveHistoryTarget } from './resolveHistoryTarget.js';

const target = (address: string, network: Network): HistoryTarget => ({
  key: `${network.caipNetworkId}|${address}`,
  address,
  network,
});

/** `count` clean transactions on one network, distinct ids, one per day going back from 2025-06-30. */
const onChain = (network: Network, count: number, seed = 1): Transaction[] => {
  const [sample] = fc.sample(
    fc.uniqueArray(transactionArb({ chain: fc.constant(network.caipNetworkId) }), {
      selector: (tx) => tx.id,
      minLength: count,
      maxLength: count,
    }),
    { numRuns: 1, seed },
  );
  return (sample ?? []).map((tx, index) => ({
    ...tx,
    metadata: {
      ...tx.metadata,
      minedAt: new Date(Date.UTC(2025, 5, 30) - index * 86_400_000).toISOString(),
    },
    transfers: [{ direction: 'out', quantity: { numeric: '1' } }],
  }));
};

const spam = (network: Network, id: string): Transaction => {
  const [tx] = onChain(network, 1, 7);
  if (!tx) throw new Error('sample');
  return {
    ...tx,
    id,
    transfers: [{ direction: 'in', quantity: { numeric: '1' }, nft_info: { flags: { is_spam: true } } }],
  };
};

/** `null`: nothing connected. */
const setup = (initial: HistoryTarget | null = target(A1, MAINNET)) => {
  const data = new MemoryDataService();
  data.supportedChains = { http: [MAINNET.caipNetworkId, POLYGON.caipNetworkId], ws: [] };
  const { service: analytics, sink, clock } = setupAnalytics();
  const current = observable.box<HistoryTarget | undefined>(initial ?? undefined, { deep: false });
  const store = createHistoryStore({
    history: data.history,
    target: () => current.get(),
    isSupported: createSupportedChainsCheck({ chainsApi: data.chains, clock, logger: new MemoryLogger() }),
    analytics,
  });
  const requests = () => data.callsOf('history.getHistory') as GetHistoryRequest[];
  const show = (next: HistoryTarget | undefined) => runInAction(() => current.set(next));
  return { data, sink, store, requests, show };
};

describe('HistoryStore', () => {
  it('aborts the page loading when the last view closes, without an error, and loads afresh at the next watch', async () => {
    const { data, store, requests } = setup();
    data.seedHistory(A1, onChain(MAINNET, 3), 3);
    const release = data.hold('history.getHistory');
    const stopA = store.watch();
    const stopB = store.watch();
    await flushMicrotasks();
    expect(requests()).toEqual([{ account: A1, chainId: 'eip155:1' }]);
    stopA();
    expect(data.aborted).toEqual([]);
    stopB();
    await flushMicrotasks();
    expect(data.aborted).toEqual(['history.getHistory']);
    expect(store.error).toBeUndefined();
    expect(store.status).toBe('idle');
    release();
    const again = store.watch();
    await flushMicrotasks();
    expect(store.status).toBe('ready');
    expect(store.transactions).toHaveLength(3);
    expect(requests()).toHaveLength(2);
    again();
  });

  it('watch loads the first page (loading, then ready), loadMore pages until next is null', async () => {
    const { data, store, requests } = setup();
    const txs = onChain(MAINNET, 5);
    data.seedHistory(A1, txs, 3);
    expect(store.status).toBe('idle');
    const stop = store.watch();
    expect(store.status).toBe('loading');
    expect(store.loading).toBe(true);
    await flushMicrotasks();
    expect(store.status).toBe('ready');
    expect(store.loading).toBe(false);
    expect(store.transactions).toEqual(txs.slice(0, 3));
    expect(store.hasMore).toBe(true);
    expect(requests()).toEqual([{ account: A1, chainId: 'eip155:1' }]);

    expect((await store.loadMore())._unsafeUnwrap()).toBe('fetched');
    expect(requests()[1]).toEqual({ account: A1, chainId: 'eip155:1', cursor: 'offset-3' });
    expect(store.transactions).toEqual(txs);
    expect(store.hasMore).toBe(false);
    expect((await store.loadMore())._unsafeUnwrap()).toBe('complete');
    expect(requests()).toHaveLength(2);
    expect(store.sections.map((s) => [s.year, s.month, s.transactions.length])).toEqual([[2025, 5, 5]]);
    stop();
  });

  it('drops spam-only transactions and other chains', async () => {
    const { data, store } = setup();
    const [mine, other] = [onChain(MAINNET, 2, 1), onChain(POLYGON, 2, 2)];
    data.seedHistory(A1, [spam(MAINNET, 'spam-1'), ...(mine ?? []), ...other]);
    await store.loadMore();
    expect(store.transactions).toEqual(mine);
  });

  it('calls made while a page loads share it: one request per cursor', async () => {
    const { data, store, requests } = setup();
    data.seedHistory(A1, onChain(MAINNET, 4), 2);
    const release = data.hold('history.getHistory');
    const first = store.loadMore();
    const again = store.loadMore();
    expect(again).toBe(first);
    await flushMicrotasks();
    expect(store.loadMore()).toBe(first);
    release();
    expect((await first)._unsafeUnwrap()).toBe('fetched');
    expect(requests()).toHaveLength(1);
    const [second, third] = [store.loadMore(), store.loadMore()];
    expect((await second)._unsafeUnwrap()).toBe('fetched');
    expect(third).toBe(second);
    expect(requests().map((r) => r.cursor)).toEqual([undefined, 'offset-2']);
  });

  it('an empty history is "empty", not loading', async () => {
    const { store } = setup();
    store.watch();
    await flushMicrotasks();
    expect(store.status).toBe('empty');
    expect(store.sections).toEqual([]);
    expect(store.hasMore).toBe(false);
  });

  it('a failed page: error state with the catalogue message, list emptied, error telemetry sent', async () => {
    const { data, store, sink } = setup();
    data.seedHistory(A1, onChain(MAINNET, 4), 2);
    await store.loadMore();
    data.fail('history.getHistory', httpFailure(503, `/v1/account/${A1}/history`), 1);
    const error = (await store.loadMore())._unsafeUnwrapErr();
    expect(error.code).toBe('TRANSACTIONS_FETCH_FAILED');
    expect(store.error?.message).toBe('Failed to fetch transactions');
    expect(store.status).toBe('error');
    expect(store.transactions).toEqual([]);
    expect(store.sections).toEqual([]);
    expect(store.hasMore).toBe(false);
    expect(store.loading).toBe(false);
    expect(sink.ofType('error').map((envelope) => envelope.props)).toEqual([
      {
        type: 'error',
        event: HISTORY_ERROR_EVENT,
        network: 'eip155:1',
        cursor: 'offset-2',
        errorType: 'TRANSACTIONS_FETCH_FAILED',
        errorMessage: 'Failed to fetch transactions',
        stackTrace: error.stack ?? '',
      },
    ]);
    expect((await store.loadMore())._unsafeUnwrap()).toBe('complete');

    expect((await store.retry())._unsafeUnwrap()).toBe('fetched');
    expect(store.error).toBeUndefined();
    expect(store.status).toBe('ready');
    expect(store.transactions).toHaveLength(2);
  });

  it('a first page failing reports an empty cursor; watching again retries', async () => {
    const { data, store, sink, requests } = setup();
    data.seedHistory(A1, onChain(MAINNET, 1));
    data.fail('history.getHistory', httpFailure(500), 1);
    const stop = store.watch();
    await flushMicrotasks();
    expect(store.status).toBe('error');
    expect(sink.ofType('error')[0]?.props).toMatchObject({ network: 'eip155:1', cursor: '' });
    stop();
    store.watch();
    await flushMicrotasks();
    expect(store.status).toBe('ready');
    expect(requests()).toHaveLength(2);
  });

  it('a network the data service does not list is unsupported: no history request', async () => {
    const { data, store, requests } = setup(target(A1, { ...MAINNET, caipNetworkId: 'eip155:5', id: 5 }));
    data.seedHistory(A1, onChain(MAINNET, 2));
    store.watch();
    expect(store.loading).toBe(true);
    await flushMicrotasks();
    expect(store.status).toBe('unsupported');
    expect(store.loading).toBe(false);
    expect(store.hasMore).toBe(false);
    expect((await store.loadMore())._unsafeUnwrap()).toBe('unsupported');
    expect(requests()).toEqual([]);
  });

  it('a namespace without activity (SPEC §1 eip155 only) asks nothing at all', async () => {
    const { data, store } = setup(target('So1ana', SOLANA));
    expect((await store.loadMore())._unsafeUnwrap()).toBe('unsupported');
    expect(store.status).toBe('unsupported');
    expect(data.calls).toEqual([]);
  });

  it('without an account: idle, nothing asked', async () => {
    const { data, store } = setup(null);
    store.watch();
    expect((await store.loadMore())._unsafeUnwrap()).toBe('unsupported');
    expect(store.status).toBe('idle');
    expect(store.hasMore).toBe(false);
    expect(data.calls).toEqual([]);
  });

  it('another account while watched: clears, drops the old answer, loads the new one', async () => {
    const { data, store, requests, show } = setup();
    const [mine, theirs] = [onChain(MAINNET, 2, 1), onChain(MAINNET, 3, 2)];
    data.seedHistory(A1, mine).seedHistory(A2, theirs);
    const release = data.hold('history.getHistory');
    const stop = store.watch();
    await flushMicrotasks();
    const old = store.loadMore();
    show(target(A2, MAINNET));
    expect(store.transactions).toEqual([]);
    release();
    expect((await old)._unsafeUnwrap()).toBe('superseded');
    await flushMicrotasks();
    expect(store.transactions).toEqual(theirs);
    expect(requests().map((r) => r.account)).toEqual([A1, A2]);
    stop();
  });

  it('another network while watched reloads for it; the old request is aborted and its failure dropped', async () => {
    const { data, store, sink, show } = setup();
    data.seedHistory(A1, [...onChain(MAINNET, 2, 1), ...onChain(POLYGON, 2, 2)]);
    const release = data.hold('history.getHistory');
    store.watch();
    await flushMicrotasks();
    show(target(A1, POLYGON));
    await flushMicrotasks();
    expect(data.aborted).toEqual(['history.getHistory']);
    release();
    await flushMicrotasks();
    expect(store.status).toBe('ready');
    expect(store.transactions.every((tx) => tx.metadata.chain === 'eip155:137')).toBe(true);
    expect(store.error).toBeUndefined();
    expect(sink.envelopes).toEqual([]);
  });

  it('unwatched, a change clears the list without loading; reset drops a loading page', async () => {
    const { data, store, requests, show } = setup();
    data.seedHistory(A1, onChain(MAINNET, 2));
    const stop = store.watch();
    await flushMicrotasks();
    stop();
    stop();
    show(target(A1, POLYGON));
    await flushMicrotasks();
    expect(store.status).toBe('idle');
    expect(requests()).toHaveLength(1);

    const release = data.hold('history.getHistory');
    const pending = store.loadMore();
    store.reset();
    expect(store.loading).toBe(false);
    release();
    expect((await pending)._unsafeUnwrap()).toBe('superseded');
    expect(store.status).toBe('idle');
  });

  it('dispose stops following the target', async () => {
    const { data, store, show } = setup();
    data.seedHistory(A1, onChain(MAINNET, 2));
    await store.loadMore();
    store.dispose();
    show(target(A2, MAINNET));
    expect(store.transactions).toHaveLength(2);
  });

  it('is observable: status moves idle → loading → ready', async () => {
    const { data, store } = setup();
    data.seedHistory(A1, onChain(MAINNET, 1));
    const seen: string[] = [];
    const stop = reaction(
      () => `${store.status}/${store.sections.length}`,
      (shown) => seen.push(shown),
      { fireImmediately: true },
    );
    store.watch();
    await flushMicrotasks();
    stop();
    expect(seen).toEqual(['idle/0', 'loading/0', 'ready/1']);
  });

  it('follows a real account store: connect, switch account, disconnect', async () => {
    const account = setupAccount();
    account.data.supportedChains = { http: [MAINNET.caipNetworkId], ws: [] };
    const { service: analytics } = setupAnalytics();
    const history = createHistoryStore({
      history: account.data.history,
      target: () => resolveHistoryTarget(account.store),
      isSupported: createSupportedChainsCheck({
        chainsApi: account.data.chains,
        clock: account.clock,
        logger: account.logger,
      }),
      analytics,
    });
    account.data.seedHistory(A1, onChain(MAINNET, 2, 1)).seedHistory(A2, onChain(MAINNET, 1, 2));
    history.watch();
    expect(history.status).toBe('idle');
    await account.connect('io.metamask');
    await flushMicrotasks();
    expect(history.transactions).toHaveLength(2);
    account.metamask.emit('accountsChanged', [A2]);
    await flushMicrotasks();
    expect(history.target?.address).toBe(A2);
    expect(history.transactions).toHaveLength(1);
    await account.connection.disconnect();
    await flushMicrotasks();
    expect(history.status).toBe('idle');
    expect(history.transactions).toEqual([]);
  });
});
