import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAccountName } from './parseAccountName.js';
import { validateNameLabel } from './validateNameLabel.js';
import { validateZone } from './validateZone.js';

const LABEL_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-'.split('');
const validLabel = fc.string({ unit: fc.constantFrom(...LABEL_CHARS), minLength: 4, maxLength: 64 });

describe('validateNameLabel (SPEC §5: letters, digits, hyphen, at least 4; at most 64)', () => {
  it('accepts valid labels and lower-cases them', () => {
    expect(validateNameLabel('Alice-01')._unsafeUnwrap()).toBe('alice-01');
    expect(validateNameLabel('abcd')._unsafeUnwrap()).toBe('abcd');
    fc.assert(
      fc.property(validLabel, (label) => {
        expect(validateNameLabel(label)._unsafeUnwrap()).toBe(label.toLowerCase());
      }),
    );
  });

  it.each(['abc', '', 'ali ce', 'ali.ce', 'ali_ce', 'alicé', 'a'.repeat(65)])('refuses %j', (label) => {
    expect(validateNameLabel(label)._unsafeUnwrapErr()).toMatchObject({ kind: 'invalid', field: 'name' });
  });

  it('describes the SPEC §5 rule with the catalogue text', () => {
    expect(validateNameLabel('abc')._unsafeUnwrapErr().description).toBe(
      'Name can only contain letters, numbers and - characters, and must be at least 4 characters',
    );
  });
});

describe('parseAccountName', () => {
  it('splits <label>.<zone>, whatever the case', () => {
    expect(parseAccountName('Alice.Latch.ID', 'latch.id')._unsafeUnwrap()).toEqual({
      name: 'alice.latch.id',
      label: 'alice',
    });
  });

  it.each([
    ['another zone', 'alice.reown.id'],
    ['no zone', 'alice'],
    ['a sub-label', 'bob.alice.latch.id'],
    ['a short label', 'abc.latch.id'],
    ['only the zone', '.latch.id'],
    ['a zone suffix without dot', 'alicelatch.id'],
  ])('refuses %s', (_, name) => {
    expect(parseAccountName(name, 'latch.id', 'message')._unsafeUnwrapErr()).toMatchObject({
      kind: 'invalid',
      field: 'message',
    });
  });

  it('round-trips every valid label in the zone', () => {
    fc.assert(
      fc.property(validLabel, (label) => {
        const parsed = parseAccountName(`${label}.latch.id`, 'latch.id')._unsafeUnwrap();
        expect(parsed).toEqual({ name: `${label.toLowerCase()}.latch.id`, label: label.toLowerCase() });
      }),
    );
  });
});

describe('validateZone', () => {
  it('accepts dotted labels and lower-cases them', () => {
    expect(validateZone('Latch.ID')._unsafeUnwrap()).toBe('latch.id');
    expect(validateZone('names')._unsafeUnwrap()).toBe('names');
  });

  it.each(['', '.id', 'latch.', 'latch..id', 'lat ch.id', 'x'.repeat(191)])('refuses %j', (zone) => {
    expect(validateZone(zone)._unsafeUnwrapErr()).toMatchObject({ kind: 'invalid', field: 'zone' });
  });
});
