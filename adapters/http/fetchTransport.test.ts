import { afterEach, describe, expect, it } from 'vitest';
import { startLocalHttpServer } from '../../testkits/localHttpServer.js';
import { describeFailureBody } from './failures.js';
import { createFetchTransport } from './fetchTransport.js';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('fetch transport (real HTTP on loopback)', () => {
  it('posts JSON and returns status, lower-case headers and body for any status', async () => {
    const server = await startLocalHttpServer((_req, res) => {
      res.writeHead(429, { 'Retry-After': '2', 'Content-Type': 'application/json' });
      res.end('{"error":"slow down"}');
    });
    close = server.close;
    const response = await createFetchTransport().post({ url: `${server.url}/rpc`, body: '{"id":1}' });
    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toBe('2');
    expect(response.body).toBe('{"error":"slow down"}');
    expect(server.requests[0]?.body).toBe('{"id":1}');
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('rejects with a NetworkFailure when nothing answers', async () => {
    const server = await startLocalHttpServer(() => undefined);
    const url = server.url;
    await server.close();
    await expect(createFetchTransport().post({ url, body: '{}' })).rejects.toMatchObject({
      kind: 'NetworkFailure',
      url,
    });
  });

  it('rejects when the signal aborts', async () => {
    const server = await startLocalHttpServer(() => undefined);
    close = server.close;
    const controller = new AbortController();
    const pending = createFetchTransport().post({ url: server.url, body: '{}', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'NetworkFailure' });
  });
});

describe('failure helpers', () => {
  it('reads the data-service error body', () => {
    expect(
      describeFailureBody({
        status: 'FAILED',
        reasons: [{ field: 'address', description: 'Invalid address' }],
      }),
    ).toBe('Invalid address');
    expect(describeFailureBody({ reasons: [] })).toBeUndefined();
    expect(describeFailureBody('nope')).toBeUndefined();
  });
});
