import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AnalyticsEnvelope } from '../../../ports/index.js';
import { type AnalyticsLimits, DEFAULT_ANALYTICS_LIMITS } from '../analytics/AnalyticsLimits.js';
import { hashClientIp } from '../analytics/hashClientIp.js';
import { measureJson } from '../analytics/measureProps.js';
import { insertAnalyticsEvent, takeAnalyticsQuota } from '../db/analyticsEvents.js';
import { apiError, badRequest } from '../http/ApiError.js';
import { type CommonQuery, projectQuerySchema } from '../http/commonSchemas.js';
import type { RouteContext } from './RouteContext.js';

interface AnalyticsRoute {
  Querystring: CommonQuery & { projectId: string };
  Body: AnalyticsEnvelope;
}

export interface AnalyticsRouteOptions {
  readonly limits?: Partial<AnalyticsLimits>;
  /** Key of the client-address hash. Default: random per process (hashes do not link across restarts). */
  readonly ipKey?: Uint8Array;
}

const envelopeSchema = {
  type: 'object',
  required: ['eventId', 'url', 'domain', 'timestamp', 'props'],
  properties: {
    eventId: { type: 'string', minLength: 1, maxLength: 128 },
    url: { type: 'string', maxLength: 2048 },
    domain: { type: 'string', maxLength: 253 },
    timestamp: { type: 'number', minimum: 0, maximum: 8_640_000_000_000_000 },
    props: { type: 'object' },
  },
} as const;

/** Why `props` is out of bounds, or undefined. */
const propsProblem = (props: unknown, limits: AnalyticsLimits): string | undefined => {
  const { bytes, keys, depth } = measureJson(props);
  if (bytes > limits.propsMaxBytes) return `props is larger than ${limits.propsMaxBytes} bytes`;
  if (keys > limits.propsMaxKeys) return `props has more than ${limits.propsMaxKeys} keys`;
  if (depth > limits.propsMaxDepth) return `props is nested deeper than ${limits.propsMaxDepth} levels`;
  return undefined;
};

/**
 * POST /e?projectId&st&sv with {eventId,url,domain,timestamp,props}: stored once per eventId, 204.
 * `props` is bounded (bytes, keys, depth: 400 past them), each project has a daily quota (429 past it),
 * and the client address is kept only as a keyed hash.
 */
export const registerAnalyticsRoute = (
  app: FastifyInstance,
  context: Pick<RouteContext, 'db' | 'requireProject'>,
  options: AnalyticsRouteOptions = {},
): void => {
  const limits: AnalyticsLimits = { ...DEFAULT_ANALYTICS_LIMITS, ...options.limits };
  const ipKey = options.ipKey ?? randomBytes(32);
  app.post<AnalyticsRoute>(
    '/e',
    {
      schema: { querystring: projectQuerySchema(), body: envelopeSchema },
      preHandler: context.requireProject,
    },
    async (request, reply) => {
      const { eventId, url, domain, timestamp, props } = request.body;
      const problem = propsProblem(props, limits);
      if (problem !== undefined) throw badRequest('props', problem);
      const { projectId } = request.query;
      if (!(await takeAnalyticsQuota(context.db, projectId, limits.dailyQuota))) {
        throw apiError(
          429,
          'projectId',
          `Project ${projectId} has used its ${limits.dailyQuota} analytics events for today`,
          { headers: { 'retry-after': String(secondsToUtcMidnight()) } },
        );
      }
      await insertAnalyticsEvent(context.db, {
        projectId,
        eventId,
        url,
        domain,
        timestamp,
        props,
        ipHash: hashClientIp(ipKey, request.ip),
      });
      return reply.code(204).send();
    },
  );
};

const secondsToUtcMidnight = (): number => {
  const now = Date.now();
  return Math.max(1, Math.ceil((86_400_000 - (now % 86_400_000)) / 1000));
};
