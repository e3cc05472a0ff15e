import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkPortFree } from './checkPortFree.js';
import { freePort } from './freePort.js';

describe('checkPortFree', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  it('accepts a free port', async () => {
    const port = await freePort();
    expect((await checkPortFree('127.0.0.1', port)).isOk()).toBe(true);
  });

  it('refuses a port something listens on, naming it', async () => {
    const port = await freePort();
    const listening = createServer();
    server = listening;
    await new Promise<void>((resolve) => listening.listen({ host: '127.0.0.1', port }, resolve));
    const result = await checkPortFree('127.0.0.1', port);
    expect(result.isErr() && result.error.code).toBe('PORT_IN_USE');
    expect(result.isErr() && result.error.message).toContain(`Port ${port} on 127.0.0.1 is already in use`);
  });

  it('reports other bind failures as PORT_UNAVAILABLE', async () => {
    // 192.0.2.1 (TEST-NET-1) is not an address of this machine, so binding fails with EADDRNOTAVAIL.
    const result = await checkPortFree('192.0.2.1', await freePort());
    expect(result.isErr() && result.error.code).toBe('PORT_UNAVAILABLE');
  });
});
