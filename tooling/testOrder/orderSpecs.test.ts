import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { orderSpecs, UNKNOWN_FILE_SECONDS } from './orderSpecs.js';
import { durationsOf } from './recordDurations.js';

const spec = (key: string, group = 0) => ({ key, group });

describe('orderSpecs', () => {
  it('runs the longest files first across projects, groups in their order', () => {
    const specs = [
      spec('unit:core/a.test.ts'),
      spec('e2e:e2e/J1.e2e.test.ts', 1),
      spec('integration:tooling/packages/packages.test.ts'),
      spec('services:services/api/main.test.ts'),
      spec('e2e:e2e/faults.e2e.test.ts', 1),
    ];
    const recorded = {
      'integration:tooling/packages/packages.test.ts': 250,
      'services:services/api/main.test.ts': 25,
      'e2e:e2e/faults.e2e.test.ts': 30,
    };
    expect(orderSpecs(specs, recorded).map((item) => item.key)).toEqual([
      'integration:tooling/packages/packages.test.ts',
      'services:services/api/main.test.ts',
      'unit:core/a.test.ts',
      'e2e:e2e/faults.e2e.test.ts',
      'e2e:e2e/J1.e2e.test.ts',
    ]);
  });

  it("prefers the recorded durations to this machine's cache, which decides for files not recorded", () => {
    const specs = [spec('unit:a'), spec('unit:b'), spec('unit:c')];
    const cache: Record<string, number> = { 'unit:a': 90, 'unit:b': 5 };
    const order = orderSpecs(specs, { 'unit:a': 2 }, (key) => cache[key]);
    expect(order.map((item) => item.key)).toEqual(['unit:b', 'unit:a', 'unit:c']);
  });

  it('keeps the order found among files of equal weight (unknown ones count as one second)', () => {
    const specs = ['unit:z', 'unit:y', 'unit:x', 'unit:w'].map((key) => spec(key));
    expect(orderSpecs(specs, { 'unit:x': UNKNOWN_FILE_SECONDS }).map((item) => item.key)).toEqual([
      'unit:z',
      'unit:y',
      'unit:x',
      'unit:w',
    ]);
  });
});

describe('recorded durations', () => {
  it("keep the files of at least 2 s from vitest's cache, in seconds, longest first", () => {
    const cache = {
      results: [
        ['unit:core/a.test.ts', { duration: 1940 }],
        ['integration:tooling/x.test.ts', { duration: 204_749 }],
        ['services:services/y.test.ts', { duration: 36_512 }],
        ['types:none', { duration: Number.NaN }],
      ] as const,
    };
    expect(durationsOf(cache)).toEqual({
      'integration:tooling/x.test.ts': 204.7,
      'services:services/y.test.ts': 36.5,
    });
    expect(Object.keys(durationsOf(cache))).toEqual([
      'integration:tooling/x.test.ts',
      'services:services/y.test.ts',
    ]);
  });

  it('are recorded for the host fixtures, so a fresh machine starts them first', () => {
    const recorded = JSON.parse(
      readFileSync(new URL('./test-durations.json', import.meta.url), 'utf8'),
    ) as Record<string, number>;
    const [first] = Object.keys(recorded);
    expect(first).toMatch(/^integration:tooling\/packages\//);
    expect(recorded['integration:tooling/packages/nextHost.test.ts']).toBeGreaterThan(60);
  });
});
