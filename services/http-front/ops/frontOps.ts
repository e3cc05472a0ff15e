import type { FrontHandler } from '../createFrontServer.js';
import { isOpsPath, type Ops } from './createOps.js';
import { type ServiceMetrics, UNMATCHED_ROUTE } from './serviceMetrics.js';

/**
 * A plain front handler whose every request is counted under its path when that is one of `routes`, else under
 * UNMATCHED_ROUTE (the label set stays bounded whatever paths arrive), once its answer is sent.
 */
export function meterFrontHandler(
  handle: FrontHandler,
  metrics: ServiceMetrics,
  routes: readonly string[],
): FrontHandler {
  const known = new Set(routes);
  return (request, response, target) => {
    const started = performance.now();
    const route = known.has(target.pathname) ? target.pathname : UNMATCHED_ROUTE;
    response.once('finish', () =>
      metrics.observeRequest(
        route,
        request.method,
        response.statusCode,
        (performance.now() - started) / 1000,
      ),
    );
    return handle(request, response, target);
  };
}

/** A plain front handler answering GET / HEAD of OPS_PATHS itself and leaving every other request to `handle`. */
export function serveOps(handle: FrontHandler, ops: Ops): FrontHandler {
  return (request, response, target) => {
    const path = target.pathname;
    if (!isOpsPath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return handle(request, response, target);
    }
    return ops.answer(path, request.headers.authorization).then((answer) => {
      response
        .writeHead(answer.status, {
          'content-type': answer.contentType,
          'content-length': Buffer.byteLength(answer.body),
          'cache-control': 'no-store',
        })
        .end(request.method === 'HEAD' ? undefined : answer.body);
    });
  };
}
