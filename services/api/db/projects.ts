import type { Queryable } from './Database.js';

/** A project allowed to call the data service. */
export interface Project {
  readonly id: string;
  readonly name: string;
  /** Origin patterns (see isOriginAllowed). */
  readonly allowedOrigins: readonly string[];
  readonly createdAt: Date;
}

interface ProjectRow {
  readonly id: string;
  readonly name: string;
  readonly allowed_origins: string[];
  readonly created_at: Date;
}

const toProject = (row: ProjectRow): Project => ({
  id: row.id,
  name: row.name,
  allowedOrigins: row.allowed_origins,
  createdAt: row.created_at,
});

/** The default project created by the migrations, for pages on the loopback host names. */
export const DEFAULT_PROJECT_ID = 'latch-local';

export const findProject = async (db: Queryable, id: string): Promise<Project | undefined> => {
  const result = await db.query<ProjectRow>(
    'SELECT id, name, allowed_origins, created_at FROM projects WHERE id = $1',
    [id],
  );
  const row = result.rows[0];
  return row === undefined ? undefined : toProject(row);
};

export interface CreateProjectInput {
  readonly id: string;
  readonly name: string;
  readonly allowedOrigins: readonly string[];
}

/** Creates a project, or returns undefined when the id is taken. */
export const createProject = async (
  db: Queryable,
  input: CreateProjectInput,
): Promise<Project | undefined> => {
  const result = await db.query<ProjectRow>(
    `INSERT INTO projects (id, name, allowed_origins) VALUES ($1, $2, $3)
     ON CONFLICT (id) DO NOTHING
     RETURNING id, name, allowed_origins, created_at`,
    [input.id, input.name, [...input.allowedOrigins]],
  );
  const row = result.rows[0];
  return row === undefined ? undefined : toProject(row);
};

/** Adds origins to a project's allow-list (each once); resolves to the project, or undefined when there is none. */
export const addAllowedOrigins = async (
  db: Queryable,
  id: string,
  origins: readonly string[],
): Promise<Project | undefined> => {
  const result = await db.query<ProjectRow>(
    `UPDATE projects
        SET allowed_origins = ARRAY(
          SELECT DISTINCT origin FROM unnest(allowed_origins || $2::text[]) AS origin ORDER BY origin)
      WHERE id = $1
      RETURNING id, name, allowed_origins, created_at`,
    [id, [...origins]],
  );
  const row = result.rows[0];
  return row === undefined ? undefined : toProject(row);
};
