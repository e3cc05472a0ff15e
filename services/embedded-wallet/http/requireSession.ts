import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../../ports/index.js';
import type { Queryable } from '../../api/db/Database.js';
import { apiError } from '../../api/http/ApiError.js';
import { findSession, type WalletSession } from '../db/sessions.js';
import type { HostContext } from './hostGuard.js';

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,128})$/;

export const bearerToken = (request: FastifyRequest): string | undefined =>
  BEARER.exec(request.headers.authorization ?? '')?.[1];

/**
 * The live session of the request's bearer token, begun for this project and host page: a token is
 * no use on another host page (its frame there has its own storage anyway). 401 otherwise.
 */
export const requireSession = async (
  deps: { readonly db: Queryable; readonly clock: Clock },
  request: FastifyRequest,
  host: HostContext,
): Promise<WalletSession & { readonly token: string }> => {
  const token = bearerToken(request);
  const session = token === undefined ? undefined : await findSession(deps.db, token, deps.clock.now());
  if (token === undefined || session === undefined) throw apiError(401, 'authorization', 'Not signed in');
  if (session.projectId !== host.projectId || session.hostOrigin !== host.hostOrigin) {
    throw apiError(401, 'authorization', 'This session belongs to another site');
  }
  return { ...session, token };
};
