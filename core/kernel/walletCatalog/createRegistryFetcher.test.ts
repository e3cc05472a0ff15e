import { describe, expect, it, vi } from 'vitest';
import type { WalletRegistryApi } from '../../../ports/index.js';
import { flushMicrotasks, ManualClock, MemoryDataService } from '../../../testkits/index.js';
import { httpFailure } from '../../../testkits/MemoryDataService.js';
import { DATA_RETRY } from '../../lib/rpc/index.js';
import { WALLET_REGISTRY_TTL_MS } from './constants.js';
import { createRegistryFetcher } from './createRegistryFetcher.js';

const REGISTRY = [
  { id: 'io.metamask', name: 'MetaMask' },
  { id: 'me.rainbow', name: 'Rainbow' },
];
const REQUEST = { page: 1, entries: 40 };

const setup = () => {
  const clock = new ManualClock();
  const data = new MemoryDataService({ clock }).seedWallets(REGISTRY);
  const fetch = createRegistryFetcher({ registry: data.wallets, clock, scheduler: clock });
  return { clock, data, fetch };
};

describe('createRegistryFetcher', () => {
  it('answers a page, shares identical requests in flight and reuses answers for the TTL', async () => {
    const { clock, data, fetch } = setup();
    const [first, second] = await Promise.all([fetch(REQUEST), fetch(REQUEST)]);
    expect(first._unsafeUnwrap()).toEqual({ count: 2, data: REGISTRY });
    expect(second._unsafeUnwrap()).toEqual(first._unsafeUnwrap());
    expect(data.callsOf('wallets.getWallets')).toHaveLength(1);
    clock.advance(WALLET_REGISTRY_TTL_MS - 1);
    await fetch(REQUEST);
    expect(data.callsOf('wallets.getWallets')).toHaveLength(1);
    clock.advance(1);
    await fetch(REQUEST);
    expect(data.callsOf('wallets.getWallets')).toHaveLength(2);
    await fetch({ ...REQUEST, search: 'rain' });
    expect(data.callsOf('wallets.getWallets')).toHaveLength(3);
  });

  it('retries transient failures with the SPEC §9 data backoff (1 s, 2 s, 4 s)', async () => {
    const { clock, data, fetch } = setup();
    data.fail('wallets.getWallets', httpFailure(503), 3);
    let settled = false;
    const pending = fetch(REQUEST);
    void pending.then(() => {
      settled = true;
    });
    await flushMicrotasks();
    expect(data.callsOf('wallets.getWallets')).toHaveLength(1);
    await clock.advanceAsync(DATA_RETRY.baseMs - 1);
    expect(data.callsOf('wallets.getWallets')).toHaveLength(1);
    await clock.advanceAsync(1);
    expect(data.callsOf('wallets.getWallets')).toHaveLength(2);
    await clock.advanceAsync(2000);
    expect(data.callsOf('wallets.getWallets')).toHaveLength(3);
    expect(settled).toBe(false);
    await clock.advanceAsync(4000);
    expect((await pending).isOk()).toBe(true);
    expect(data.callsOf('wallets.getWallets')).toHaveLength(4);
  });

  it('honours Retry-After and gives up after 3 retries with the mapped error', async () => {
    const { clock, data, fetch } = setup();
    data.fail('wallets.getWallets', { ...httpFailure(429, '/getWallets', 'Slow down'), retryAfterMs: 50 });
    const pending = fetch(REQUEST);
    await clock.advanceAsync(150);
    const result = await pending;
    expect(data.callsOf('wallets.getWallets')).toHaveLength(4);
    expect(result._unsafeUnwrapErr()).toMatchObject({ code: 'DATA_SERVICE_ERROR', message: 'Slow down' });
  });

  it('does not retry client errors, and does not keep failures', async () => {
    const { data, fetch } = setup();
    data.fail('wallets.getWallets', httpFailure(400, '/getWallets', 'Bad entries'), 1);
    expect((await fetch(REQUEST))._unsafeUnwrapErr().message).toBe('Bad entries');
    expect(data.callsOf('wallets.getWallets')).toHaveLength(1);
    expect((await fetch(REQUEST)).isOk()).toBe(true);
  });

  it('sanitises answers: malformed listings dropped, a bad count replaced, no answer an error', async () => {
    const clock = new ManualClock();
    const answers: unknown[] = [
      { count: -1, data: [{ id: 'a', name: 'A' }, { id: '', name: 'blank' }, { name: 'no id' }, null, 'x'] },
      { count: 7.9, data: 'nope' },
      undefined,
    ];
    const registry: WalletRegistryApi = {
      getWallets: async () => JSON.parse(JSON.stringify(answers.shift() ?? null)),
    };
    const fetch = createRegistryFetcher({ registry, clock, scheduler: clock });
    expect((await fetch({ page: 1, entries: 1 }))._unsafeUnwrap()).toEqual({
      count: 1,
      data: [{ id: 'a', name: 'A' }],
    });
    expect((await fetch({ page: 2, entries: 1 }))._unsafeUnwrap()).toEqual({ count: 7, data: [] });
    expect((await fetch({ page: 3, entries: 1 }))._unsafeUnwrapErr().code).toBe('QUERY_DATA_UNDEFINED');
  });

  it('turns a synchronous throw into an error value', async () => {
    const clock = new ManualClock();
    const registry: WalletRegistryApi = {
      getWallets: () => {
        throw new Error('adapter bug');
      },
    };
    const fetch = createRegistryFetcher({ registry, clock, scheduler: clock });
    expect((await fetch(REQUEST))._unsafeUnwrapErr()).toMatchObject({ code: 'INTERNAL_SDK_ERROR' });
  });

  describe("core/lib/rpc's failure mapping, fetched by the first failure", () => {
    // Each test is a fresh page: no module of it has fetched the mapping yet.
    const freshPage = async () => {
      vi.resetModules();
      const rpc = await import('../../lib/rpc/index.js');
      const kits = await import('../../../testkits/index.js');
      const dataKit = await import('../../../testkits/MemoryDataService.js');
      const { createRegistryFetcher: create } = await import('./createRegistryFetcher.js');
      const clock = new kits.ManualClock();
      const data = new kits.MemoryDataService({ clock }).seedWallets(REGISTRY);
      const fetch = create({ registry: data.wallets, clock, scheduler: clock });
      return { rpc, data, fetch, httpFailure: dataKit.httpFailure };
    };

    it('is not fetched when the fetcher is made', async () => {
      const { rpc } = await freshPage();
      // Time enough for a fetch begun when it was made to have arrived (the module is there: no network).
      await import('../../lib/rpc/index.js');
      await flushMicrotasks();
      expect(rpc.mapProviderFailureLater({ code: 4001 })).toBeInstanceOf(Promise);
    });

    it('a final failure fetches it and comes back as the same catalogue error as before', async () => {
      const { data, fetch, httpFailure: failure } = await freshPage();
      data.fail('wallets.getWallets', failure(404));
      const error = (await fetch(REQUEST))._unsafeUnwrapErr();
      expect(error.code).toBe('RPC_HTTP_ERROR');
      expect(data.callsOf('wallets.getWallets')).toHaveLength(1);
    });
  });
});
