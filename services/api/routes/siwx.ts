import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SIWX_LIMITS } from '../../../core/lib/siwx/index.js';
import type { Clock } from '../../../ports/index.js';
import { findSession, insertNonce, insertSessionUsingNonce, pruneSiwx, revokeSession } from '../db/siwx.js';
import { apiError, badRequest } from '../http/ApiError.js';
import { type CommonQuery, optionalProjectQuerySchema, projectQuerySchema } from '../http/commonSchemas.js';
import { requestProjectId } from '../http/requestProject.js';
import { capCallGas } from '../names/capCallGas.js';
import type { ProjectLookup } from '../projects/createProjectLookup.js';
import { checkSignIn, type SignInChecks } from '../siwx/checkSignIn.js';
import { createSessionTokens, type SessionClaims } from '../siwx/sessionToken.js';
import { SIWX_DEFAULTS } from '../siwx/siwxDefaults.js';
import { type SessionView, sessionStatus, toSessionView } from '../siwx/toSessionView.js';
import { verifySiwxSignature } from '../siwx/verifySiwxSignature.js';
import { systemClock } from '../systemClock.js';
import type { RouteContext } from './RouteContext.js';

export interface SiwxRouteOptions {
  /** Signs the session tokens (a key is derived from it). */
  readonly secret: string | Uint8Array;
  readonly projects: ProjectLookup;
  /** Server time for nonces, message times and token expiry. Default: the system clock. */
  readonly clock?: Clock;
  readonly nonceTtlMs?: number;
  readonly sessionTtlMs?: number;
  readonly skewMs?: number;
  readonly maxSignatureBytes?: number;
  readonly verifyGasLimit?: bigint;
}

interface AuthenticateRoute {
  Querystring: CommonQuery;
  Body: { message: string; signature: string; projectId?: string };
}
interface SessionByIdRoute {
  Params: { id: string };
  Querystring: CommonQuery;
}
interface RevokeRoute extends SessionByIdRoute {
  Body: { pci: string; signature: string };
}

const SESSION_ID = '^[A-Za-z0-9_-]{22}$';
/** A hex signature of the largest allowed size, or a base58 one; the handler checks which. */
const signatureSchema = { type: 'string', minLength: 1, maxLength: 2 + 2 * 32_768 } as const;
const sessionParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: SESSION_ID } },
  required: ['id'],
} as const;
const JWT = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

const unauthenticated = () => apiError(401, 'authorization', 'Sign in again: the session is invalid or over');
const notFound = () => apiError(404, 'id', 'No such session');

/**
 * The self-hosted sign-in verifier (issue 14, CAIP-122): nonces, authentication of a signed message into a
 * session and its token, the current session, sign-out, and SPEC §7's session lookup and revocation.
 * Nothing is stored for a refused request; a nonce makes at most one session.
 */
export const registerSiwxRoutes = (
  app: FastifyInstance,
  context: Pick<RouteContext, 'db' | 'chains' | 'requireProject' | 'checkProject'>,
  options: SiwxRouteOptions,
): void => {
  const clock = options.clock ?? systemClock;
  const nonceTtlMs = options.nonceTtlMs ?? SIWX_DEFAULTS.nonceTtlMs;
  const tokens = createSessionTokens(options.secret);
  const signatures = {
    chains: capCallGas(context.chains, options.verifyGasLimit ?? SIWX_DEFAULTS.verifyGasLimit),
    maxSignatureBytes: options.maxSignatureBytes ?? SIWX_DEFAULTS.maxSignatureBytes,
  };
  const checks: SignInChecks = {
    db: context.db,
    projects: options.projects,
    clock,
    skewMs: options.skewMs ?? SIWX_DEFAULTS.skewMs,
    sessionTtlMs: options.sessionTtlMs ?? SIWX_DEFAULTS.sessionTtlMs,
    signatures,
  };

  /** The session a bearer token names, when the token verifies and the session is active for its project. */
  const currentSession = async (request: FastifyRequest) => {
    const bearer = JWT.exec(request.headers.authorization ?? '');
    if (bearer?.[1] === undefined || bearer[1].length > 4096) throw unauthenticated();
    const now = clock.now();
    const claims = await tokens.verify(bearer[1], now);
    if (claims.isErr()) throw unauthenticated();
    const row = await findSession(context.db, claims.value.sessionId);
    const asked = requestProjectId(request);
    const { projectId, account } = claims.value;
    if (row === undefined || sessionStatus(row, now) !== 'active') throw unauthenticated();
    if (row.projectId !== projectId || `${row.chainId}:${row.address}` !== account) throw unauthenticated();
    if (asked !== undefined && asked !== projectId) throw unauthenticated();
    return row;
  };

  app.post<{ Querystring: CommonQuery }>(
    '/v1/siwx/nonces',
    { schema: { querystring: projectQuerySchema() }, preHandler: context.requireProject },
    async (request, reply) => {
      const now = clock.now();
      await pruneSiwx(context.db, new Date(now));
      const nonce = randomBytes(16).toString('hex');
      const expiresAt = new Date(now + nonceTtlMs);
      await insertNonce(context.db, { value: nonce, projectId: request.query.projectId ?? '', expiresAt });
      return reply.code(201).send({ nonce, expiresAt: expiresAt.toISOString() });
    },
  );

  app.post<AuthenticateRoute>(
    '/v1/siwx/sessions',
    {
      schema: {
        querystring: optionalProjectQuerySchema(),
        body: {
          type: 'object',
          required: ['message', 'signature'],
          properties: {
            message: { type: 'string', minLength: 1, maxLength: SIWX_LIMITS.message },
            signature: signatureSchema,
            projectId: { type: 'string' },
          },
        },
      },
      preHandler: context.requireProject,
    },
    async (request, reply): Promise<{ token: string; session: SessionView }> => {
      const projectId = requestProjectId(request) ?? '';
      const { message, signature } = request.body;
      const checked = await checkSignIn(checks, { projectId, message, signature });
      if (checked.isErr()) throw checked.error;
      const { data, expiresAt, checkedAt: now } = checked.value;
      const session = {
        id: randomBytes(16).toString('base64url'),
        projectId,
        chainId: data.chainId,
        address: data.accountAddress,
        message,
        signature,
        createdAt: new Date(now),
        expiresAt: new Date(expiresAt),
      };
      // The nonce is used only now, with the session stored in the same statement.
      if (!(await insertSessionUsingNonce(context.db, session, data.nonce))) {
        throw apiError(401, 'nonce', 'Unknown, used or expired nonce');
      }
      const claims: SessionClaims = {
        sessionId: session.id,
        projectId,
        account: `${session.chainId}:${session.address}`,
        expiresAt,
      };
      const token = await tokens.issue(claims, now);
      reply.code(201);
      return { token, session: toSessionView({ ...session, revokedAt: null }, now) };
    },
  );

  app.get<{ Querystring: CommonQuery }>(
    '/v1/siwx/session',
    { schema: { querystring: optionalProjectQuerySchema() }, preHandler: context.checkProject },
    async (request): Promise<SessionView> => toSessionView(await currentSession(request), clock.now()),
  );

  app.delete<{ Querystring: CommonQuery }>(
    '/v1/siwx/session',
    { schema: { querystring: optionalProjectQuerySchema() }, preHandler: context.checkProject },
    async (request, reply) => {
      const row = await currentSession(request);
      await revokeSession(context.db, row.id, new Date(clock.now()));
      return reply.code(204).send();
    },
  );

  app.get<SessionByIdRoute>(
    '/v1/sessions/:id',
    {
      schema: { params: sessionParams, querystring: optionalProjectQuerySchema() },
      preHandler: context.checkProject,
    },
    async (request): Promise<SessionView> => {
      const row = await findSession(context.db, request.params.id);
      const asked = requestProjectId(request);
      if (row === undefined || (asked !== undefined && asked !== row.projectId)) throw notFound();
      return toSessionView(row, clock.now());
    },
  );

  app.post<RevokeRoute>(
    '/v1/sessions/:id/revoke',
    {
      schema: {
        params: sessionParams,
        querystring: optionalProjectQuerySchema(),
        body: {
          type: 'object',
          required: ['pci', 'signature'],
          properties: { pci: { type: 'string', maxLength: 64 }, signature: signatureSchema },
        },
      },
      preHandler: context.checkProject,
    },
    async (request): Promise<SessionView> => {
      const { id } = request.params;
      if (request.body.pci !== id) throw badRequest('pci', 'pci must be the id of the session');
      const row = await findSession(context.db, id);
      const asked = requestProjectId(request);
      if (row === undefined || (asked !== undefined && asked !== row.projectId)) throw notFound();
      // As the reference's revoke: the session's account signs the pci (the session id) itself.
      const signed = await verifySiwxSignature(signatures, {
        chainId: row.chainId,
        address: row.address,
        message: id,
        signature: request.body.signature,
      });
      if (signed.isErr()) throw signed.error;
      const now = clock.now();
      await revokeSession(context.db, id, new Date(now));
      const revoked = await findSession(context.db, id);
      return toSessionView(revoked ?? row, now);
    },
  );
};
