import { describe, expect, it } from 'vitest';
import { checkTargets } from './checkTargets.js';
import { MODAL_TARGETS } from './modalTargets.js';
import type { BenchRow } from './summarizeMeasurements.js';

const none = { load: 0, open: 0, hosts: [] };
const row: BenchRow = {
  name: 'ours',
  runs: 10,
  opened: 10,
  initialJsGzipKiB: 150.04,
  initialJsFiles: 5,
  afterOpenJsGzipKiB: 170,
  buttonReadyMs: 400,
  clickToListMs: 21.6,
  heapLoadMiB: 3.2,
  heapOpenMiB: 3.9,
  outside: none,
  loopback: { load: 3, open: 1, hosts: ['127.0.0.1:8787'] },
  errors: [],
};

describe('checkTargets', () => {
  it('meets a target at its limit; own loopback requests do not count as outside', () => {
    expect(checkTargets(row)).toEqual([
      { target: 'initialJs', met: true, text: 'JS before click 150.0 KiB gzip ≤ 160 KiB gzip' },
      { target: 'clickToList', met: true, text: 'click → wallet list 22 ms ≤ 33 ms' },
      { target: 'buttonReady', met: true, text: 'button ready 400 ms ≤ 400 ms' },
      { target: 'heap', met: true, text: 'JS heap 3.90 MiB ≤ 4 MiB' },
      { target: 'outsideRequests', met: true, text: 'requests outside the machine 0 ≤ 0' },
    ]);
  });

  it('misses a target above its limit, the heap by its larger reading, outside requests in either phase', () => {
    const missed = checkTargets({
      ...row,
      initialJsGzipKiB: 200.1,
      clickToListMs: 34,
      buttonReadyMs: 401,
      heapLoadMiB: 4.1,
      heapOpenMiB: 3,
      outside: { load: 0, open: 1, hosts: ['relay.walletconnect.org'] },
    });
    expect(missed.map(({ met }) => met)).toEqual([false, false, false, false, false]);
    expect(missed.map(({ text }) => text)).toEqual([
      'JS before click 200.1 KiB gzip > 160 KiB gzip',
      'click → wallet list 34 ms > 33 ms',
      'button ready 401 ms > 400 ms',
      'JS heap 4.10 MiB > 4 MiB',
      'requests outside the machine 1 > 0',
    ]);
  });

  it('counts a figure the harness could not measure as missed, and takes other limits', () => {
    const [, clickToList, , heap] = checkTargets({ ...row, clickToListMs: null, heapOpenMiB: null });
    expect(clickToList).toEqual({
      target: 'clickToList',
      met: false,
      text: 'click → wallet list: not measured (limit 33 ms)',
    });
    expect(heap?.met).toBe(false);
    const strict = checkTargets(row, { ...MODAL_TARGETS, initialJsGzipKiB: 100 });
    expect(strict[0]?.met).toBe(false);
  });
});
