import { describe, expect, it } from 'vitest';
import { checkHostBudget, checkSizeBudget, parseSizeBudget, readSizeBudget } from './sizeBudget.js';

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

describe('checkHostBudget', () => {
  const budget = { firstLoadGzipKiB: 150, hosts: { 'vite-react': 200, 'next-app': 210 } };

  it('fails a host fixture above its own limit, naming the fixture and the limit', () => {
    expect(checkHostBudget('next-app', 210 * 1024 + 1, budget)).toEqual({
      met: false,
      text: 'next-app host: JS before click 210.0 KiB gzip > 210 KiB gzip (hosts.next-app, tooling/size-budget.json)',
    });
    expect(checkHostBudget('vite-react', 210 * 1024, budget).met).toBe(false);
  });

  it('passes at or under it', () => {
    expect(checkHostBudget('vite-react', 200 * 1024, budget).met).toBe(true);
  });
});

describe('parseSizeBudget', () => {
  it("reads the repository's budget file, with a limit for every host fixture", async () => {
    const parsed = (await readSizeBudget())._unsafeUnwrap();
    expect(parsed.firstLoadGzipKiB).toBeGreaterThanOrEqual(parsed.target ?? 0);
    expect(Object.keys(parsed.hosts).sort()).toEqual(['next-app', 'vite-react']);
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
    expect(parseSizeBudget({ firstLoadGzipKiB: 150 })._unsafeUnwrapErr()).toBe(
      'hosts must be an object: fixture name → KiB',
    );
    expect(parseSizeBudget({ firstLoadGzipKiB: 150, hosts: { 'vite-react': 200 } })._unsafeUnwrapErr()).toBe(
      'hosts.next-app must be a positive number of KiB',
    );
  });
});
