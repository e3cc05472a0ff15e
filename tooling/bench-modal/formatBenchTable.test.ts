import { describe, expect, it } from 'vitest';
import { formatBenchTable } from './formatBenchTable.js';
import { MEASURE_REPORT } from './measureFixture.js';
import { readMeasureReport } from './readMeasureReport.js';
import { summarizeMeasurements } from './summarizeMeasurements.js';

describe('formatBenchTable', () => {
  it('is a Markdown table headed by the targets, marking only our row', () => {
    const table = formatBenchTable(summarizeMeasurements(readMeasureReport(MEASURE_REPORT)));
    expect(table.split('\n')).toEqual([
      '| modal | JS before click (KiB gz) | JS after open (KiB gz) | click → list (ms) | button ready (ms) | heap load / open (MiB) | outside requests load / open | own loopback services load / open | opened |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      '| target | ≤ 160 |  | ≤ 33 | ≤ 400 | ≤ 4 | 0 | reported |  |',
      '| ours | 200.0 ✗ | 210.0 | 22 ✓ | 180 ✓ | 3.00 / 4.50 ✗ | 0 / 0 ✓ | 2 / 0 | 3/3 |',
      '| appkit | 400.0 | 410.0 | – | 900 | 8.00 / 12.00 | 1 / 0 | 0 / 0 | 0/3 |',
    ]);
  });

  it('is just the header and the targets without rows', () => {
    expect(formatBenchTable([]).split('\n')).toHaveLength(3);
  });
});
