import { gzipSync } from 'node:zlib';

/** One script the page fetched before the click. */
export interface FetchedScript {
  /** Its path on the page's server, e.g. `/assets/index-Uqimhzp8.js`. */
  readonly path: string;
  readonly bytes: number;
  /** gzip -9, as the peers benchmark (../shared/bench/peers, `npm run bench:modal`) counts it. */
  readonly gzipBytes: number;
}

export interface BeforeClick {
  readonly scripts: readonly FetchedScript[];
  readonly gzipBytes: number;
}

/** When the page counts as settled: as the peers benchmark waits before it clicks. */
export interface SettleRule {
  /** No request for this long, none pending. */
  readonly quietMs: number;
  /** And at least this long after the button was ready. */
  readonly afterReadyMs: number;
  /** Measured anyway after this long (a page that never goes quiet). */
  readonly maxMs: number;
}

export const BENCH_SETTLE: SettleRule = { quietMs: 500, afterReadyMs: 1500, maxMs: 8000 };

/** Whether the page has settled at `now` (ms), given its network activity and when the button got ready. */
export const hasSettled = (
  rule: SettleRule,
  state: {
    readonly now: number;
    readonly readyAt: number;
    readonly lastActivity: number;
    readonly pending: number;
  },
): boolean =>
  state.now - state.readyAt >= rule.maxMs ||
  (state.pending === 0 &&
    state.now - state.lastActivity >= rule.quietMs &&
    state.now - state.readyAt >= rule.afterReadyMs);

/** Adds up what was fetched: each path once (its last body), gzip -9 per file, largest first. */
export const sumScripts = (bodies: ReadonlyMap<string, Buffer>): BeforeClick => {
  const scripts = [...bodies].map(([path, body]) => ({
    path,
    bytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
  }));
  scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { scripts, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
};
