import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameVariants } from './nameVariants.js';
import { type FindTakenNames, suggestNames } from './suggestNames.js';
import { validateNameLabel } from './validateNameLabel.js';

/** A registry in memory (the route's tests run the same operation on the real database). */
const registry = (taken: Iterable<string>) => {
  const names = new Set(taken);
  const queries: (readonly string[])[] = [];
  const findTaken: FindTakenNames = async (candidates) => {
    queries.push(candidates);
    return new Set(candidates.filter((name) => names.has(name)));
  };
  return { findTaken, queries };
};

const firstVariants = (label: string, count: number) => {
  const variants = nameVariants(label);
  return Array.from({ length: count }, () => `${variants.next().value}.latch.id`);
};

describe('suggestNames', () => {
  it('puts the exact name first, free, then four free variants, in one query', async () => {
    const { findTaken, queries } = registry([]);
    expect(await suggestNames(findTaken, 'alice', 'latch.id')).toEqual([
      { name: 'alice.latch.id', registered: false },
      { name: 'alice1.latch.id', registered: false },
      { name: 'thealice.latch.id', registered: false },
      { name: 'alicex.latch.id', registered: false },
      { name: 'myalice.latch.id', registered: false },
    ]);
    expect(queries).toHaveLength(1);
  });

  it('marks a taken exact name as registered and skips taken variants', async () => {
    const { findTaken } = registry(['alice.latch.id', 'alice1.latch.id', 'alicex.latch.id']);
    expect(await suggestNames(findTaken, 'alice', 'latch.id')).toEqual([
      { name: 'alice.latch.id', registered: true },
      { name: 'thealice.latch.id', registered: false },
      { name: 'myalice.latch.id', registered: false },
      { name: 'alice-id.latch.id', registered: false },
      { name: 'itsalice.latch.id', registered: false },
    ]);
  });

  it('asks again when a whole batch is taken', async () => {
    const { findTaken, queries } = registry(firstVariants('alice', 16));
    const suggestions = await suggestNames(findTaken, 'alice', 'latch.id');
    expect(suggestions.map((s) => s.name)).toEqual([
      'alice.latch.id',
      ...firstVariants('alice', 20).slice(16),
    ]);
    expect(queries).toHaveLength(2);
  });

  it('gives fewer suggestions rather than querying without end', async () => {
    const { findTaken, queries } = registry(firstVariants('alice', 32));
    const suggestions = await suggestNames(findTaken, 'alice', 'latch.id', { batchSize: 16, maxBatches: 2 });
    expect(suggestions).toEqual([{ name: 'alice.latch.id', registered: false }]);
    expect(queries).toHaveLength(2);
  });

  it('always answers the exact name, then only free, valid, distinct names in the zone, 5 in all', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[a-z0-9-]{4,64}$/),
        fc.array(fc.nat({ max: 40 }), { maxLength: 30 }),
        fc.boolean(),
        async (label, takenIndexes, exactTaken) => {
          const variants = firstVariants(label, 41);
          const taken = takenIndexes.map((index) => variants[index] ?? '');
          if (exactTaken) taken.push(`${label}.latch.id`);
          const { findTaken } = registry(taken);
          const suggestions = await suggestNames(findTaken, label, 'latch.id');
          expect(suggestions).toHaveLength(5);
          expect(suggestions[0]).toEqual({ name: `${label}.latch.id`, registered: exactTaken });
          const rest = suggestions.slice(1);
          expect(new Set(suggestions.map((s) => s.name)).size).toBe(5);
          for (const suggestion of rest) {
            expect(suggestion.registered).toBe(false);
            expect(taken).not.toContain(suggestion.name);
            expect(suggestion.name.endsWith('.latch.id')).toBe(true);
            const variant = suggestion.name.slice(0, -'.latch.id'.length);
            expect(validateNameLabel(variant)._unsafeUnwrap()).toBe(variant);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
