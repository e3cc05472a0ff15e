import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSlotLimiter } from './slotLimiter.js';

describe('createSlotLimiter', () => {
  it('caps each key, all or none, and lets other keys take what is left', () => {
    const slots = createSlotLimiter({ perKey: 3, total: 5 });
    expect(slots.acquire('a', 2)).toBeUndefined();
    expect(slots.acquire('a', 2)).toBe('key');
    expect(slots.held('a')).toBe(2);
    expect(slots.acquire('a')).toBeUndefined();
    expect(slots.acquire('a')).toBe('key');
    expect(slots.acquire('b', 2)).toBeUndefined();
    expect([slots.total, slots.keys]).toEqual([5, 2]);
  });

  it('refuses past the total cap (checked first), whatever the key', () => {
    const slots = createSlotLimiter({ perKey: 10, total: 4 });
    expect(slots.acquire('a', 3)).toBeUndefined();
    expect(slots.acquire('b', 2)).toBe('total');
    expect(slots.acquire('c')).toBeUndefined();
    expect(slots.acquire('c')).toBe('total');
    expect(createSlotLimiter({ perKey: 1, total: 1 }).acquire('a', 2)).toBe('total');
    expect(slots.held('b')).toBe(0);
  });

  it('gives slots back, never below zero, and forgets keys that hold nothing', () => {
    const slots = createSlotLimiter({ perKey: 3, total: 5 });
    slots.acquire('a', 3);
    slots.release('a');
    expect(slots.held('a')).toBe(2);
    slots.release('a', 10);
    slots.release('a');
    slots.release('never-held');
    expect([slots.held('a'), slots.total, slots.keys]).toEqual([0, 0, 0]);
    expect(slots.acquire('a', 3)).toBeUndefined();
    expect(slots.acquire('a', 0)).toBeUndefined();
    expect(() => slots.acquire('a', -1)).toThrow(RangeError);
    expect(() => slots.release('a', 0.5)).toThrow(RangeError);
  });

  it('agrees with a plain model under any sequence of takes and releases, and ends at zero', () => {
    const op = fc.record({
      take: fc.boolean(),
      key: fc.constantFrom('a', 'b', 'c'),
      count: fc.nat({ max: 4 }),
    });
    fc.assert(
      fc.property(
        fc.nat({ max: 6 }),
        fc.nat({ max: 10 }),
        fc.array(op, { maxLength: 60 }),
        (perKey, total, ops) => {
          const slots = createSlotLimiter({ perKey, total });
          const model = new Map<string, number>();
          const sum = () => [...model.values()].reduce((a, b) => a + b, 0);
          for (const { take, key, count } of ops) {
            const held = model.get(key) ?? 0;
            if (take) {
              const expected = sum() + count > total ? 'total' : held + count > perKey ? 'key' : undefined;
              expect(slots.acquire(key, count)).toBe(count === 0 ? undefined : expected);
              if (expected === undefined) model.set(key, held + count);
            } else {
              slots.release(key, count);
              model.set(key, Math.max(0, held - count));
            }
            expect(slots.held(key)).toBe(model.get(key) ?? 0);
            expect(slots.held(key)).toBeLessThanOrEqual(perKey);
            expect(slots.total).toBe(sum());
            expect(slots.total).toBeLessThanOrEqual(total);
            expect(slots.keys).toBe([...model.values()].filter((n) => n > 0).length);
          }
          for (const key of ['a', 'b', 'c']) slots.release(key, slots.held(key));
          expect([slots.total, slots.keys]).toEqual([0, 0]);
        },
      ),
    );
  });
});
