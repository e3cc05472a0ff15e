import type { FastifyRequest } from 'fastify';
import type { ProjectLookup } from '../projects/createProjectLookup.js';
import { apiError, badRequest } from './ApiError.js';
import { PROJECT_ID_PATTERN } from './commonSchemas.js';
import { bodyProjectId, queryProjectId, requestProjectId } from './requestProject.js';

export interface ProjectGuardOptions {
  readonly lookup: ProjectLookup;
  /** Whether a request without a project id is refused (400). Default true. */
  readonly required?: boolean;
}

const PROJECT_ID = new RegExp(PROJECT_ID_PATTERN);

export const projectNotConfigured = (id: string) =>
  apiError(403, 'projectId', `Project ID ${id} is not configured`);

/**
 * Checks the request's project (query `projectId`, or the JSON body's): 400 when it is required and
 * missing or malformed, or when the body names another project than the query; 403 when no such
 * project is configured. A preHandler, so it runs after schema
 * validation and sees the parsed body.
 */
export const createProjectGuard = (options: ProjectGuardOptions) => {
  const required = options.required ?? true;
  return async function projectGuard(request: FastifyRequest): Promise<void> {
    const [inQuery, inBody] = [queryProjectId(request), bodyProjectId(request)];
    // CORS and the per-project rate limit were decided on the query's project: the body may not name another.
    if (inQuery !== undefined && inBody !== undefined && inQuery !== inBody) {
      throw badRequest('projectId', 'projectId in the body does not match the query');
    }
    const id = requestProjectId(request);
    if (id === undefined) {
      if (required) throw badRequest('projectId', 'projectId is required');
      return;
    }
    if (!PROJECT_ID.test(id)) throw badRequest('projectId', 'Invalid projectId');
    if ((await options.lookup(id)) === undefined) throw projectNotConfigured(id);
  };
};
