import type { IncomingMessage, ServerResponse } from 'node:http';

export interface HealthSource {
  readonly backend: 'memory' | 'redis';
  connections(): number;
  healthy(): Promise<boolean>;
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

/**
 * Plain HTTP on the relay's port: `GET /health` (200 when the mailbox answers, 503 otherwise) for the stack
 * supervisor; anything else is told to upgrade to WebSocket.
 */
export function handleHttpRequest(source: HealthSource) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const path = new URL(request.url ?? '/', 'http://relay.invalid').pathname;
    if (path === '/health' && (request.method === 'GET' || request.method === 'HEAD')) {
      void source.healthy().then((ok) =>
        json(response, ok ? 200 : 503, {
          status: ok ? 'ok' : 'unavailable',
          backend: source.backend,
          connections: source.connections(),
        }),
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
