import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthLabel } from './monthLabel.js';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

describe('monthLabel', () => {
  it('names the month (index 0-11) and the year', () => {
    expect(monthLabel(2025, 5)).toBe('June 2025');
    expect(monthLabel(2024, 0)).toBe('January 2024');
    expect(monthLabel(2023, 11)).toBe('December 2023');
  });

  it('is the same month in every case, whatever the host time zone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1970, max: 2100 }), fc.integer({ min: 0, max: 11 }), (year, month) => {
        expect(monthLabel(year, month)).toBe(`${MONTHS[month]} ${year}`);
      }),
    );
  });
});
