import { randomBytes } from 'node:crypto';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { DevnetChain } from '../devnet/manifest.js';
import { fastifyFront } from '../http-front/fastifyFront.js';
import type { ReadinessOptions } from '../http-front/ops/createReadiness.js';
import { installFastifyOps } from '../http-front/ops/installFastifyOps.js';
import type { MetricsAccess } from '../http-front/ops/metricsAccess.js';
import { createChainClients } from './chain/createChainClients.js';
import { createSolanaClusters, type SolanaCluster } from './chain/createSolanaClusters.js';
import type { Queryable } from './db/Database.js';
import { DEFAULT_PROJECT_ID } from './db/projects.js';
import { createCorsPolicy } from './http/corsPolicy.js';
import { createErrorHandler, createNotFoundHandler, DEFAULT_BODY_LIMIT } from './http/errorHandler.js';
import { createProjectGuard } from './http/projectGuard.js';
import { installRateLimits, type RateLimit } from './http/rateLimits.js';
import { refuseUnstorableText } from './http/refuseUnstorableText.js';
import { createRequestId } from './http/requestId.js';
import { requestLogSerializer } from './http/requestLogSerializer.js';
import { listeningUrl, parsePublicUrl } from './http/resolvePublicUrl.js';
import type { HistoryIndexer } from './indexer/createHistoryIndexer.js';
import type { NameQuotas } from './names/nameQuotas.js';
import type { CheckoutCaps } from './onramp/checkoutCaps.js';
import type { OnrampProvider } from './onramp/OnrampProvider.js';
import { createDataServiceOps } from './ops/dataServiceOps.js';
import { createProjectLookup } from './projects/createProjectLookup.js';
import { type AnalyticsRouteOptions, registerAnalyticsRoute } from './routes/analytics.js';
import { registerBalanceRoute } from './routes/balance.js';
import { registerConvertRoutes } from './routes/convert.js';
import { registerFungiblePriceRoute } from './routes/fungiblePrice.js';
import { registerHealthRoute } from './routes/health.js';
import { registerHistoryRoute } from './routes/history.js';
import { registerIdentityRoute } from './routes/identity.js';
import { registerNamesRoutes } from './routes/names.js';
import { registerOnrampRoutes } from './routes/onramp.js';
import type { RouteContext } from './routes/RouteContext.js';
import { registerRpcProxyRoute } from './routes/rpcProxy.js';
import { registerSiwxRoutes, type SiwxRouteOptions } from './routes/siwx.js';
import { registerSupportedChainsRoute } from './routes/supportedChains.js';
import { registerTokenIconsRoute } from './routes/tokenIcons.js';
import { registerWalletImagesRoute } from './routes/walletImages.js';
import { registerWalletsRoute } from './routes/wallets.js';
import { createUniswapV2SwapProvider } from './swap/createUniswapV2SwapProvider.js';
import type { SwapProvider } from './swap/SwapProvider.js';
import { loadWalletRegistry, type WalletRegistry } from './wallets/loadWalletRegistry.js';

export type ApiLogLevel = 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

export interface ApiDeps {
  /** The open database (its pool). */
  readonly db: Queryable;
  /** Chains served by the balance, price and RPC routes (from the devnet manifest). */
  readonly chains: readonly DevnetChain[];
  /**
   * Solana clusters served by the balance, supported-chains and RPC routes (the Solana devnet's manifest);
   * none by default. History stays eip155-only (SPEC §1).
   */
  readonly solanaClusters?: readonly SolanaCluster[];
  /** Shared rate-limit counters; in memory without. */
  readonly redis?: Redis;
  readonly rateLimits?: {
    readonly perIp?: RateLimit;
    readonly perProject?: RateLimit;
    /** Redis key prefix (tests use their own). */
    readonly keyPrefix?: string;
  };
  /** Default `info`; tests use `silent`. */
  readonly logLevel?: ApiLogLevel;
  /** Where the log lines (JSON, one a line) go. Default stdout. */
  readonly logStream?: { write(line: string): void };
  /** Largest request body in bytes. Default 64 KiB. */
  readonly bodyLimit?: number;
  /** Project lookups reused for this long. Default 5 s. */
  readonly projectCacheTtlMs?: number;
  /** Balances and prices reused for this long. Default 10 s. */
  readonly chainCacheTtlMs?: number;
  /** Timeout of chain reads and proxied RPC calls. Default 10 s. */
  readonly rpcTimeoutMs?: number;
  /** Largest answer of a chain node the JSON-RPC proxy passes back, in bytes. Default 2 MiB. */
  readonly rpcResponseLimit?: number;
  /**
   * Base URL for icon, image and checkout links (API_PUBLIC_URL). Default: the loopback address the
   * server listens on (startApi requires it off loopback). The Host header is never used.
   */
  readonly publicUrl?: string;
  /** Default: the snapshot in services/api/data. */
  readonly walletRegistry?: WalletRegistry;
  /**
   * Whose origins apply to requests that name no project. Default `latch-local`: only where the local stack
   * seeded it; elsewhere a page's request that names no project is refused.
   */
  readonly defaultProjectId?: string;
  /**
   * The history indexer (startApi runs one): the history route brings the chains it reads to their
   * head first. Without it, history is served as stored (tests run an indexer on demand).
   */
  readonly historyIndexer?: HistoryIndexer;
  /** Zone of the name registry (names are `<label>.<zone>`). Default `latch.id`. */
  readonly nameZone?: string;
  /** Where swap quotes and transactions come from. Default: the devnet chains' Uniswap V2. */
  readonly swapProvider?: SwapProvider;
  /** Bounds of POST /e and the key of its client-address hash (see registerAnalyticsRoute). */
  readonly analytics?: AnalyticsRouteOptions;
  /** The on-ramp provider (options, quotes, checkout URLs). Default: the sandbox over the devnet chains. */
  readonly onrampProvider?: OnrampProvider;
  /**
   * The server secret (`API_SECRET`, at least 32 characters): signs the sandbox checkout ids and keys the
   * hashes of client addresses. Default: 32 random bytes per start (issued checkout ids then die with it).
   */
  readonly secret?: string;
  /** The sandbox checkout: how long an issued id can be paid (default 30 min) and the daily payout caps. */
  readonly checkout?: { readonly ttlMs?: number; readonly caps?: CheckoutCaps };
  /** Name registrations: quotas, largest signature (bytes), gas of a contract signature check. */
  readonly names?: {
    readonly quotas?: NameQuotas;
    readonly maxSignatureBytes?: number;
    readonly verifyGasLimit?: bigint;
  };
  /**
   * The sign-in verifier: its clock, nonce and session lifetimes, clock skew, signature size and gas. Session
   * tokens are signed under a key derived from `secret`.
   */
  readonly siwx?: Omit<SiwxRouteOptions, 'secret' | 'projects'>;
  /** Who may read `/metrics` (readMetricsAccess reads LATCH_METRICS_TOKEN). Default closed. */
  readonly metricsAccess?: MetricsAccess;
  /** `/readyz`: each check's timeout and the timers it runs on (tests move a ManualClock). */
  readonly readiness?: ReadinessOptions;
}

/**
 * The data service as a Fastify app, not listening (tests use `inject`, startApi listens), with /healthz,
 * /readyz and /metrics (createDataServiceOps). Every request: request id → CORS by project → rate limits → schema validation → project check → handler;
 * every failure goes through the one error handler.
 */
export const buildApi = async (deps: ApiDeps): Promise<FastifyInstance> => {
  const bodyLimit = deps.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const requestId = createRequestId();
  const app = Fastify({
    ...fastifyFront({ name: 'api', maxBodyBytes: bodyLimit }),
    logger: {
      level: deps.logLevel ?? 'info',
      serializers: { req: requestLogSerializer },
      ...(deps.logStream === undefined ? {} : { stream: deps.logStream }),
    },
    bodyLimit,
    ...requestId.serverOptions,
    forceCloseConnections: true,
    // Query strings still become numbers and booleans, but a bare value never turns into an array
    // (Fastify's default `coerceTypes: 'array'` would read `"x"` as `["x"]`).
    ajv: { customOptions: { coerceTypes: true, allowUnionTypes: true } },
  });
  app.addHook('onRequest', requestId.onRequest);
  app.addHook('preValidation', refuseUnstorableText);
  app.setErrorHandler(createErrorHandler({ bodyLimit }));
  app.setNotFoundHandler(createNotFoundHandler());

  const lookup = createProjectLookup({
    db: deps.db,
    ...(deps.projectCacheTtlMs !== undefined ? { ttlMs: deps.projectCacheTtlMs } : {}),
  });
  await app.register(cors, {
    delegator: createCorsPolicy({ lookup, defaultProjectId: deps.defaultProjectId ?? DEFAULT_PROJECT_ID }),
  });
  await installRateLimits(app, {
    ...(deps.redis !== undefined ? { redis: deps.redis } : {}),
    ...deps.rateLimits,
  });

  const publicUrl = deps.publicUrl === undefined ? undefined : parsePublicUrl(deps.publicUrl);
  const context: RouteContext = {
    db: deps.db,
    chains: createChainClients(deps.chains, { timeoutMs: deps.rpcTimeoutMs ?? 10_000 }),
    solana: createSolanaClusters(deps.solanaClusters ?? [], { timeoutMs: deps.rpcTimeoutMs ?? 10_000 }),
    registry: deps.walletRegistry ?? (await loadWalletRegistry()),
    requireProject: createProjectGuard({ lookup, required: true }),
    checkProject: createProjectGuard({ lookup, required: false }),
    publicUrl: () => publicUrl ?? listeningUrl(app.server.address()),
    chainCacheTtlMs: deps.chainCacheTtlMs ?? 10_000,
    rpcTimeoutMs: deps.rpcTimeoutMs ?? 10_000,
  };
  const ops = createDataServiceOps(
    {
      db: deps.db,
      chains: context.chains,
      solana: context.solana,
      ...(deps.redis ? { redis: deps.redis } : {}),
      ...(deps.historyIndexer ? { historyIndexer: deps.historyIndexer } : {}),
    },
    {
      ...(deps.metricsAccess === undefined ? {} : { metricsAccess: deps.metricsAccess }),
      ...(deps.readiness === undefined ? {} : { readiness: deps.readiness }),
    },
  );
  installFastifyOps(app, ops);
  registerHealthRoute(app);
  registerSupportedChainsRoute(app, context);
  registerBalanceRoute(app, context);
  registerFungiblePriceRoute(app, context);
  registerIdentityRoute(app, context);
  registerHistoryRoute(app, context, deps.historyIndexer ? { indexer: deps.historyIndexer } : {});
  const secret = deps.secret ?? randomBytes(32);
  registerNamesRoutes(app, context, {
    secret,
    ...deps.names,
    ...(deps.nameZone !== undefined ? { zone: deps.nameZone } : {}),
  });
  registerOnrampRoutes(app, context, {
    projects: lookup,
    secret,
    ...(deps.onrampProvider ? { provider: deps.onrampProvider } : {}),
    ...(deps.checkout?.ttlMs === undefined ? {} : { checkoutTtlMs: deps.checkout.ttlMs }),
    ...(deps.checkout?.caps === undefined ? {} : { checkoutCaps: deps.checkout.caps }),
  });
  registerSiwxRoutes(app, context, { secret, projects: lookup, ...deps.siwx });
  registerWalletsRoute(app, context);
  registerWalletImagesRoute(app, context);
  registerTokenIconsRoute(app);
  registerConvertRoutes(app, context, deps.swapProvider ?? createUniswapV2SwapProvider(context.chains));
  registerAnalyticsRoute(app, context, deps.analytics);
  registerRpcProxyRoute(app, {
    ...context,
    ...(deps.rpcResponseLimit !== undefined ? { rpcResponseLimit: deps.rpcResponseLimit } : {}),
    onUpstreamError: ops.rpcUpstreamError,
  });
  return app;
};
