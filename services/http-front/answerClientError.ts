import type { ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { apiError } from '../api/http/ApiError.js';
import { endSocketWithAnswer } from './endSocketWithAnswer.js';

/** What Node's parser reports, as a status and the description a client reads. */
const describe = (code: string | undefined): [number, string] => {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, 'Request headers are too large'];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'The request took too long to arrive'];
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return [413, 'Chunk extensions are too large'];
    default:
      return [400, 'Malformed HTTP request'];
  }
};

/**
 * The `clientError` answer of every front (and Fastify's `clientErrorHandler`): a request Node could not parse
 * (bad request line or header, headers too large, too slow) gets the one JSON error body, written straight to
 * the socket (there is no response object), and the socket is closed. Nothing is written when the socket is
 * gone or a response on it has already started.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  const current = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || current?.headersSent === true) {
    socket.destroy();
    return;
  }
  const [status, description] = describe(error.code);
  const body = JSON.stringify(apiError(status, 'request', description).body);
  endSocketWithAnswer(socket, status, 'application/json; charset=utf-8', body);
}
