import type { FastifyRequest } from 'fastify';
import { apiError } from '../../api/http/ApiError.js';

/**
 * Browsers may call the wallet service only from its own pages (the frame): a request whose `Origin`
 * is another site's is refused before anything runs, so a host page's script cannot drive the login or
 * the signing routes around the frame. The service sends no CORS headers at all. `isOpenToAll` names the
 * exceptions: the social callback a provider's page POSTs to (form_post), which only redirects.
 */
export const createOwnOriginOnly =
  (ownOrigin: () => string, isOpenToAll: (request: FastifyRequest) => boolean = () => false) =>
  async (request: FastifyRequest): Promise<void> => {
    const origin = request.headers.origin;
    if (origin === undefined || origin === ownOrigin() || isOpenToAll(request)) return;
    throw apiError(403, 'origin', "Only the wallet service's own pages may call it");
  };
