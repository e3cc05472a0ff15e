import { createQueryCache } from '../../../core/lib/cache/index.js';
import type { Clock } from '../../../ports/index.js';
import type { Queryable } from '../db/Database.js';
import { findProject, type Project } from '../db/projects.js';
import { systemClock } from '../systemClock.js';

export interface ProjectLookupOptions {
  readonly db: Queryable;
  /** How long an answer (found or not) is reused. Default 5 s. */
  readonly ttlMs?: number;
  /** Default: the system clock. */
  readonly clock?: Clock;
  /** Most project ids remembered at once. Default 1000. */
  readonly maxEntries?: number;
}

/** Finds a project by id; `undefined` when there is none. Rejects when the database fails. */
export type ProjectLookup = (id: string) => Promise<Project | undefined>;

export const PROJECT_CACHE_TTL_MS = 5_000;

/**
 * Project lookups through the shared TTL cache (core/lib/cache): every request checks its project, but the
 * database sees one query per project id and TTL; concurrent lookups of one id share a query. Unknown
 * ids are remembered too, for the same TTL; failures are not.
 */
export const createProjectLookup = (options: ProjectLookupOptions): ProjectLookup => {
  const cache = createQueryCache<string, Project | null, never>({
    clock: options.clock ?? systemClock,
    ttlMs: options.ttlMs ?? PROJECT_CACHE_TTL_MS,
    maxEntries: options.maxEntries ?? 1000,
  });
  return async (id) => {
    const result = await cache.fetch(id, async () => (await findProject(options.db, id)) ?? null);
    if (result.isErr()) throw result.error;
    return result.value ?? undefined;
  };
};
