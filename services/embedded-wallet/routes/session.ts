import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../api/http/ApiError.js';
import { deleteSession } from '../db/sessions.js';
import { hostHeadersSchema } from '../http/hostGuard.js';
import { requireSession } from '../http/requireSession.js';
import { projectQuerySchema, type WalletRouteContext } from './WalletRouteContext.js';

/**
 * GET /v1/user?chainId → {email?, provider, userName?, address, chainId, preferredAccountType: 'eoa', accounts}
 * (GET_USER; `provider` is `email` or the social provider, whose user name comes with it);
 * POST /v1/sign-out → {} (SIGN_OUT: the session is deleted, its token dead).
 */
export const registerSessionRoutes = (app: FastifyInstance, context: WalletRouteContext): void => {
  app.get<{ Querystring: { chainId?: number } }>(
    '/v1/user',
    {
      schema: {
        querystring: projectQuerySchema({ chainId: { type: 'integer', minimum: 1, maximum: 2 ** 53 - 1 } }),
        headers: hostHeadersSchema,
      },
    },
    async (request) => {
      const session = await requireSession(context, request, await context.host(request));
      const chainId = request.query.chainId ?? context.chainIds[0];
      if (chainId === undefined || !context.chainIds.includes(chainId)) {
        throw badRequest('chainId', 'Chain is not supported');
      }
      return {
        ...(session.email !== null ? { email: session.email } : {}),
        provider: session.social?.provider ?? 'email',
        ...(session.social !== undefined ? { userName: session.social.userName } : {}),
        address: session.address,
        chainId,
        preferredAccountType: 'eoa',
        accounts: [{ address: session.address, type: 'eoa' }],
      };
    },
  );
  app.post(
    '/v1/sign-out',
    { schema: { querystring: projectQuerySchema(), headers: hostHeadersSchema } },
    async (request) => {
      const session = await requireSession(context, request, await context.host(request));
      await deleteSession(context.db, session.token, session.jkt);
      return {};
    },
  );
};
