import { createServer } from 'node:net';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { DevnetError } from './DevnetError.js';

/**
 * Resolves ok when `host:port` can be bound right now, else PORT_IN_USE naming the port, so a second
 * devnet (or anything else on that port) is refused before a child process is spawned.
 */
export function checkPortFree(host: string, port: number): ResultAsync<void, DevnetError> {
  const probe = new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(undefined)));
  });
  return ResultAsync.fromSafePromise(probe).andThen((error) => {
    if (error === undefined) return okAsync(undefined);
    if (error.code === 'EADDRINUSE') {
      const message =
        `Port ${port} on ${host} is already in use: is another devnet (npm start) running? ` +
        'Stop it or choose another port.';
      return errAsync(new DevnetError('PORT_IN_USE', message, { cause: error }));
    }
    const message = `Cannot listen on ${host}:${port} (${error.code ?? error.message})`;
    return errAsync(new DevnetError('PORT_UNAVAILABLE', message, { cause: error }));
  });
}
