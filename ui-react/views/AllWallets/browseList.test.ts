import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WalletEntry } from '../../../core/kernel/walletCatalog/index.js';
import { browseList } from './browseList.js';

const entryArb: fc.Arbitrary<WalletEntry> = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'),
  name: fc.string({ maxLength: 8 }),
  kind: fc.constantFrom('registry' as const, 'recommended' as const, 'announced' as const),
  installed: fc.boolean(),
});

describe('browseList', () => {
  it('puts installed wallets first, then the recommended ones, then the rest', () => {
    const wallet = (id: string, installed = false): WalletEntry => ({
      id,
      name: id,
      kind: 'registry',
      installed,
    });
    const list = browseList({
      items: [wallet('a'), wallet('b'), wallet('m', true), wallet('r')],
      recommended: [wallet('r'), wallet('b')],
    });
    expect(list.map((entry) => entry.id)).toEqual(['m', 'r', 'b', 'a']);
  });

  it('property: every wallet once, installed ones before the others, nothing invented', () => {
    fc.assert(
      fc.property(
        fc.array(entryArb, { maxLength: 20 }),
        fc.array(entryArb, { maxLength: 4 }),
        (items, recommended) => {
          const list = browseList({ items, recommended });
          const ids = list.map((entry) => entry.id);
          expect(new Set(ids).size).toBe(ids.length);
          expect(new Set(ids)).toEqual(new Set([...items, ...recommended].map((entry) => entry.id)));
          const firstOther = list.findIndex(
            (entry) => !items.some((item) => item.id === entry.id && item.installed),
          );
          const installedIds = new Set(items.filter((item) => item.installed).map((item) => item.id));
          if (firstOther >= 0)
            for (const entry of list.slice(firstOther)) expect(installedIds.has(entry.id)).toBe(false);
        },
      ),
    );
  });
});
