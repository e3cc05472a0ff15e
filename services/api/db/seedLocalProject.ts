import type { Queryable } from './Database.js';
import {
  addAllowedOrigins,
  addSocialReturnUrls,
  createProject,
  DEFAULT_PROJECT_ID,
  type Project,
} from './projects.js';

/** The local project's name, as migration 002 once inserted it. */
export const LOCAL_PROJECT_NAME = 'Latch local stack';

/** The local project's origins: any port on the loopback host names. */
export const LOCAL_PROJECT_ORIGINS: readonly string[] = ['http://127.0.0.1:*', 'http://localhost:*'];

/** What the local stack adds to its project beside the loopback origins. */
export interface LocalProjectOptions {
  /** More allowed origins (`latch-stack --origin`, LATCH_LOCAL_ORIGINS). */
  readonly origins?: readonly string[];
  /** Exact social return pages (the demo's and the sandbox wallet's, LATCH_LOCAL_RETURN_URLS; issue 26 §5). */
  readonly socialReturnUrls?: readonly string[];
}

/**
 * Creates the local stack's project `latch-local` (DEFAULT_PROJECT_ID), or widens it when it is there: its
 * origins become the loopback ones, those it had and `options.origins`; its social return URLs those it had and
 * `options.socialReturnUrls` (each once, sorted). Called by the local stack only — `services/api/main.ts` with
 * LATCH_DEVELOPMENT=1 (through startApi's `localProject`) — and by tests and benches that stand in for it: no
 * migration creates the project (migration 014 removes the one 002 inserted), so a production database accepts
 * no loopback page under this id. Resolves to the project as stored.
 */
export const seedLocalProject = async (
  db: Queryable,
  options: LocalProjectOptions = {},
): Promise<Project> => {
  const id = DEFAULT_PROJECT_ID;
  await createProject(db, { id, name: LOCAL_PROJECT_NAME, allowedOrigins: LOCAL_PROJECT_ORIGINS });
  await addAllowedOrigins(db, id, [...LOCAL_PROJECT_ORIGINS, ...(options.origins ?? [])]);
  const project = await addSocialReturnUrls(db, id, options.socialReturnUrls ?? []);
  if (project === undefined) throw new Error(`The project ${id} was not stored`);
  return project;
};
