import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { err, ok } from 'neverthrow';
import { type ApiError, apiError, isApiError } from '../api/http/ApiError.js';
import { answerClientError } from './answerClientError.js';
import { checkRequestTarget } from './checkRequestTarget.js';
import { endSocketWithAnswer } from './endSocketWithAnswer.js';
import { redactQuery, redactText } from './redactQuery.js';
import { sendFailure } from './sendFailure.js';

/** What a server behind the front handles: a request whose target already passed checkRequestTarget. */
export type FrontHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  target: URL,
) => void | Promise<void>;

export interface FrontOptions {
  /** Its name in log lines (`mail: GET /x failed: …`). */
  readonly name?: string;
  /** Longest request target (414 beyond). Default 8 KiB. */
  readonly maxTargetBytes?: number;
  /** Request line and headers together (431 beyond). Default 16 KiB. */
  readonly maxHeaderBytes?: number;
  /** Largest body a `content-length` may announce (413 beyond; readBody caps the others). Default 64 KiB. */
  readonly maxBodyBytes?: number;
  /** Time for the request headers to arrive (408 after). Default 10 s. */
  readonly headersTimeoutMs?: number;
  /** Time for the whole request, body included, to arrive (408 after). Default 30 s. */
  readonly requestTimeoutMs?: number;
  /** How long an idle keep-alive socket is kept. Default 5 s. */
  readonly keepAliveTimeoutMs?: number;
  /** How often Node checks the two timeouts above. Default 1 s. */
  readonly timeoutCheckMs?: number;
  /** Where handler failures are told (the target and the error through redactQuery / redactText: no secret). */
  readonly log?: (line: string) => void;
}

export const FRONT_DEFAULTS = {
  maxTargetBytes: 8 * 1024,
  maxHeaderBytes: 16 * 1024,
  maxBodyBytes: 64 * 1024,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  timeoutCheckMs: 1_000,
} as const;

const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

const asFailure = (error: unknown): ApiError =>
  isApiError(error) ? error : apiError(500, 'server', 'Internal server error', { cause: error });

/** The checked target, or why the request is refused before any handler sees it. */
const admit = (request: IncomingMessage, maxTargetBytes: number, maxBodyBytes: number) =>
  checkRequestTarget(request.url, maxTargetBytes).andThen((target) => {
    // HTTP/1.1 requires one (RFC 9112 §3.2); checked here so that its refusal has the one error body too.
    if (request.httpVersion === '1.1' && request.headers.host === undefined) {
      return err(apiError(400, 'host', 'Missing Host header'));
    }
    if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) {
      return err(apiError(413, 'body', `Request body is larger than ${maxBodyBytes} bytes`));
    }
    return ok(target);
  });

/**
 * The request listener of the front: checks the target (400 / 414) and the announced body size (413), then
 * runs `handle`; whatever it throws or rejects with becomes the one error body (an ApiError with its own
 * status, anything else a 500 that tells nothing), so nothing a request carries escapes a listener.
 */
export function frontListener(handle: FrontHandler, options: FrontOptions = {}) {
  const maxTargetBytes = options.maxTargetBytes ?? FRONT_DEFAULTS.maxTargetBytes;
  const maxBodyBytes = options.maxBodyBytes ?? FRONT_DEFAULTS.maxBodyBytes;
  const name = options.name ?? 'http';
  return (request: IncomingMessage, response: ServerResponse): void => {
    const checked = admit(request, maxTargetBytes, maxBodyBytes);
    if (checked.isErr()) {
      request.resume();
      sendFailure(response, checked.error);
      return;
    }
    const target = checked.value;
    const fail = (error: unknown) => {
      const failure = asFailure(error);
      if (failure.status >= 500) {
        options.log?.(
          `${name}: ${request.method} ${redactQuery(`${target.pathname}${target.search}`).slice(0, 400)} failed: ${redactText(describe(error))}`,
        );
      }
      sendFailure(response, failure);
    };
    try {
      const running = handle(request, response, target);
      if (running !== undefined) running.catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}

/** An http.Server with the front's header size and time limits, for `listener`; no clientError answer yet. */
export function createBareFrontServer(
  listener: (request: IncomingMessage, response: ServerResponse) => void,
  options: FrontOptions = {},
): Server {
  // Once the server stopped listening (drainServer), each answer sent lets its keep-alive socket go.
  const closeIdleWhenStopped = (request: IncomingMessage, response: ServerResponse) => {
    response.once('finish', () => {
      if (!server.listening) setImmediate(() => server.closeIdleConnections());
    });
    listener(request, response);
  };
  const server = createServer(
    {
      maxHeaderSize: options.maxHeaderBytes ?? FRONT_DEFAULTS.maxHeaderBytes,
      headersTimeout: options.headersTimeoutMs ?? FRONT_DEFAULTS.headersTimeoutMs,
      requestTimeout: options.requestTimeoutMs ?? FRONT_DEFAULTS.requestTimeoutMs,
      keepAliveTimeout: options.keepAliveTimeoutMs ?? FRONT_DEFAULTS.keepAliveTimeoutMs,
      connectionsCheckingInterval: options.timeoutCheckMs ?? FRONT_DEFAULTS.timeoutCheckMs,
      // frontListener refuses a missing Host itself, in the one error body (Node's answer has none).
      requireHostHeader: false,
    },
    closeIdleWhenStopped,
  );
  // Without a listener Node drops a CONNECT request's socket without a word: none of ours is a proxy.
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => undefined);
    const body = JSON.stringify(apiError(405, 'method', 'CONNECT is not served here').body);
    endSocketWithAnswer(socket, 405, 'application/json; charset=utf-8', body);
  });
  return server;
}

/**
 * The one HTTP front of every plain Node server we run (mail sink, dev IdP, relay, demo and sandbox wallet
 * pages): target checks, body cap, header size and time limits, and one JSON error body for every refusal,
 * the parser's own (`clientError`) included. Fastify apps get the same through fastifyFront.
 */
export function createFrontServer(handle: FrontHandler, options: FrontOptions = {}): Server {
  const server = createBareFrontServer(frontListener(handle, options), options);
  server.on('clientError', answerClientError);
  return server;
}
