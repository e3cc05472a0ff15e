import { observable } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { Network } from '../../../ports/index.js';
import { A1, MAINNET } from '../../../testkits/accountHarness.js';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import { MemoryDataService } from '../../../testkits/MemoryDataService.js';
import { MemoryLogger } from '../../../testkits/MemoryLogger.js';
import { setupAnalytics } from '../../../testkits/RecordingAnalyticsSink.js';
import { createSupportedChainsCheck } from '../account/index.js';
import { createLazyHistoryStore } from './createLazyHistoryStore.js';
import type { HistoryTarget } from './resolveHistoryTarget.js';
import { createHistoryStore } from './store.js';

type Create = typeof createHistoryStore;

const target = (address: string, network: Network): HistoryTarget => ({
  key: `${network.caipNetworkId}|${address}`,
  address,
  network,
});

/** `null`: nothing connected. */
const setup = (initial: HistoryTarget | null = target(A1, MAINNET)) => {
  const data = new MemoryDataService();
  data.supportedChains = { http: [MAINNET.caipNetworkId], ws: [] };
  const { service: analytics, clock } = setupAnalytics();
  const logger = new MemoryLogger();
  const current = observable.box<HistoryTarget | undefined>(initial ?? undefined, { deep: false });
  const calls: { resolve: (create: Create) => void; reject: (cause: unknown) => void }[] = [];
  const history = createLazyHistoryStore(
    {
      history: data.history,
      target: () => current.get(),
      isSupported: createSupportedChainsCheck({ chainsApi: data.chains, clock, logger }),
      analytics,
    },
    logger,
    () =>
      new Promise<Create>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  const requests = () => data.callsOf('history.getHistory');
  return { data, history, calls, requests, logger };
};

describe('createLazyHistoryStore', () => {
  it('fetches no code until the activity is shown or asked for: the first state, reset does nothing', async () => {
    const { history, calls } = setup();
    history.reset();
    await flushMicrotasks();
    expect(calls).toHaveLength(0);
    expect(history).toMatchObject({
      status: 'idle',
      loading: false,
      hasMore: true,
      error: undefined,
      unsupported: false,
    });
    expect(history.transactions).toEqual([]);
    expect(history.sections).toEqual([]);
    expect(history.target?.address).toBe(A1);
  });

  it('a watch fetches the code, shows loading meanwhile, then watches the real store', async () => {
    const { history, calls, requests } = setup();
    const stop = history.watch();
    expect(calls).toHaveLength(1);
    expect(history.status).toBe('loading');
    expect(history.loading).toBe(true);
    calls[0]?.resolve(createHistoryStore);
    await flushMicrotasks(60);
    expect(requests()).toHaveLength(1);
    expect(history.status).toBe('empty');
    stop();
    expect(calls).toHaveLength(1);
  });

  it('a watch stopped before the code arrives asks nothing', async () => {
    const { history, calls, requests } = setup();
    const stop = history.watch();
    stop();
    calls[0]?.resolve(createHistoryStore);
    await flushMicrotasks(60);
    expect(requests()).toHaveLength(0);
    expect(history.status).toBe('idle');
  });

  it('loadMore waits for the code; a failed fetch fails it (Failed to fetch transactions) and the next call fetches again', async () => {
    const { history, calls, logger } = setup();
    const first = history.loadMore();
    calls[0]?.reject(new Error('chunk failed'));
    expect((await first)._unsafeUnwrapErr().message).toBe('Failed to fetch transactions');
    // Shown as the fetch error with its Retry, never as an empty list.
    expect(history.status).toBe('error');
    expect(history.error?.message).toBe('Failed to fetch transactions');
    const watched = history.watch();
    // Asked again: loading while the code is on its way, then the error again.
    expect(history.status).toBe('loading');
    expect(calls).toHaveLength(2);
    calls[1]?.reject(new Error('chunk failed'));
    await flushMicrotasks(10);
    expect(logger.entries.map((entry) => entry.message)).toContain('history: code not loaded');
    expect(history.status).toBe('error');
    watched();
    const again = history.retry();
    calls[2]?.resolve(createHistoryStore);
    expect((await again).isOk()).toBe(true);
    expect(history.status).not.toBe('loading');
    expect(history.error).toBeUndefined();
  });

  it('without an account: idle even when asked, as the real store', async () => {
    const { history, calls } = setup(null);
    history.watch();
    expect(history.status).toBe('idle');
    expect(history.hasMore).toBe(false);
    calls[0]?.resolve(createHistoryStore);
    await flushMicrotasks(60);
    expect(history.status).toBe('idle');
  });
});
