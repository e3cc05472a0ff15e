import type { FastifyRequest } from 'fastify';
import { apiError } from '../../api/http/ApiError.js';
import { projectNotConfigured } from '../../api/http/projectGuard.js';
import type { ProjectLookup } from '../../api/projects/createProjectLookup.js';
import { isOriginAllowed } from '../../api/projects/isOriginAllowed.js';

/** The header in which the frame names the host page it runs in (the origin it checked on every message). */
export const HOST_ORIGIN_HEADER = 'x-latch-host-origin';

/** The project and host page a request is made for. */
export interface HostContext {
  readonly projectId: string;
  readonly hostOrigin: string;
}

export const UNVERIFIED_DOMAIN = 'unverified_domain';

/**
 * The project's allowed origins decide which host pages may use the wallet: others get 403
 * `unverified_domain` (CONTRACTS §3, SPEC §6). Query and header are schema-checked before this runs.
 */
export const createHostGuard =
  (lookup: ProjectLookup) =>
  async (request: FastifyRequest): Promise<HostContext> => {
    const projectId = String((request.query as { projectId: string }).projectId);
    const hostOrigin = String(request.headers[HOST_ORIGIN_HEADER]);
    const project = await lookup(projectId);
    if (project === undefined) throw projectNotConfigured(projectId);
    if (!isOriginAllowed(hostOrigin, project.allowedOrigins))
      throw apiError(403, 'origin', UNVERIFIED_DOMAIN);
    return { projectId, hostOrigin };
  };

/** Schema parts every `/v1` route shares: `?projectId=` and the host-origin header. */
export const hostHeadersSchema = {
  type: 'object',
  properties: { [HOST_ORIGIN_HEADER]: { type: 'string', minLength: 1, maxLength: 512 } },
  required: [HOST_ORIGIN_HEADER],
} as const;
