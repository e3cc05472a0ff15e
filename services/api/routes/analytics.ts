import type { FastifyInstance } from 'fastify';
import type { AnalyticsEnvelope } from '../../../ports/index.js';
import { insertAnalyticsEvent } from '../db/analyticsEvents.js';
import { type CommonQuery, projectQuerySchema } from '../http/commonSchemas.js';
import type { RouteContext } from './RouteContext.js';

interface AnalyticsRoute {
  Querystring: CommonQuery & { projectId: string };
  Body: AnalyticsEnvelope;
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

/** POST /e?projectId&st&sv with {eventId,url,domain,timestamp,props}: stored once per eventId, 204. */
export const registerAnalyticsRoute = (
  app: FastifyInstance,
  context: Pick<RouteContext, 'db' | 'requireProject'>,
): void => {
  app.post<AnalyticsRoute>(
    '/e',
    {
      schema: { querystring: projectQuerySchema(), body: envelopeSchema },
      preHandler: context.requireProject,
    },
    async (request, reply) => {
      const { eventId, url, domain, timestamp, props } = request.body;
      await insertAnalyticsEvent(context.db, {
        projectId: request.query.projectId,
        eventId,
        url,
        domain,
        timestamp,
        props,
        ip: request.ip,
      });
      return reply.code(204).send();
    },
  );
};
