import type { Queryable } from './Database.js';

/** A project allowed to call the data service. */
export interface Project {
  readonly id: string;
  readonly name: string;
  /** Origin patterns (see isOriginAllowed). */
  readonly allowedOrigins: readonly string[];
  /** The exact pages its social login may return to without a popup (issue 26 §5; see projects/returnUrls.ts). */
  readonly socialReturnUrls: readonly string[];
  readonly createdAt: Date;
}

interface ProjectRow {
  readonly id: string;
  readonly name: string;
  readonly allowed_origins: string[];
  readonly social_return_urls: string[];
  readonly created_at: Date;
}

const COLUMNS = 'id, name, allowed_origins, social_return_urls, created_at';

const toProject = (row: ProjectRow): Project => ({
  id: row.id,
  name: row.name,
  allowedOrigins: row.allowed_origins,
  socialReturnUrls: row.social_return_urls,
  createdAt: row.created_at,
});

/**
 * The local stack's project, for pages on the loopback host names: only the local stack seeds it
 * (seedLocalProject, with LATCH_DEVELOPMENT=1); no migration creates it.
 */
export const DEFAULT_PROJECT_ID = 'latch-local';

export const findProject = async (db: Queryable, id: string): Promise<Project | undefined> => {
  const result = await db.query<ProjectRow>(`SELECT ${COLUMNS} FROM projects WHERE id = $1`, [id]);
  const row = result.rows[0];
  return row === undefined ? undefined : toProject(row);
};

export interface CreateProjectInput {
  readonly id: string;
  readonly name: string;
  readonly allowedOrigins: readonly string[];
  readonly socialReturnUrls?: readonly string[];
}

/** Creates a project, or returns undefined when the id is taken. */
export const createProject = async (
  db: Queryable,
  input: CreateProjectInput,
): Promise<Project | undefined> => {
  const result = await db.query<ProjectRow>(
    `INSERT INTO projects (id, name, allowed_origins, social_return_urls) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id) DO NOTHING
     RETURNING ${COLUMNS}`,
    [input.id, input.name, [...input.allowedOrigins], [...(input.socialReturnUrls ?? [])]],
  );
  const row = result.rows[0];
  return row === undefined ? undefined : toProject(row);
};

/** Appends values to one of a project's list columns (each once, sorted); the project, or undefined when there is none. */
const appendToList = async (
  db: Queryable,
  id: string,
  column: 'allowed_origins' | 'social_return_urls',
  values: readonly string[],
): Promise<Project | undefined> => {
  const result = await db.query<ProjectRow>(
    `UPDATE projects
        SET ${column} = ARRAY(SELECT DISTINCT value FROM unnest(${column} || $2::text[]) AS value ORDER BY value)
      WHERE id = $1
      RETURNING ${COLUMNS}`,
    [id, [...values]],
  );
  const row = result.rows[0];
  return row === undefined ? undefined : toProject(row);
};

/** Adds origins to a project's allow-list (each once); resolves to the project, or undefined when there is none. */
export const addAllowedOrigins = (db: Queryable, id: string, origins: readonly string[]) =>
  appendToList(db, id, 'allowed_origins', origins);

/** Registers exact social return URLs for a project (each once); the project, or undefined when there is none. */
export const addSocialReturnUrls = (db: Queryable, id: string, urls: readonly string[]) =>
  appendToList(db, id, 'social_return_urls', urls);
