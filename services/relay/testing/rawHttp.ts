import { connect } from 'node:net';

/**
 * Writes `request` byte for byte on a fresh TCP connection to 127.0.0.1:`port` (no client library to
 * tidy a hostile request up) and resolves with everything the server sent until it closed the connection.
 */
export function rawExchange(port: number, request: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    socket.write(request);
  });
}

/** The status code of a raw HTTP answer (0 when there was none). */
export const statusOf = (answer: string): number => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
