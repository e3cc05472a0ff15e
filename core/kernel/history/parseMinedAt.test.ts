import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoWithOffset, minedAtMsArb } from '../../../testkits/arbitraries/transactions.js';
import { parseMinedAt } from './parseMinedAt.js';

describe('parseMinedAt', () => {
  it('reads ISO 8601 instants, offsets included', () => {
    expect(parseMinedAt('2024-01-01T00:00:00Z')).toBe(Date.UTC(2024, 0, 1));
    expect(parseMinedAt('2024-01-01T01:00:00+02:00')).toBe(Date.UTC(2023, 11, 31, 23));
    expect(parseMinedAt('2024-01-01T00:00:00+0530')).toBe(Date.UTC(2023, 11, 31, 18, 30));
    expect(parseMinedAt('2024-03-05T10:20:30.123456Z')).toBe(Date.UTC(2024, 2, 5, 10, 20, 30, 123));
  });

  it('reads a date-time without offset as UTC, whatever the host time zone', () => {
    expect(parseMinedAt('2024-06-30T23:30')).toBe(Date.UTC(2024, 5, 30, 23, 30));
    expect(parseMinedAt('2024-06-30T23:30:00')).toBe(Date.UTC(2024, 5, 30, 23, 30));
    expect(parseMinedAt('2024-06-30')).toBe(Date.UTC(2024, 5, 30));
  });

  it.each([
    '',
    'yesterday',
    '1700000000',
    '2024-02-30T00:00:00Z',
    '2023-02-29',
    '2024-13-01',
    '2024-01-01T25:00Z',
    '2024-1-1',
  ])('rejects %j', (text) => {
    expect(parseMinedAt(text)).toBeUndefined();
  });

  it('reads back the instant of any ISO text, whatever offset it is written in', () => {
    fc.assert(
      fc.property(minedAtMsArb, fc.integer({ min: -720, max: 840 }), (ms, offset) => {
        expect(parseMinedAt(isoWithOffset(ms, offset))).toBe(ms - (ms % 1000));
      }),
    );
  });
});
