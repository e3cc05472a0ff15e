import type { FastifyCorsOptions } from '@fastify/cors';
import type { FastifyRequest } from 'fastify';
import type { ProjectLookup } from '../projects/createProjectLookup.js';
import { isOriginAllowed } from '../projects/isOriginAllowed.js';
import { apiError, badRequest } from './ApiError.js';
import { PROJECT_ID_PATTERN } from './commonSchemas.js';
import { projectNotConfigured } from './projectGuard.js';
import { queryProjectId } from './requestProject.js';

export interface CorsPolicyOptions {
  readonly lookup: ProjectLookup;
  /** Whose origins apply when a request names no project (e.g. GET /getWallets). */
  readonly defaultProjectId: string;
  /** Response headers a page may read. Default: request id, Retry-After and the rate-limit headers. */
  readonly exposedHeaders?: readonly string[];
  /** Access-Control-Max-Age of preflight answers, in seconds. Default 600. */
  readonly maxAgeSeconds?: number;
}

export const DEFAULT_EXPOSED_HEADERS = [
  'x-request-id',
  'retry-after',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
] as const;

const PROJECT_ID = new RegExp(PROJECT_ID_PATTERN);

/**
 * The @fastify/cors delegator: a request without `Origin` gets no CORS handling; otherwise the project
 * named by `?projectId=` (or the default project) must exist and allow the origin, and the answer (a
 * preflight included) carries that one origin. An unknown project or a disallowed origin is a 403 in the
 * usual error body, with no CORS headers. (A project id sent only in a POST body is not read yet at
 * this point: such requests are held to the default project's origins.)
 */
export const createCorsPolicy = (options: CorsPolicyOptions) => {
  const exposedHeaders = [...(options.exposedHeaders ?? DEFAULT_EXPOSED_HEADERS)];
  const maxAge = options.maxAgeSeconds ?? 600;
  return async function corsPolicy(request: FastifyRequest): Promise<FastifyCorsOptions> {
    const origin = request.headers.origin;
    if (origin === undefined) return { origin: false };
    const projectId = queryProjectId(request) ?? options.defaultProjectId;
    if (!PROJECT_ID.test(projectId)) throw badRequest('projectId', 'Invalid projectId');
    const project = await options.lookup(projectId);
    if (project === undefined) throw projectNotConfigured(projectId);
    if (!isOriginAllowed(origin, project.allowedOrigins)) {
      throw apiError(403, 'origin', `Origin ${origin.slice(0, 200)} is not allowed for project ${projectId}`);
    }
    return {
      origin,
      // DELETE: signing out of the sign-in verifier (DELETE /v1/siwx/session).
      methods: ['GET', 'HEAD', 'POST', 'DELETE'],
      exposedHeaders,
      maxAge,
      strictPreflight: false,
    };
  };
};
