import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { WebSocketServer } from 'ws';
import { createFrontServer } from '../http-front/createFrontServer.js';
import type { DevnetState } from './devnetState.js';
import { errorResponse, handleBody } from './rpc/dispatch.js';
import { RPC_METHODS } from './rpc/methods.js';
import { RPC_CODES, RpcError } from './rpc/RpcError.js';
import { serveSubscriptions } from './subscriptions.js';

/** Largest request body (a batch of 32 full transactions fits). */
export const MAX_BODY_BYTES = 64 * 1024;
/** Largest WebSocket message, and how many sockets may be open at once. */
export const MAX_WS_MESSAGE_BYTES = 16 * 1024;
export const MAX_WS_CONNECTIONS = 256;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
};

const reply = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json', ...CORS });
  response.end(JSON.stringify(body));
};

const tooLarge = (response: ServerResponse) =>
  reply(
    response,
    413,
    errorResponse(
      null,
      new RpcError(RPC_CODES.invalidRequest, `Request body larger than ${MAX_BODY_BYTES} bytes`),
    ),
  );

const readBody = (request: IncomingMessage): Promise<string | undefined> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(undefined);
        request.removeAllListeners('data');
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const handleRequest = async (
  state: DevnetState,
  log: (message: string) => void,
  request: IncomingMessage,
  response: ServerResponse,
  target: URL,
) => {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, CORS).end();
    return;
  }
  if (request.method === 'GET' && target.pathname === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain', ...CORS }).end('ok');
    return;
  }
  if (request.method !== 'POST') {
    reply(
      response,
      405,
      errorResponse(null, new RpcError(RPC_CODES.invalidRequest, 'POST a JSON-RPC request')),
    );
    return;
  }
  if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    tooLarge(response);
    request.resume();
    return;
  }
  const text = await readBody(request);
  if (text === undefined) return tooLarge(response);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return reply(response, 200, errorResponse(null, new RpcError(RPC_CODES.parseError, 'Parse error')));
  }
  const answer = handleBody(body, state, RPC_METHODS, log);
  if (answer === undefined) response.writeHead(204, CORS).end();
  else reply(response, 200, answer);
};

/**
 * The devnet's JSON-RPC endpoint: HTTP POST for the methods, WebSocket upgrades on the same port for
 * subscriptions, GET /health. Inputs are bounded (body, batch, message size, sockets, params).
 */
export function createRpcServer(state: DevnetState, log: (message: string) => void): Server {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_WS_MESSAGE_BYTES });
  sockets.on('connection', (socket) => serveSubscriptions(socket, state, log));
  // Behind the HTTP front; bodies are capped here, so that a JSON-RPC client gets its 413 as JSON-RPC.
  const server = createFrontServer(
    (request, response, target) => handleRequest(state, log, request, response, target),
    {
      name: 'solana-devnet',
      maxBodyBytes: Number.POSITIVE_INFINITY,
      log,
    },
  );
  server.on('upgrade', (request, socket, head) => {
    if (sockets.clients.size >= MAX_WS_CONNECTIONS) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request));
  });
  server.on('close', () => {
    for (const client of sockets.clients) client.terminate();
    sockets.close();
  });
  return server;
}
