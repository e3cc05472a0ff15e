import { createServer, type Server } from 'node:net';

const listen = (): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

/** `count` distinct TCP ports that were free on loopback a moment ago (held together, so never the same twice). */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let index = 0; index < count; index++) servers.push(await listen());
    return servers.map((server) => {
      const address = server.address();
      if (typeof address !== 'object' || address === null) throw new Error('no free port');
      return address.port;
    });
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}
