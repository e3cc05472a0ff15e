import cors, { type FastifyCorsOptions } from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Address } from 'viem';
import { generateSiweNonce } from 'viem/siwe';
import type { Clock } from '../../ports/index.js';
import type { ApiLogLevel } from '../api/buildApi.js';
import { apiError } from '../api/http/ApiError.js';
import { DEFAULT_EXPOSED_HEADERS } from '../api/http/corsPolicy.js';
import { createErrorHandler, createNotFoundHandler } from '../api/http/errorHandler.js';
import { clientKey, installRateLimits, type RateLimit } from '../api/http/rateLimits.js';
import { refuseUnstorableText } from '../api/http/refuseUnstorableText.js';
import { createRequestId } from '../api/http/requestId.js';
import { requestLogSerializer } from '../api/http/requestLogSerializer.js';
import { isOriginAllowed } from '../api/projects/isOriginAllowed.js';
import { registerHealthRoute } from '../api/routes/health.js';
import { systemClock } from '../api/systemClock.js';
import { fastifyFront } from '../http-front/fastifyFront.js';
import { createOps } from '../http-front/ops/createOps.js';
import type { ReadinessOptions } from '../http-front/ops/createReadiness.js';
import { installFastifyOps } from '../http-front/ops/installFastifyOps.js';
import type { MetricsAccess } from '../http-front/ops/metricsAccess.js';
import { redisCheck } from '../http-front/ops/readinessChecks.js';
import { AUTH_KEY_HEADER, createAuthKeyCheck, LEGACY_AUTH_KEY_HEADER, RP_KEY_HEADER } from './authKey.js';
import { type Channel, type Completion, channelStatus } from './channels/Channel.js';
import { type ChannelStore, ChannelStoreFull } from './channels/ChannelStore.js';
import { bearerChannelToken, newChannelToken } from './channelToken.js';
import {
  type AuthenticateBody,
  authenticateSchema,
  type CreateChannelBody,
  createChannelSchema,
} from './schemas.js';

/** CONTRACTS §4: a channel lives an hour at most… */
export const DEFAULT_CHANNEL_TTL_MS = 3_600_000;
/** …and one nobody approved, minutes (the wallet service's sign-in waits 5 min, its login 10). */
export const DEFAULT_PENDING_TTL_MS = 10 * 60_000;
/** Channels one client (IPv6: /64) may hold open at once. */
export const DEFAULT_OPEN_PER_CLIENT = 200;
/** Largest request body (an authenticate body is ~1 KiB). */
export const FARCASTER_RELAY_BODY_LIMIT = 16 * 1024;
/** The reference relay's connect URI base: what Farcaster apps open. */
export const DEFAULT_CONNECT_URI_BASE = 'https://farcaster.xyz/~/siwf';

export interface FarcasterRelayDeps {
  readonly store: ChannelStore;
  /** The key the approving app proves itself with (FARCASTER_RELAY_AUTH_KEY). */
  readonly authKey: string;
  /** The key the relying party (the wallet service) opens channels with (FARCASTER_RELAY_RP_KEY). */
  readonly rpKey: string;
  /** How long a channel nobody approved lives. Default 10 min (and never beyond `channelTtlMs`). */
  readonly pendingTtlMs?: number;
  /** Channels one client may hold open at once (per relay process). Default 200. */
  readonly openPerClient?: number;
  /** Origins whose pages may call the relay (patterns as the data service's projects: `*`, `https://*.x`, …). */
  readonly allowedOrigins: readonly string[];
  /** Connect URIs are `<connectUriBase>?channelToken=…`. Default the reference's. */
  readonly connectUriBase?: string;
  /** Reads the fid's custody address for a completion (the ID registry); without it, none is reported. */
  readonly custodyOf?: (fid: bigint) => Promise<Address>;
  /** Default: the system clock (tests move a ManualClock). */
  readonly clock?: Clock;
  /** Default 3600 s. */
  readonly channelTtlMs?: number;
  /** Per client address (IPv6: /64); default 3000 a minute (every page on the local stack shares 127.0.0.1). */
  readonly perIp?: RateLimit;
  /** Shares the rate-limit counters (the channels' Redis, when they live there). */
  readonly redis?: Redis;
  readonly rateLimitPrefix?: string;
  readonly logLevel?: ApiLogLevel;
  /** Who may read `/metrics` (readMetricsAccess reads LATCH_METRICS_TOKEN). Default closed. */
  readonly metricsAccess?: MetricsAccess;
  /** `/readyz`: each check's timeout and the timers it runs on. */
  readonly readiness?: ReadinessOptions;
}

const USER_AGENT_LIMIT = 512;

const missingToken = () =>
  apiError(401, 'authorization', 'Send the channel token as Authorization: Bearer <channelToken>');
const unknownChannel = () => apiError(401, 'authorization', 'The channel is unknown or has expired');
const storeDown = (cause: unknown) =>
  apiError(503, 'channel', 'The channel store is unavailable, retry shortly', { cause });

/**
 * Channels open per client, counted in the relay's memory until each one's expiry: `take` is false when the
 * client holds `max` live ones already.
 */
const createOpenChannelCount = (max: number) => {
  const open = new Map<string, number[]>();
  return {
    take: (client: string, expiresAt: number, now: number): boolean => {
      const live = (open.get(client) ?? []).filter((at) => at > now);
      if (live.length >= max) {
        open.set(client, live);
        return false;
      }
      live.push(expiresAt);
      open.set(client, live);
      if (open.size > 100_000) {
        for (const [key, times] of open) if (times.every((at) => at <= now)) open.delete(key);
      }
      return true;
    },
  };
};

/**
 * The @fastify/cors delegator: no Origin, no CORS; an allowed origin gets itself back (preflights included,
 * with the headers the three routes read); any other origin is refused with 403 and no CORS headers.
 */
const corsFor = (allowedOrigins: readonly string[]) =>
  async function corsPolicy(request: FastifyRequest): Promise<FastifyCorsOptions> {
    const origin = request.headers.origin;
    if (origin === undefined) return { origin: false };
    if (!isOriginAllowed(origin, allowedOrigins)) {
      throw apiError(403, 'origin', `Origin ${origin.slice(0, 200)} may not use this relay`);
    }
    return {
      origin,
      methods: ['GET', 'POST'],
      allowedHeaders: [
        'content-type',
        'authorization',
        AUTH_KEY_HEADER,
        LEGACY_AUTH_KEY_HEADER,
        RP_KEY_HEADER,
      ],
      exposedHeaders: [...DEFAULT_EXPOSED_HEADERS],
      maxAge: 600,
      strictPreflight: false,
    };
  };

/** Runs a store call, mapping its failure (Redis down) to a 503; a full store is also a 503. */
const fromStore = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (cause) {
    if (cause instanceof ChannelStoreFull) {
      throw apiError(503, 'channel', 'The relay holds as many channels as it may, retry later', { cause });
    }
    throw storeDown(cause);
  }
};

const tokenOf = (request: FastifyRequest): string => {
  const token = bearerChannelToken(request.headers.authorization);
  if (token === undefined) throw missingToken();
  return token;
};

const connectUri = (base: string, token: string): string => {
  const url = new URL(base);
  url.searchParams.set('channelToken', token);
  return url.toString();
};

/**
 * The Sign In With Farcaster relay (CONTRACTS §4) as a Fastify app, not listening, with /healthz, /readyz
 * (Redis when its channels live there) and /metrics. Every request: request id →
 * CORS by origin → rate limit → (authenticate: auth key, then channel token, before its body is read) →
 * schema → handler; every failure in the data service's error body.
 */
export const buildFarcasterRelay = async (deps: FarcasterRelayDeps): Promise<FastifyInstance> => {
  const clock = deps.clock ?? systemClock;
  const ttlMs = deps.channelTtlMs ?? DEFAULT_CHANNEL_TTL_MS;
  const base = deps.connectUriBase ?? DEFAULT_CONNECT_URI_BASE;
  const { store } = deps;
  const isAuthKey = createAuthKeyCheck(deps.authKey);
  const isRpKey = createAuthKeyCheck(deps.rpKey);
  const channelMs = Math.min(ttlMs, deps.pendingTtlMs ?? DEFAULT_PENDING_TTL_MS);
  const openByClient = createOpenChannelCount(deps.openPerClient ?? DEFAULT_OPEN_PER_CLIENT);
  const requireRpKey = async (request: FastifyRequest): Promise<void> => {
    if (!isRpKey(request.headers[RP_KEY_HEADER])) {
      throw apiError(401, RP_KEY_HEADER, 'Only the relying party may open a channel: wrong relay key');
    }
  };
  const requestId = createRequestId();
  const app = Fastify({
    ...fastifyFront({ name: 'farcaster relay', maxBodyBytes: FARCASTER_RELAY_BODY_LIMIT }),
    logger: { level: deps.logLevel ?? 'info', serializers: { req: requestLogSerializer } },
    bodyLimit: FARCASTER_RELAY_BODY_LIMIT,
    ...requestId.serverOptions,
    forceCloseConnections: true,
    // JSON bodies only: nothing is coerced (a fid sent as "12" is refused, not read as 12).
    ajv: { customOptions: { coerceTypes: false, allowUnionTypes: true } },
  });
  app.addHook('onRequest', requestId.onRequest);
  app.addHook('preValidation', refuseUnstorableText);
  app.setErrorHandler(createErrorHandler({ bodyLimit: FARCASTER_RELAY_BODY_LIMIT }));
  app.setNotFoundHandler(createNotFoundHandler());
  await app.register(cors, { delegator: corsFor(deps.allowedOrigins) });
  await installRateLimits(app, {
    ...(deps.perIp === undefined ? {} : { perIp: deps.perIp }),
    ...(deps.redis === undefined ? {} : { redis: deps.redis }),
    keyPrefix: deps.rateLimitPrefix ?? 'latch-farcaster-rl:',
  });
  installFastifyOps(
    app,
    createOps({
      checks: deps.redis === undefined ? [] : [redisCheck(deps.redis)],
      ...(deps.metricsAccess === undefined ? {} : { metricsAccess: deps.metricsAccess }),
      ...(deps.readiness === undefined ? {} : { readiness: deps.readiness }),
    }),
  );
  registerHealthRoute(app);

  app.post<{ Body: CreateChannelBody }>(
    '/v1/channel',
    { schema: { body: createChannelSchema }, onRequest: requireRpKey },
    async (request, reply) => {
      const { acceptAuthAddress = true, ...params } = request.body;
      const token = newChannelToken();
      const now = clock.now();
      if (!openByClient.take(clientKey(request.ip), now + channelMs, now)) {
        throw apiError(429, 'client', 'This client holds as many open channels as it may, retry later');
      }
      const nonce = params.nonce ?? generateSiweNonce();
      const url = connectUri(base, token);
      const channel: Channel = {
        nonce,
        url,
        signatureParams: { ...params, nonce },
        metadata: {
          ip: request.ip,
          userAgent: (request.headers['user-agent'] ?? 'Unknown').slice(0, USER_AGENT_LIMIT),
        },
        acceptAuthAddress,
        createdAt: now,
        expiresAt: now + channelMs,
      };
      await fromStore(() => store.open(token, channel));
      return reply.code(201).send({ channelToken: token, url, connectUri: url, nonce });
    },
  );

  app.get('/v1/channel/status', async (request, reply) => {
    const token = tokenOf(request);
    const stored = await fromStore(() => store.read(token, clock.now()));
    if (stored === undefined) throw unknownChannel();
    void reply.header('cache-control', 'no-store');
    if (stored.completion === undefined) return reply.code(202).send(channelStatus(stored));
    // Read once: the completed channel (its signed message) is handed out to its poller and forgotten.
    await fromStore(() => store.close(token));
    return reply.code(200).send(channelStatus(stored));
  });

  const requireAuthKey = async (request: FastifyRequest): Promise<void> => {
    const presented = request.headers[AUTH_KEY_HEADER] ?? request.headers[LEGACY_AUTH_KEY_HEADER];
    if (!isAuthKey(presented)) {
      throw apiError(
        401,
        AUTH_KEY_HEADER,
        'Only the approving app may complete a channel: wrong relay auth key',
      );
    }
    tokenOf(request);
  };

  app.post<{ Body: AuthenticateBody }>(
    '/v1/channel/authenticate',
    { schema: { body: authenticateSchema }, onRequest: requireAuthKey },
    async (request, reply: FastifyReply) => {
      const token = tokenOf(request);
      const body = request.body;
      const stored = await fromStore(() => store.read(token, clock.now()));
      if (stored === undefined) throw unknownChannel();
      let custody: Address | undefined;
      if (deps.custodyOf !== undefined) {
        try {
          custody = await deps.custodyOf(BigInt(body.fid));
        } catch (cause) {
          throw apiError(503, 'fid', 'The ID registry could not be read, retry shortly', { cause });
        }
      }
      const completion: Completion = {
        ...body,
        authMethod: body.authMethod ?? 'custody',
        ...(custody === undefined ? {} : { custody }),
        verifications: [],
      };
      const outcome = await fromStore(() => store.complete(token, completion, clock.now()));
      if (outcome === 'missing') throw unknownChannel();
      if (outcome === 'already-completed') throw apiError(409, 'channel', 'The channel is already completed');
      return reply.code(201).send(channelStatus({ channel: stored.channel, completion }));
    },
  );
  return app;
};
