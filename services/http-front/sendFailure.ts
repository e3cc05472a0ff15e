import type { ServerResponse } from 'node:http';
import type { ApiError } from '../api/http/ApiError.js';

/**
 * Writes a failure as the one error body, `{"status":"FAILED","reasons":[{field, description}]}`, with its
 * status and headers. A response already under way cannot change its status any more: it is cut instead.
 */
export function sendFailure(response: ServerResponse, failure: ApiError): void {
  if (response.headersSent || response.destroyed) {
    response.destroy();
    return;
  }
  const body = JSON.stringify(failure.body);
  response
    .writeHead(failure.status, {
      ...failure.headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
    })
    .end(body);
}
