import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Clock } from '../../ports/index.js';
import type { ApiLogLevel } from '../api/buildApi.js';
import type { Queryable } from '../api/db/Database.js';
import { createErrorHandler, createNotFoundHandler, DEFAULT_BODY_LIMIT } from '../api/http/errorHandler.js';
import { installRateLimits, type RateLimitsOptions } from '../api/http/rateLimits.js';
import { refuseUnstorableText } from '../api/http/refuseUnstorableText.js';
import { createRequestId } from '../api/http/requestId.js';
import { listeningUrl } from '../api/http/resolvePublicUrl.js';
import { createProjectLookup } from '../api/projects/createProjectLookup.js';
import { registerHealthRoute } from '../api/routes/health.js';
import { systemClock } from '../api/systemClock.js';
import { fastifyFront } from '../http-front/fastifyFront.js';
import { createOps } from '../http-front/ops/createOps.js';
import type { ReadinessOptions } from '../http-front/ops/createReadiness.js';
import { installFastifyOps } from '../http-front/ops/installFastifyOps.js';
import type { MetricsAccess } from '../http-front/ops/metricsAccess.js';
import { databaseCheck, redisCheck } from '../http-front/ops/readinessChecks.js';
import { redactQuery } from '../http-front/redactQuery.js';
import type { KeyRing } from './custody/KeyRing.js';
import { createHostGuard } from './http/hostGuard.js';
import { createOwnOriginOnly } from './http/ownOriginOnly.js';
import { installProofCheck } from './http/requireProof.js';
import type { LoginMailer } from './mail/LoginMailer.js';
import { DEFAULT_LOGIN_CODE_RULES, type LoginCodeRules } from './otp/LoginCodeRules.js';
import { createSeenProofs } from './proof/seenProofs.js';
import { registerDeviceRoutes } from './routes/deviceConfirmation.js';
import { registerEmailLoginRoutes } from './routes/emailLogin.js';
import { registerEmailUpdateRoutes } from './routes/emailUpdate.js';
import { FARCASTER_PROVIDER, type FarcasterLogin, registerFarcasterRoutes } from './routes/farcasterLogin.js';
import { registerFramePageRoutes } from './routes/framePage.js';
import { registerRpcRoute } from './routes/rpc.js';
import { registerSessionRoutes } from './routes/session.js';
import { registerSocialRoutes, type SocialLogin } from './routes/socialLogin.js';
import { SOCIAL_CALLBACK_PATH, SOCIAL_LAUNCH_PATH } from './social/callbackPage.js';

export interface WalletServiceDeps {
  /** The data service's database (migrated): projects, and the wallet tables of migration 007. */
  readonly db: Queryable;
  readonly ring: KeyRing;
  readonly mailer: LoginMailer;
  /** Chains the wallet signs for (first = default). */
  readonly chainIds: readonly number[];
  /** Nodes of the chains it sends transactions on (by chain id); without one, eth_sendTransaction is refused. */
  readonly rpcUrls?: Readonly<Record<number, string>>;
  /** Code and session rules; defaults DEFAULT_LOGIN_CODE_RULES. */
  readonly rules?: Partial<LoginCodeRules>;
  /** Default: the system clock (tests move a ManualClock). */
  readonly clock?: Clock;
  /** The service's own origin (WALLET_PUBLIC_URL); default the loopback address it listens on. */
  readonly publicUrl?: string;
  /** The general per-client limit over every route (the login quotas come on top). */
  readonly rateLimits?: Pick<RateLimitsOptions, 'perIp' | 'perProject' | 'redis' | 'keyPrefix'>;
  readonly logLevel?: ApiLogLevel;
  /** Where the request log goes (JSON lines). Default standard output. */
  readonly logStream?: { write(line: string): void };
  /** Project lookups reused for this long. Default 5 s. */
  readonly projectCacheTtlMs?: number;
  /** Social login: the offered providers' clients (none: no provider is offered). */
  readonly social?: SocialLogin;
  /** Sign In With Farcaster over our relay (none: Farcaster is not offered). */
  readonly farcaster?: FarcasterLogin;
  /** Who may read `/metrics` (readMetricsAccess reads LATCH_METRICS_TOKEN). Default closed. */
  readonly metricsAccess?: MetricsAccess;
  /** `/readyz`: each check's timeout and the timers it runs on (tests move a ManualClock). */
  readonly readiness?: ReadinessOptions;
  /** Aborted when the service starts stopping: long polls (POST /v1/device/wait) answer at once. */
  readonly stopping?: AbortSignal;
}

/**
 * A request's URL as logged: the provider's code and state on the callback page and the state on the launch page
 * are left out, and every other secret-bearing query parameter (the device-confirmation link's `token`, …) is
 * `***` (the data service's redactQuery). (Cookies — the launch secret — are never logged.)
 */
const loggedUrl = (url: string): string => {
  for (const path of [SOCIAL_CALLBACK_PATH, SOCIAL_LAUNCH_PATH])
    if (url.startsWith(`${path}?`)) return `${path}?…`;
  return redactQuery(url);
};

/**
 * The embedded-wallet service as a Fastify app, not listening, with /healthz, /readyz (database, Redis when its
 * rate limits are there) and /metrics. Every request: request id → own-origin
 * check → rate limits → schema validation (NUL and lone surrogates refused) → the frame's proof of possession
 * (every `/v1` route but the mailed link) → host check (project's allowed origins) → session (bound to the
 * proof's key) → approval (unsafe RPC) → handler; every failure through the data service's one error handler.
 */
export const buildWalletService = async (deps: WalletServiceDeps): Promise<FastifyInstance> => {
  const requestId = createRequestId();
  const app = Fastify({
    ...fastifyFront({ name: 'wallet service', maxBodyBytes: DEFAULT_BODY_LIMIT }),
    logger: {
      level: deps.logLevel ?? 'info',
      ...(deps.logStream !== undefined ? { stream: deps.logStream } : {}),
      redact: ['req.headers.authorization'],
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: loggedUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
    bodyLimit: DEFAULT_BODY_LIMIT,
    ...requestId.serverOptions,
    forceCloseConnections: true,
    ajv: { customOptions: { coerceTypes: true, allowUnionTypes: true } },
  });
  const ownOrigin = () =>
    deps.publicUrl === undefined ? listeningUrl(app.server.address()) : new URL(deps.publicUrl).origin;
  app.addHook('onRequest', requestId.onRequest);
  app.addHook(
    'onRequest',
    createOwnOriginOnly(
      ownOrigin,
      (request) => request.method === 'POST' && request.url === SOCIAL_CALLBACK_PATH,
    ),
  );
  app.addHook('preValidation', refuseUnstorableText);
  app.setErrorHandler(createErrorHandler());
  app.setNotFoundHandler(createNotFoundHandler());
  await installRateLimits(app, { ...deps.rateLimits });
  const lookup = createProjectLookup({
    db: deps.db,
    ...(deps.projectCacheTtlMs !== undefined ? { ttlMs: deps.projectCacheTtlMs } : {}),
  });
  const clock = deps.clock ?? systemClock;
  const seen = createSeenProofs();
  installProofCheck(app, { clock, seen });
  const context = {
    db: deps.db,
    ring: deps.ring,
    mailer: deps.mailer,
    clock,
    seen,
    rules: { ...DEFAULT_LOGIN_CODE_RULES, ...deps.rules },
    chainIds: deps.chainIds,
    rpcUrls: deps.rpcUrls ?? {},
    host: createHostGuard(lookup),
    project: lookup,
    ownOrigin,
  };
  const redis = deps.rateLimits?.redis;
  installFastifyOps(
    app,
    createOps({
      checks: [databaseCheck(deps.db), ...(redis === undefined ? [] : [redisCheck(redis)])],
      ...(deps.metricsAccess === undefined ? {} : { metricsAccess: deps.metricsAccess }),
      ...(deps.readiness === undefined ? {} : { readiness: deps.readiness }),
    }),
  );
  registerHealthRoute(app);
  registerEmailLoginRoutes(app, context);
  registerSessionRoutes(app, context);
  registerRpcRoute(app, context);
  registerDeviceRoutes(app, context, deps.stopping === undefined ? {} : { stopping: deps.stopping });
  registerEmailUpdateRoutes(app, context);
  const social = deps.social ?? { clients: [] };
  registerSocialRoutes(app, context, social);
  if (deps.farcaster !== undefined) registerFarcasterRoutes(app, context, deps.farcaster);
  registerFramePageRoutes(app, {
    lookup,
    chainIds: deps.chainIds,
    // SPEC §2's order: Farcaster comes last, offered when the relay is configured.
    socialProviders: [
      ...social.clients.map((client) => client.id),
      ...(deps.farcaster === undefined ? [] : [FARCASTER_PROVIDER]),
    ],
  });
  return app;
};
