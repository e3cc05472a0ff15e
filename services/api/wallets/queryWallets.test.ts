import { describe, expect, it } from 'vitest';
import type { RegistryWallet } from './loadWalletRegistry.js';
import { MAX_PAGE_ENTRIES, MAX_SEARCH_ENTRIES, queryWallets } from './queryWallets.js';

const wallet = (id: string, name: string, rdns: string | null = null): RegistryWallet => ({
  id,
  name,
  rdns,
  homepage: null,
  image: `${id}.webp`,
  app: {},
  mobile: { native: null, universal: null },
  desktop: { native: null, universal: null },
});

const many = Array.from({ length: 250 }, (_, i) => wallet(`com.w${i}`, `Wallet ${i}`));
const named = [
  wallet('io.metamask', 'MetaMask', 'io.metamask'),
  wallet('com.trustwallet.app', 'Trust Wallet', 'com.trustwallet.app'),
  wallet('app.phantom', 'Phantom', 'app.phantom'),
  wallet('me.rainbow', 'Rainbow', 'me.rainbow'),
];

const ids = (page: ReturnType<typeof queryWallets>) => page.data.map((entry) => entry.wallet.id);

describe('queryWallets', () => {
  it('pages in registry order with ranks, never more than 40 a page', () => {
    const first = queryWallets(many, { page: 1, entries: 40 });
    expect(first.count).toBe(250);
    expect(first.data).toHaveLength(40);
    expect(first.data[0]).toMatchObject({ rank: 1, wallet: { id: 'com.w0' } });
    const third = queryWallets(many, { page: 3, entries: 40 });
    expect(third.data[0]).toMatchObject({ rank: 81, wallet: { id: 'com.w80' } });
    expect(queryWallets(many, { page: 7, entries: 40 }).data).toHaveLength(10);
    expect(queryWallets(many, { page: 8, entries: 40 }).data).toEqual([]);
    expect(queryWallets(many, { page: 1, entries: 100 }).data).toHaveLength(MAX_PAGE_ENTRIES);
    expect(queryWallets(many, { page: 2, entries: 4 }).data.map((e) => e.rank)).toEqual([5, 6, 7, 8]);
  });

  it('searches name and id case-insensitively, up to 100 at once, counting every match', () => {
    expect(ids(queryWallets(named, { page: 1, entries: 40, search: 'mask' }))).toEqual(['io.metamask']);
    expect(ids(queryWallets(named, { page: 1, entries: 40, search: 'meta mask' }))).toEqual(['io.metamask']);
    expect(ids(queryWallets(named, { page: 1, entries: 40, search: 'TrustWallet' }))).toEqual([
      'com.trustwallet.app',
    ]);
    expect(ids(queryWallets(named, { page: 1, entries: 40, search: '  RAIN ' }))).toEqual(['me.rainbow']);
    expect(ids(queryWallets(named, { page: 1, entries: 40, search: 'trustwallet.app' }))).toEqual([
      'com.trustwallet.app',
    ]);
    const wide = queryWallets(many, { page: 1, entries: 100, search: 'wallet' });
    expect(wide.count).toBe(250);
    expect(wide.data).toHaveLength(MAX_SEARCH_ENTRIES);
    expect(queryWallets(named, { page: 1, entries: 40, search: 'nothing-like-it' })).toEqual({
      count: 0,
      data: [],
    });
  });

  it('keeps only included ids and drops excluded ids, rdns or names', () => {
    const included = queryWallets(named, {
      page: 1,
      entries: 40,
      include: ['app.phantom', 'io.metamask', 'x'],
    });
    expect(ids(included)).toEqual(['io.metamask', 'app.phantom']);
    expect(included.count).toBe(2);
    const excluded = queryWallets(named, {
      page: 1,
      entries: 40,
      exclude: ['io.metamask', 'APP.PHANTOM', 'Rainbow'],
    });
    expect(ids(excluded)).toEqual(['com.trustwallet.app']);
    expect(excluded.count).toBe(1);
  });
});
