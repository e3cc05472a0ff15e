import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { apiError } from './ApiError.js';
import { createFallbackStore } from './createFallbackStore.js';
import { queryProjectId } from './requestProject.js';

export interface RateLimit {
  /** Requests allowed per window. */
  readonly max: number;
  readonly windowMs: number;
}

export interface RateLimitsOptions {
  /** Per client IP. Default 3000 per minute (on the local stack every page and test shares 127.0.0.1). */
  readonly perIp?: RateLimit;
  /** Per `?projectId=`. Default 12000 per minute. */
  readonly perProject?: RateLimit;
  /**
   * Shared counters (several instances agree); in memory when absent. While Redis fails, each instance
   * counts in its own memory (logged once per outage): the limits never switch off.
   */
  readonly redis?: Redis;
  /** Prefix of the Redis keys. Default `latch-rl:`. */
  readonly keyPrefix?: string;
  /** Requests that are never counted. Default: health checks and the static images. */
  readonly skip?: (request: FastifyRequest) => boolean;
}

export const DEFAULT_RATE_LIMITS = {
  perIp: { max: 3000, windowMs: 60_000 },
  perProject: { max: 12_000, windowMs: 60_000 },
} as const;

const STATIC_PREFIXES = ['/health', '/wallet-images/', '/token-icons/'];

export const skipStatic = (request: FastifyRequest): boolean => {
  const path = request.routeOptions.url ?? '';
  return STATIC_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix));
};

/** IPv6 clients are counted per /64 (one host usually holds a whole /64); IPv4-mapped as IPv4. */
export const IPV6_SUBNET = 64;

/** The rate-limit key of a client address: the address, or its /64 for IPv6. */
export const clientKey = (ip: string): string => normalizeIP(ip, IPV6_SUBNET);

const tooMany = (field: string, what: string) => (_request: FastifyRequest, context: { after: string }) =>
  apiError(429, field, `Rate limit exceeded for this ${what}, retry in ${context.after}`);

/**
 * Two @fastify/rate-limit counters on every route, per client IP and per project: past either, a 429
 * in the usual error body with `Retry-After` (seconds) and the x-ratelimit-* headers. IPv6 clients are
 * counted per /64. Counters live in Redis when given (in memory while Redis fails), in memory otherwise. The x-ratelimit-* headers of
 * allowed requests describe the per-IP budget.
 */
export const installRateLimits = async (app: FastifyInstance, options: RateLimitsOptions = {}) => {
  const perIp = options.perIp ?? DEFAULT_RATE_LIMITS.perIp;
  const perProject = options.perProject ?? DEFAULT_RATE_LIMITS.perProject;
  const skip = options.skip ?? skipStatic;
  const prefix = options.keyPrefix ?? 'latch-rl:';
  const redis = options.redis;
  const store = (nameSpace: string) =>
    redis === undefined
      ? {}
      : {
          store: createFallbackStore({
            redis,
            nameSpace,
            onSwitch: (to, error) => {
              if (to === 'memory') {
                app.log.warn({ err: error }, `rate limits (${nameSpace}) count in memory while Redis fails`);
              } else app.log.info(`rate limits (${nameSpace}) count in Redis again`);
            },
          }),
        };
  await app.register(rateLimit, {
    ...store(`${prefix}ip:`),
    nameSpace: `${prefix}ip:`,
    max: perIp.max,
    timeWindow: perIp.windowMs,
    keyGenerator: (request) => clientKey(request.ip),
    allowList: (request) => skip(request),
    errorResponseBuilder: tooMany('ip', 'client'),
  });
  await app.register(rateLimit, {
    ...store(`${prefix}project:`),
    nameSpace: `${prefix}project:`,
    max: perProject.max,
    timeWindow: perProject.windowMs,
    keyGenerator: (request) => queryProjectId(request) ?? '',
    allowList: (request) => skip(request) || queryProjectId(request) === undefined,
    errorResponseBuilder: tooMany('projectId', 'project'),
    // The x-ratelimit-* headers of an allowed request describe the client's (IP) budget.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
  });
};
