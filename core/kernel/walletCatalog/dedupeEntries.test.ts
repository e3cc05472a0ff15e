import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dedupeEntries, entryKeys } from './dedupeEntries.js';
import type { WalletEntry } from './types.js';

const row = (id: string, extra: Partial<WalletEntry> = {}): WalletEntry => ({
  id,
  name: id,
  kind: 'registry',
  installed: false,
  ...extra,
});

const rowArb: fc.Arbitrary<WalletEntry> = fc
  .record({
    id: fc.constantFrom('a', 'b', 'c', 'd', 'A'),
    rdns: fc.option(fc.constantFrom('a', 'x', 'y'), { nil: undefined }),
    connectorId: fc.option(fc.constantFrom('c1', 'c2', 'B'), { nil: undefined }),
  })
  .map(({ id, rdns, connectorId }) =>
    row(id, {
      ...(rdns === undefined ? {} : { rdns }),
      ...(connectorId === undefined ? {} : { connectorId }),
    }),
  );

describe('dedupeEntries', () => {
  it('keeps the first row of a wallet, matching ids, rdns and connector ids across sections', () => {
    const rows = dedupeEntries([
      { entries: [row('io.x', { connectorId: 'c1' })] },
      {
        entries: [
          row('IO.X'),
          row('other', { rdns: 'io.x' }),
          row('third', { connectorId: 'c1' }),
          row('me.y'),
        ],
      },
    ]);
    expect(rows.map((entry) => entry.id)).toEqual(['io.x', 'me.y']);
  });

  it('counts a section limit in kept rows, after duplicates are dropped', () => {
    const rows = dedupeEntries([
      { entries: [row('a')] },
      { entries: [row('a'), row('b'), row('c'), row('d')], limit: 2 },
    ]);
    expect(rows.map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
  });

  it('never yields two rows sharing a key, respects limits and keeps the order', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            entries: fc.array(rowArb, { maxLength: 6 }),
            limit: fc.option(fc.nat(3), { nil: undefined }),
          }),
          {
            maxLength: 4,
          },
        ),
        (drawn) => {
          const sections = drawn.map(({ entries, limit }) =>
            limit === undefined ? { entries } : { entries, limit },
          );
          const rows = dedupeEntries(sections);
          const keys = rows.flatMap(entryKeys);
          expect(new Set(keys).size).toBe(keys.length);
          const all = sections.flatMap((section) => section.entries);
          let cursor = 0;
          for (const kept of rows) {
            cursor = all.indexOf(kept, cursor) + 1;
            expect(cursor).toBeGreaterThan(0);
          }
          for (const section of sections) {
            const kept = rows.filter((entry) => section.entries.includes(entry)).length;
            if (section.limit !== undefined) expect(kept).toBeLessThanOrEqual(section.limit);
          }
        },
      ),
    );
  });
});
