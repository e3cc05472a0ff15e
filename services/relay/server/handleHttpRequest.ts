import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiError } from '../../api/http/ApiError.js';
import { sendFailure } from '../../http-front/sendFailure.js';

export interface HealthSource {
  readonly backend: 'memory' | 'redis';
  connections(): number;
  healthy(): Promise<boolean>;
}

/** The plain HTTP paths it answers (the metrics' route labels beside the ops paths). */
export const RELAY_HTTP_ROUTES = ['/health', '/'] as const;

const json = (response: ServerResponse, status: number, body: unknown) => {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

/**
 * Plain HTTP on the relay's port, behind the HTTP front (which refused malformed targets already):
 * `GET /health` (200 when the mailbox answers, 503 otherwise) for the stack supervisor; anything else is told
 * to upgrade to WebSocket, in the one error body.
 */
export function handleHttpRequest(source: HealthSource) {
  return (request: IncomingMessage, response: ServerResponse, target: URL): void => {
    const path = target.pathname;
    if (path === '/health' && (request.method === 'GET' || request.method === 'HEAD')) {
      void source.healthy().then(
        (ok) =>
          json(response, ok ? 200 : 503, {
            status: ok ? 'ok' : 'unavailable',
            backend: source.backend,
            connections: source.connections(),
          }),
        () => json(response, 503, { status: 'unavailable', backend: source.backend }),
      );
      return;
    }
    if (path === '/') {
      sendFailure(
        response,
        apiError(426, 'upgrade', 'Connect with WebSocket (JSON-RPC, WalletConnect v2 relay protocol)'),
      );
      return;
    }
    sendFailure(response, apiError(404, 'path', 'Not found'));
  };
}
