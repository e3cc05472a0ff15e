import { describe, expect, it } from 'vitest';
import type { GetWalletsRequest } from '../../../ports/index.js';
import { ManualClock, MemoryLogger } from '../../../testkits/index.js';
import { MemoryDataService } from '../../../testkits/MemoryDataService.js';
import { createLazyRegistryFetcher } from './createLazyRegistryFetcher.js';
import * as code from './createRegistryFetcher.js';

const REQUEST: GetWalletsRequest = { page: 1, entries: 40 };

const deps = () => {
  const clock = new ManualClock();
  const data = new MemoryDataService({ clock }).seedWallets([{ id: 'io.metamask', name: 'MetaMask' }]);
  return { data, deps: { registry: data.wallets, clock, scheduler: clock, logger: new MemoryLogger() } };
};

describe('createLazyRegistryFetcher', () => {
  it('fetches the fetcher code with the first request, builds it once, and answers through it', async () => {
    const { data, deps: fetcherDeps } = deps();
    let loads = 0;
    const fetcher = createLazyRegistryFetcher(fetcherDeps, () => {
      loads += 1;
      return Promise.resolve(code);
    });
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([fetcher(REQUEST), fetcher(REQUEST)]);
    expect(loads).toBe(1);
    expect(first._unsafeUnwrap().data.map((listing) => listing.id)).toEqual(['io.metamask']);
    expect(second._unsafeUnwrap()).toEqual(first._unsafeUnwrap());
    // One cache: identical requests in flight were shared.
    expect(data.callsOf('wallets.getWallets')).toHaveLength(1);
  });

  it('fails a request whose code could not be fetched, and fetches it again for the next', async () => {
    const { deps: fetcherDeps } = deps();
    let attempt = 0;
    const fetcher = createLazyRegistryFetcher(fetcherDeps, () => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(code);
    });
    const failed = await fetcher(REQUEST);
    expect(failed._unsafeUnwrapErr()).toMatchObject({
      code: 'DATA_SERVICE_ERROR',
      message: 'The wallet list could not be loaded.',
    });
    expect((await fetcher(REQUEST)).isOk()).toBe(true);
    expect(attempt).toBe(2);
  });

  it('loads the real module by default', async () => {
    const { deps: fetcherDeps } = deps();
    const answer = await createLazyRegistryFetcher(fetcherDeps)(REQUEST);
    expect(answer.map((page) => page.count)._unsafeUnwrap()).toBe(1);
  });
});
