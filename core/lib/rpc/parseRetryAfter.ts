const SECONDS = /^\s*(\d+)\s*$/;

/**
 * Parses an HTTP Retry-After value into milliseconds to wait: delta-seconds ("120") or an HTTP-date
 * relative to `nowMs`. Undefined when absent, malformed or already past (the caller then backs off).
 */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined;
  const seconds = SECONDS.exec(value)?.[1];
  if (seconds !== undefined) return Number(seconds) * 1000;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  const wait = date - nowMs;
  return wait > 0 ? wait : undefined;
}
