import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Writes a whole HTTP answer straight to a socket that has no response object (a refused upgrade, a request
 * Node could not parse) and closes it.
 */
export function endSocketWithAnswer(socket: Duplex, status: number, contentType: string, body: string): void {
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
      'Connection: close',
      `Content-Type: ${contentType}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      body,
    ].join('\r\n'),
  );
}
