import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelOfName } from './labelOfName.js';
import { toZoneName } from './toZoneName.js';

const label = fc.stringMatching(/^[A-Za-z0-9-]{4,20}$/);
const zone = fc.constantFrom('latch.id', 'reown.id', 'names.example');

describe('toZoneName / labelOfName', () => {
  it('puts a label in the zone in lower case, and takes it back out', () => {
    fc.assert(
      fc.property(label, zone, (value, z) => {
        const full = toZoneName(value, z);
        expect(full).toBe(`${value.toLowerCase()}.${z}`);
        expect(full).toMatch(/^[a-z0-9.-]+$/);
        expect(labelOfName(full, z)).toBe(value.toLowerCase());
      }),
    );
  });

  it('leaves bare labels and names of other zones as they are', () => {
    expect(toZoneName('Alice', 'latch.id')).toBe('alice.latch.id');
    expect(labelOfName('alice', 'latch.id')).toBe('alice');
    expect(labelOfName('alice.reown.id', 'latch.id')).toBe('alice.reown.id');
    expect(labelOfName('.latch.id', 'latch.id')).toBe('.latch.id');
    expect(labelOfName('Bob.LATCH.id', 'latch.id')).toBe('Bob');
  });
});
