import { describe, expect, it } from 'vitest';
import { MEASURE_REPORT } from './measureFixture.js';
import { readMeasureReport } from './readMeasureReport.js';
import { isLoopbackHost, summarizeMeasurements } from './summarizeMeasurements.js';

describe('summarizeMeasurements', () => {
  const [ours, appkit] = summarizeMeasurements(readMeasureReport(MEASURE_REPORT));

  it('gives the medians in the units of the targets (KiB, ms, MiB)', () => {
    expect(ours).toMatchObject({
      name: 'ours',
      runs: 3,
      opened: 3,
      initialJsGzipKiB: 200,
      initialJsFiles: 4,
      afterOpenJsGzipKiB: 210,
      buttonReadyMs: 180.4,
      clickToListMs: 21.6,
      heapLoadMiB: 3,
      heapOpenMiB: 4.5,
      errors: [],
    });
    expect(appkit).toMatchObject({
      name: 'appkit',
      opened: 0,
      clickToListMs: null,
      errors: ['unhandled: Failed to fetch'],
    });
  });

  it('counts requests to our own loopback services apart from those that would leave the machine', () => {
    // ours: load 3, 1, 2 loopback requests per run (websocket included) → median 2; open 1, 0, 0 → 0.
    expect(ours?.loopback).toEqual({
      load: 2,
      open: 0,
      hosts: ['127.0.0.1:40001', '127.0.0.1:40002', 'localhost:40001', 'ws:127.0.0.1:40003', '[::1]:40002'],
    });
    expect(ours?.outside).toEqual({ load: 0, open: 0, hosts: [] });
    expect(appkit?.outside).toEqual({
      load: 1,
      open: 0,
      hosts: ['api.web3modal.org', 'pulse.walletconnect.org', 'ws:relay.walletconnect.org'],
    });
    expect(appkit?.loopback).toEqual({ load: 0, open: 0, hosts: [] });
  });

  it('tells loopback hosts from the others', () => {
    for (const host of ['127.0.0.1:8787', '127.5.0.9', 'localhost:1', 'LOCALHOST', '[::1]:8545'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of [
      '127.0.0.1.example.com',
      'localhost.dev:80',
      '10.0.0.1:80',
      'relay.walletconnect.org',
      '?',
    ])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});
