import { createServer } from 'node:net';
import { STACK_HOST } from '../stack/ports.js';

/** A loopback port that was free a moment ago (the OS picks it), for tests and ad-hoc devnets. */
export function freePort(host: string = STACK_HOST): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ host, port: 0 }, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
