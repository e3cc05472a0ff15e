import { createQueryCache } from '../../../core/lib/cache/index.js';
import type { Clock } from '../../../ports/index.js';
import type { ProjectCheck } from '../relayOptions.js';

export interface ProjectCheckOptions {
  /** The data service's base URL (`http://127.0.0.1:8787`): its projects and their allowed origins. */
  readonly dataServiceUrl: string;
  /** How long an answer (allowed or not) is reused; default 30 s. Failures are not kept. */
  readonly ttlMs?: number;
  /** Per lookup; default 3 s. */
  readonly timeoutMs?: number;
  /** Most (project, origin) pairs remembered; default 10,000. */
  readonly maxEntries?: number;
  readonly clock?: Clock;
  readonly fetch?: typeof fetch;
}

/** What a browser puts in Origin (`scheme://host[:port]` or `null`); anything else is refused unasked. */
const ORIGIN = /^[\x21-\x7e]{1,512}$/;

const systemClock: Clock = { now: () => Date.now() };

/** Why the data service could not answer (network, timeout, 429, 5xx): the relay answers the upgrade 503. */
export class ProjectCheckUnavailable extends Error {
  override readonly name = 'ProjectCheckUnavailable';
}

/**
 * The relay's project check, asking the data service: `GET /v1/supported-chains?projectId=…` with the
 * upgrade's Origin forwarded answers 200 when the project exists and allows that origin, 403 (or 400 for a
 * malformed id) otherwise — the same rule the data service applies to the page's own requests.
 * Answers are cached per (project, origin) with in-flight de-duplication (core/lib/cache).
 */
export function createProjectCheck(options: ProjectCheckOptions): ProjectCheck {
  const base = options.dataServiceUrl.replace(/\/+$/, '');
  const request = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 3_000;
  const cache = createQueryCache<readonly [string, string], boolean, never>({
    clock: options.clock ?? systemClock,
    ttlMs: options.ttlMs ?? 30_000,
    maxEntries: options.maxEntries ?? 10_000,
    keyOf: ([projectId, origin]) => `${projectId}\n${origin}`,
  });
  const ask = async (projectId: string, origin: string): Promise<boolean> => {
    const url = `${base}/v1/supported-chains?projectId=${encodeURIComponent(projectId)}`;
    const response = await request(url, {
      headers: origin === '' ? {} : { origin },
      signal: AbortSignal.timeout(timeoutMs),
    }).catch((cause: unknown) => {
      throw new ProjectCheckUnavailable('The data service did not answer', { cause });
    });
    await response.body?.cancel();
    if (response.status === 200) return true;
    if (response.status === 400 || response.status === 403 || response.status === 404) return false;
    throw new ProjectCheckUnavailable(`The data service answered ${response.status}`);
  };
  return async (projectId, origin) => {
    if (projectId === '' || (origin !== undefined && !ORIGIN.test(origin))) return false;
    const result = await cache.fetch([projectId, origin ?? ''], () => ask(projectId, origin ?? ''));
    if (result.isErr()) throw result.error;
    return result.value;
  };
}
