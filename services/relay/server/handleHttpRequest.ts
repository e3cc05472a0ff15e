import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseRequestTarget } from './parseRequestTarget.js';

export interface HealthSource {
  readonly backend: 'memory' | 'redis';
  connections(): number;
  healthy(): Promise<boolean>;
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

/**
 * Plain HTTP on the relay's port: `GET /health` (200 when the mailbox answers, 503 otherwise) for the stack
 * supervisor; anything else is told to upgrade to WebSocket. A target that is not a path is a 400; nothing
 * a request carries can throw out of here.
 */
export function handleHttpRequest(source: HealthSource) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const path = parseRequestTarget(request.url)?.pathname;
    if (path === undefined) {
      json(response, 400, { error: 'Bad request target' });
      return;
    }
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
      json(response, 426, { error: 'Connect with WebSocket (JSON-RPC, WalletConnect v2 relay protocol)' });
      return;
    }
    json(response, 404, { error: 'Not found' });
  };
}
