import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recentWalletArb } from '../../../testkits/arbitraries/connectors.js';
import { addRecentWallet } from './addRecentWallet.js';
import { RECENT_WALLETS_LIMIT } from './constants.js';
import type { RecentWallet } from './types.js';

describe('addRecentWallet', () => {
  it('keeps at most two wallets, unique by id, the newest first', () => {
    fc.assert(
      fc.property(fc.array(recentWalletArb, { maxLength: 12 }), (wallets) => {
        let list: readonly RecentWallet[] = [];
        for (const wallet of wallets) {
          list = addRecentWallet(list, wallet);
          expect(list[0]).toBe(wallet);
          expect(list.length).toBeLessThanOrEqual(RECENT_WALLETS_LIMIT);
          expect(new Set(list.map((w) => w.id)).size).toBe(list.length);
        }
        const distinctNewestFirst = [...wallets]
          .reverse()
          .filter((w, i, all) => all.findIndex((x) => x.id === w.id) === i);
        expect(list).toEqual(distinctNewestFirst.slice(0, RECENT_WALLETS_LIMIT));
      }),
    );
  });

  it('moves a wallet picked again to the front', () => {
    const a = { id: 'a', name: 'A' };
    const b = { id: 'b', name: 'B' };
    expect(addRecentWallet([a, b], { id: 'b', name: 'B2' })).toEqual([{ id: 'b', name: 'B2' }, a]);
    expect(addRecentWallet([a], b, 1)).toEqual([b]);
  });
});
