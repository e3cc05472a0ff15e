import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { GetWalletsRequest, WalletListing } from '../../../ports/index.js';
import { latchError } from '../../lib/errors/index.js';
import type { RegistryFetcher } from './createRegistryFetcher.js';
import { RegistryPages } from './RegistryPages.js';
import type { RegistryPage } from './types.js';

const listing = (id: string): WalletListing => ({ id, name: id });

const pagesOf = (answers: readonly (RegistryPage | 'fail')[]) => {
  const requests: GetWalletsRequest[] = [];
  const told: number[] = [];
  const fetch: RegistryFetcher = (request) => {
    requests.push(request);
    const answer = answers[request.page - 1];
    return answer === undefined || answer === 'fail'
      ? errAsync(latchError('DATA_SERVICE_ERROR', { params: { description: 'down' } }))
      : okAsync(answer);
  };
  const pages = new RegistryPages({
    fetch,
    request: (page) => ({ page, entries: 2 }),
    onPage: (page) => told.push(page),
  });
  return { pages, requests, told };
};

describe('RegistryPages', () => {
  it('appends pages in order without repeating a listing the server shifted onto the next page', async () => {
    const { pages, told } = pagesOf([
      { count: 100, data: [listing('a'), listing('b')] },
      { count: 100, data: [listing('b'), listing('c')] },
    ]);
    await pages.loadNext();
    await pages.loadNext();
    expect(pages.listings.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(told).toEqual([1, 2]);
    expect(pages.page).toBe(2);
  });

  it('stops at an empty page whatever the count says', async () => {
    const { pages } = pagesOf([{ count: 100, data: [] }]);
    expect(pages.hasMore).toBe(true);
    expect((await pages.loadNext())._unsafeUnwrap()).toBe('loaded');
    expect(pages.exhausted).toBe(true);
    expect(pages.hasMore).toBe(false);
    expect((await pages.loadNext())._unsafeUnwrap()).toBe('complete');
  });

  it('takes the head count only before the first page', async () => {
    const { pages } = pagesOf([{ count: 3, data: [listing('a')] }]);
    pages.setHeadCount(50);
    expect(pages.count).toBe(50);
    await pages.loadNext();
    pages.setHeadCount(70);
    expect(pages.count).toBe(3);
  });

  it('keeps what was loaded when a page fails, and asks for the same page again', async () => {
    const { pages, requests } = pagesOf([{ count: 100, data: [listing('a')] }, 'fail']);
    await pages.loadNext();
    const failed = await pages.loadNext();
    expect(failed._unsafeUnwrapErr().message).toBe('down');
    expect(pages.error?.code).toBe('DATA_SERVICE_ERROR');
    expect(pages.listings).toHaveLength(1);
    await pages.loadNext();
    expect(requests.map((request) => request.page)).toEqual([1, 2, 2]);
  });
});
