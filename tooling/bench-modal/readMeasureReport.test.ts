import { describe, expect, it } from 'vitest';
import { MEASURE_REPORT } from './measureFixture.js';
import { readMeasureReport } from './readMeasureReport.js';
import { summarizeMeasurements } from './summarizeMeasurements.js';

describe('readMeasureReport', () => {
  it('reads what measure.mjs writes', () => {
    const report = readMeasureReport(MEASURE_REPORT);
    expect(report.summary.map(({ name }) => name)).toEqual(['ours', 'appkit']);
    expect(report.summary[0]?.initial).toEqual({ files: 4, raw: 614_400, gz: 204_800, br: 184_320 });
    expect(report.raw.ours?.[0]?.ws).toEqual([
      { phase: 'load', url: 'ws://127.0.0.1:40003/?projectId=latch-local' },
    ]);
  });

  it('refuses what measure.mjs did not write', () => {
    expect(() => readMeasureReport({ summary: 'x' })).toThrow('not a measure.mjs report');
    expect(() => readMeasureReport({ summary: [{ initial: {} }], raw: {} })).toThrow(
      'a summary without name',
    );
    expect(() => readMeasureReport(null)).toThrow('not a measure.mjs report');
  });

  it('reads missing figures as not measured and missing runs as none', () => {
    const report = readMeasureReport({ summary: [{ name: 'x', initial: { gz: 1024 } }], raw: {} });
    const [row] = summarizeMeasurements(report);
    expect(row).toMatchObject({ initialJsGzipKiB: 1, buttonReadyMs: null, heapOpenMiB: null });
    expect(row?.outside).toEqual({ load: 0, open: 0, hosts: [] });
  });
});
