import type { FastifyInstance } from 'fastify';
import { OPS_PATHS, type Ops } from './createOps.js';
import { UNMATCHED_ROUTE } from './serviceMetrics.js';

/**
 * Serves OPS_PATHS on a Fastify app and counts every answered request under its route template (a request no
 * route matched under UNMATCHED_ROUTE). Call it before the app's routes, right after its error handler.
 */
export function installFastifyOps(app: FastifyInstance, ops: Ops): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.is404 ? undefined : request.routeOptions.url;
    ops.metrics.observeRequest(
      route ?? UNMATCHED_ROUTE,
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  for (const path of OPS_PATHS) {
    app.get(path, async (request, reply) => {
      const answer = await ops.answer(path, request.headers.authorization);
      return reply
        .code(answer.status)
        .header('cache-control', 'no-store')
        .type(answer.contentType)
        .send(answer.body);
    });
  }
}
