import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDRESS_LOOKUP_CACHE_SIZE } from './constants.js';
import { LruMap } from './LruMap.js';

type Op =
  | { readonly kind: 'set'; readonly key: number; readonly value: string }
  | { readonly kind: 'get'; readonly key: number }
  | { readonly kind: 'delete'; readonly key: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), key: fc.nat(9), value: fc.string() }),
  fc.record({ kind: fc.constant('get' as const), key: fc.nat(9) }),
  fc.record({ kind: fc.constant('delete' as const), key: fc.nat(9) }),
);

describe('LruMap', () => {
  it('behaves like a recency list cut to maxSize', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(op, { maxLength: 60 }), (maxSize, ops) => {
        const lru = new LruMap<number, string>(maxSize);
        // Reference model: entries from least to most recently used.
        let model: [number, string][] = [];
        for (const step of ops) {
          if (step.kind === 'set') {
            lru.set(step.key, step.value);
            model = [...model.filter(([k]) => k !== step.key), [step.key, step.value]];
            if (model.length > maxSize) model = model.slice(model.length - maxSize);
          } else if (step.kind === 'get') {
            const found = model.find(([k]) => k === step.key);
            expect(lru.get(step.key)).toBe(found?.[1]);
            if (found) model = [...model.filter(([k]) => k !== step.key), found];
          } else {
            expect(lru.delete(step.key)).toBe(model.some(([k]) => k === step.key));
            model = model.filter(([k]) => k !== step.key);
          }
          expect(lru.size).toBeLessThanOrEqual(maxSize);
          expect([...lru.entries()]).toEqual(model);
        }
      }),
    );
  });

  it('evicts the least recently used entry, where get refreshes recency and peek does not', () => {
    const lru = new LruMap<string, number>(2);
    lru.set('a', 1).set('b', 2);
    expect(lru.peek('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.has('a')).toBe(false);
    expect(lru.get('b')).toBe(2);
    lru.set('d', 4);
    expect([...lru.keys()]).toEqual(['b', 'd']);
    lru.clear();
    expect(lru.size).toBe(0);
  });

  it('keeps undefined values as entries', () => {
    const lru = new LruMap<string, number | undefined>(2);
    lru.set('a', undefined).set('b', 1);
    expect(lru.get('a')).toBeUndefined();
    lru.set('c', 2);
    expect([...lru.keys()]).toEqual(['a', 'c']);
  });

  it('treats a size below 1 as 1 and holds the 8192 address lookups of SPEC §9', () => {
    expect(new LruMap(0).maxSize).toBe(1);
    expect(new LruMap(Number.NaN).maxSize).toBe(1);
    const lookups = new LruMap<number, number>(ADDRESS_LOOKUP_CACHE_SIZE);
    for (let i = 0; i <= ADDRESS_LOOKUP_CACHE_SIZE; i++) lookups.set(i, i);
    expect(lookups.size).toBe(8192);
    expect(lookups.has(0)).toBe(false);
    expect(lookups.has(8192)).toBe(true);
  });
});
