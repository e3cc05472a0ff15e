import { Agent, get, type Server } from 'node:http';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../testkits/index.js';
import { createFrontServer } from './createFrontServer.js';
import { drainServer } from './drainServer.js';
import { fastifyFront } from './fastifyFront.js';

let server: Server | undefined;
const agents: Agent[] = [];
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  for (const agent of agents.splice(0)) agent.destroy();
});

/** A promise and the function that settles it. */
const signal = () => {
  let fire: () => void = () => undefined;
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { fire, fired };
};

/** A front server whose `/slow` answers only when the test releases it. */
const start = async () => {
  const { fire: arrived, fired: arrival } = signal();
  const { fire: release, fired: released } = signal();
  server = createFrontServer(async (_request, response, target) => {
    if (target.pathname === '/slow') {
      arrived();
      await released;
    }
    response.writeHead(200, { 'content-type': 'text/plain' }).end('done');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return { server, port, arrival, release };
};

/** A GET over a keep-alive agent: its status and body, or the error's code. */
const request = (port: number, path: string) => {
  const agent = new Agent({ keepAlive: true });
  agents.push(agent);
  return new Promise<string>((resolve) => {
    get({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve(`${response.statusCode} ${body}`));
    }).on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
};

describe('drainServer', () => {
  it('stops accepting, finishes the request in flight, then closes its keep-alive socket', async () => {
    const { server: running, port, arrival, release } = await start();
    const idle = request(port, '/fast');
    expect(await idle).toBe('200 done');
    const inFlight = request(port, '/slow');
    await arrival;
    const clock = new ManualClock();
    let drained = false;
    const draining = drainServer(running, { drainMs: 1_000, scheduler: clock }).then(() => {
      drained = true;
    });
    expect(await request(port, '/fast')).toBe('ECONNREFUSED');
    expect(drained).toBe(false);
    release();
    expect(await inFlight).toBe('200 done');
    await draining;
    expect(drained).toBe(true);
    // Closed by the answer going out, not by the bound.
    expect(clock.pending).toBe(0);
  });

  it('cuts a request still running when the bound passes', async () => {
    const { server: running, port, arrival } = await start();
    const stuck = request(port, '/slow');
    await arrival;
    const clock = new ManualClock();
    const draining = drainServer(running, { drainMs: 1_000, scheduler: clock });
    clock.advance(1_000);
    await draining;
    expect(await stuck).toBe('ECONNRESET');
  });

  it('drains a Fastify app behind the front the same way, before its own close', async () => {
    const { fire: arrived, fired: arrival } = signal();
    const { fire: release, fired: released } = signal();
    const app = Fastify({ ...fastifyFront(), logger: false, forceCloseConnections: true });
    app.get('/slow', async () => {
      arrived();
      await released;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const inFlight = request(port, '/slow');
    await arrival;
    const draining = drainServer(app.server, { drainMs: 1_000, scheduler: new ManualClock() });
    expect(await request(port, '/slow')).toBe('ECONNREFUSED');
    release();
    expect(await inFlight).toBe('200 {"done":true}');
    await draining;
    await app.close();
  });

  it('is harmless on a server that is not listening', async () => {
    const { server: running } = await start();
    await drainServer(running);
    await expect(drainServer(running)).resolves.toBeUndefined();
  });
});
