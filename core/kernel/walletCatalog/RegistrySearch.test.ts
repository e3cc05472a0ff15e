import { errAsync, ok, okAsync, type Result, ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { WalletListing } from '../../../ports/index.js';
import { latchError } from '../../lib/errors/index.js';
import type { RegistryFetcher } from './createRegistryFetcher.js';
import { RegistrySearch } from './RegistrySearch.js';
import type { RegistryPage, WalletRegistryError } from './types.js';

const listing = (id: string): WalletListing => ({ id, name: id });

describe('RegistrySearch', () => {
  it('shows the answer of the current query and tells it', async () => {
    const told: string[][] = [];
    const search = new RegistrySearch({
      fetch: (request) => okAsync({ count: 1, data: [listing(request.search ?? '')] }),
      request: (term) => ({ page: 1, entries: 100, search: term }),
      onResults: (listings) => told.push(listings.map((item) => item.id)),
    });
    expect((await search.search(' meta '))._unsafeUnwrap()).toBe('searched');
    expect(search.listings.map((item) => item.id)).toEqual(['meta']);
    expect(told).toEqual([['meta']]);
    expect(search.query).toBe(' meta ');
  });

  it('drops an answer that arrives after a newer search started, and clears on an empty query', async () => {
    const pending: ((page: RegistryPage) => void)[] = [];
    const fetch: RegistryFetcher = () =>
      new ResultAsync(
        new Promise<Result<RegistryPage, WalletRegistryError>>((resolve) => {
          pending.push((page) => resolve(ok(page)));
        }),
      );
    const search = new RegistrySearch({
      fetch,
      request: (term) => ({ page: 1, entries: 100, search: term }),
      onResults: () => {},
    });
    const first = search.search('a');
    const cleared = await search.search('');
    expect(cleared._unsafeUnwrap()).toBe('cleared');
    expect(search.searching).toBe(false);
    pending[0]?.({ count: 1, data: [listing('late')] });
    expect((await first)._unsafeUnwrap()).toBe('superseded');
    expect(search.listings).toEqual([]);
  });

  it('exposes a failure of the current query', async () => {
    const search = new RegistrySearch({
      fetch: () => errAsync(latchError('RPC_NETWORK_ERROR')),
      request: (term) => ({ page: 1, entries: 100, search: term }),
      onResults: () => {},
    });
    expect((await search.search('x')).isErr()).toBe(true);
    expect(search.error?.code).toBe('RPC_NETWORK_ERROR');
    expect(search.searching).toBe(false);
  });
});
