import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkSizeBudget, parseSizeBudget } from './sizeBudget.js';

describe('checkSizeBudget', () => {
  const budget = { firstLoadGzipKiB: 163, target: 150 };

  it('fails above the budget, printing the figure, the budget and the target', () => {
    expect(checkSizeBudget(163 * 1024 + 1, budget)).toEqual({
      met: false,
      text: 'JS before click 163.0 KiB gzip > 163 KiB gzip (budget, tooling/size-budget.json; target 150 KiB)',
    });
  });

  it('passes at or under the budget', () => {
    expect(checkSizeBudget(163 * 1024, budget).met).toBe(true);
    expect(checkSizeBudget(140_000, { firstLoadGzipKiB: 150 })).toEqual({
      met: true,
      text: 'JS before click 136.7 KiB gzip ≤ 150 KiB gzip (budget, tooling/size-budget.json)',
    });
  });
});

describe('parseSizeBudget', () => {
  it("reads the repository's budget file", () => {
    const file = JSON.parse(readFileSync(new URL('../size-budget.json', import.meta.url), 'utf8'));
    const parsed = parseSizeBudget(file)._unsafeUnwrap();
    expect(parsed.firstLoadGzipKiB).toBeGreaterThanOrEqual(parsed.target ?? 0);
  });

  it('refuses a budget that is missing, not positive or of the wrong type', () => {
    expect(parseSizeBudget(null)._unsafeUnwrapErr()).toBe('the size budget must be a JSON object');
    expect(parseSizeBudget({})._unsafeUnwrapErr()).toBe('firstLoadGzipKiB must be a positive number of KiB');
    expect(parseSizeBudget({ firstLoadGzipKiB: -1 })._unsafeUnwrapErr()).toBe(
      'firstLoadGzipKiB must be a positive number of KiB',
    );
    expect(parseSizeBudget({ firstLoadGzipKiB: 150, target: '140' })._unsafeUnwrapErr()).toBe(
      'target must be a positive number of KiB',
    );
    expect(parseSizeBudget({ firstLoadGzipKiB: 150, note: 1 })._unsafeUnwrapErr()).toBe(
      'note must be a string',
    );
  });
});
