import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../../ports/index.js';
import type { Queryable } from '../../api/db/Database.js';
import { apiError } from '../../api/http/ApiError.js';
import { findSession, type WalletSession } from '../db/sessions.js';
import type { HostContext } from './hostGuard.js';
import { proofOf } from './requireProof.js';

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,128})$/;

export const bearerToken = (request: FastifyRequest): string | undefined =>
  BEARER.exec(request.headers.authorization ?? '')?.[1];

/**
 * The live session of the request's bearer token, begun for this project and host page by the frame key
 * that signed this request's proof: a token is no use with another key or on another host page. 401 otherwise.
 */
export const requireSession = async (
  deps: { readonly db: Queryable; readonly clock: Clock },
  request: FastifyRequest,
  host: HostContext,
): Promise<WalletSession & { readonly token: string; readonly jkt: string }> => {
  const token = bearerToken(request);
  const { jkt } = proofOf(request);
  const session = token === undefined ? undefined : await findSession(deps.db, token, jkt, deps.clock.now());
  if (token === undefined || session === undefined) throw apiError(401, 'authorization', 'Not signed in');
  if (session.projectId !== host.projectId || session.hostOrigin !== host.hostOrigin) {
    throw apiError(401, 'authorization', 'This session belongs to another site');
  }
  return { ...session, token, jkt };
};
