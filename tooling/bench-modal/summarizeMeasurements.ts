import type { MeasureReport, MeasureRun } from './readMeasureReport.js';

export interface RequestCounts {
  /** Median per run, before the click. */
  readonly load: number;
  /** Median per run, after the click. */
  readonly open: number;
  /** Hosts seen in any run, most requests first. */
  readonly hosts: readonly string[];
}

/** One measured modal, in the units of the targets. */
export interface BenchRow {
  readonly name: string;
  readonly runs: number;
  readonly opened: number;
  readonly initialJsGzipKiB: number;
  readonly initialJsFiles: number;
  readonly afterOpenJsGzipKiB: number;
  readonly buttonReadyMs: number | null;
  readonly clickToListMs: number | null;
  readonly heapLoadMiB: number | null;
  readonly heapOpenMiB: number | null;
  /** Requests that would leave the machine. */
  readonly outside: RequestCounts;
  /** Requests to other loopback ports than the harness's server: the page's own services (data service, RPC, relay). */
  readonly loopback: RequestCounts;
  readonly errors: readonly string[];
}

const KIB = 1024;
const MIB = 1024 * 1024;
const LOOPBACK = /^(127(?:\.\d{1,3}){3}|localhost|\[::1\])(?::\d+)?$/i;

/** Whether `host` (host[:port]) is this machine. */
export const isLoopbackHost = (host: string): boolean => LOOPBACK.test(host);

const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return '?';
  }
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const scaled = (value: number | null, unit: number): number | null => (value === null ? null : value / unit);

/** External requests and websockets of every run, split into the page's own loopback services and the rest. */
const countRequests = (runs: readonly MeasureRun[], loopback: boolean): RequestCounts => {
  const hosts = new Map<string, number>();
  const perRun = runs.map((run) => {
    const all = [
      ...run.reqs.map(({ phase, host }) => ({ phase, host })),
      ...run.ws.map(({ phase, url }) => ({ phase, host: `ws:${hostOf(url)}` })),
    ].filter(({ host }) => isLoopbackHost(host.replace(/^ws:/, '')) === loopback);
    for (const { host } of all) hosts.set(host, (hosts.get(host) ?? 0) + 1);
    return {
      load: all.filter(({ phase }) => phase === 'load').length,
      open: all.filter(({ phase }) => phase === 'open').length,
    };
  });
  return {
    load: median(perRun.map(({ load }) => load)),
    open: median(perRun.map(({ open }) => open)),
    hosts: [...hosts].sort((a, b) => b[1] - a[1]).map(([host]) => host),
  };
};

/** The harness's report as one row per measured modal, in the order it measured them. */
export function summarizeMeasurements(report: MeasureReport): BenchRow[] {
  return report.summary.map((summary) => {
    const runs = report.raw[summary.name] ?? [];
    return {
      name: summary.name,
      runs: summary.n,
      opened: summary.opened,
      initialJsGzipKiB: summary.initial.gz / KIB,
      initialJsFiles: summary.initial.files,
      afterOpenJsGzipKiB: summary.afterOpen.gz / KIB,
      buttonReadyMs: summary.ready.med,
      clickToListMs: summary.open.med,
      heapLoadMiB: scaled(summary.heapLoad.med, MIB),
      heapOpenMiB: scaled(summary.heapOpen.med, MIB),
      outside: countRequests(runs, false),
      loopback: countRequests(runs, true),
      errors: summary.errors ?? [],
    };
  });
}
