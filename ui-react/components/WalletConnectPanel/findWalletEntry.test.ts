import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AllWalletsState, WalletEntry } from '../../../core/kernel/walletCatalog/index.js';
import { findWalletEntry } from './findWalletEntry.js';

const entry = (id: string, name = id): WalletEntry => ({ id, name, kind: 'registry', installed: false });
const catalog = (rows: WalletEntry[], items: WalletEntry[], results: WalletEntry[]) => {
  const allWallets: AllWalletsState = {
    items,
    recommended: [],
    count: items.length,
    page: 1,
    loading: false,
    error: undefined,
    hasMore: false,
  };
  return { connectRows: rows, allWallets, searchResults: results };
};

describe('findWalletEntry', () => {
  it('prefers the Connect row, then the AllWallets page, then search results', () => {
    const lists = catalog(
      [entry('a', 'row')],
      [entry('a', 'page'), entry('b', 'page')],
      [entry('c', 'search')],
    );
    expect(findWalletEntry(lists, 'a')?.name).toBe('row');
    expect(findWalletEntry(lists, 'b')?.name).toBe('page');
    expect(findWalletEntry(lists, 'c')?.name).toBe('search');
    expect(findWalletEntry(lists, 'd')).toBeUndefined();
    expect(findWalletEntry(lists, undefined)).toBeUndefined();
    expect(findWalletEntry(undefined, 'a')).toBeUndefined();
  });

  it('property: finds a wallet exactly when one of the lists holds its id', () => {
    const ids = fc.array(
      fc.constantFrom('a', 'b', 'c', 'd', 'e').map((id) => entry(id)),
      { maxLength: 4 },
    );
    fc.assert(
      fc.property(
        ids,
        ids,
        ids,
        fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
        (rows, items, results, id) => {
          const found = findWalletEntry(catalog(rows, items, results), id);
          const held = [...rows, ...items, ...results].some((candidate) => candidate.id === id);
          expect(found !== undefined).toBe(held);
          if (found) expect(found.id).toBe(id);
        },
      ),
    );
  });
});
