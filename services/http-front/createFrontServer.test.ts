import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError } from '../api/http/ApiError.js';
import { rawExchange } from '../relay/testing/rawHttp.js';
import { createFrontServer, type FrontHandler, type FrontOptions } from './createFrontServer.js';
import { readBody } from './readBody.js';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

const serve = async (handle: FrontHandler, options: FrontOptions = {}) => {
  server = createFrontServer(handle, options);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

/** Status line and body of a raw answer. */
const answerOf = (raw: string) => ({
  status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0),
  body: raw.slice(raw.indexOf('\r\n\r\n') + 4),
});
const failed = (field: string, description: string) =>
  JSON.stringify({ status: 'FAILED', reasons: [{ field, description }] });

describe('createFrontServer', () => {
  it('turns a throw or a rejection into a 500 that tells nothing, logged with every secret of its target and error redacted', async () => {
    const logs: string[] = [];
    const port = await serve(
      (_request, _response, target) => {
        if (target.pathname === '/sync') throw new Error('internal detail');
        return Promise.reject(new TypeError("Invalid URL '/x?code=c9'"));
      },
      { name: 'test', log: (line) => logs.push(line) },
    );
    for (const target of ['/sync?token=secret&page=2', '/async?state=secret']) {
      const answer = answerOf(
        await rawExchange(port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      );
      expect(answer).toEqual({ status: 500, body: failed('server', 'Internal server error') });
    }
    expect(logs).toEqual([
      'test: GET /sync?token=***&page=2 failed: Error: internal detail',
      "test: GET /async?state=*** failed: TypeError: Invalid URL '/x?code=***'",
    ]);
  });

  it('answers an ApiError with its own status and headers, unlogged', async () => {
    const logs: string[] = [];
    const port = await serve(
      () => {
        throw apiError(429, 'address', 'Slow down', { headers: { 'retry-after': '1' } });
      },
      { log: (line) => logs.push(line) },
    );
    const raw = await rawExchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answerOf(raw)).toEqual({ status: 429, body: failed('address', 'Slow down') });
    expect(raw).toMatch(/\r\nretry-after: 1\r\n/i);
    expect(logs).toEqual([]);
  });

  it('caps bodies: an announced one over the limit before the handler runs, a chunked one as readBody reads', async () => {
    const seen: number[] = [];
    const port = await serve(
      async (request, response) => {
        const body = await readBody(request, 16);
        seen.push(body.length);
        response.end('ok');
      },
      { maxBodyBytes: 16 },
    );
    const announced = `POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 17\r\nConnection: close\r\n\r\n${'x'.repeat(17)}`;
    const chunked = `POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n11\r\n${'x'.repeat(17)}\r\n0\r\n\r\n`;
    const tooLarge = failed('body', 'Request body is larger than 16 bytes');
    expect(answerOf(await rawExchange(port, announced))).toEqual({ status: 413, body: tooLarge });
    expect(answerOf(await rawExchange(port, chunked))).toEqual({ status: 413, body: tooLarge });
    const fits = `POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 16\r\nConnection: close\r\n\r\n${'x'.repeat(16)}`;
    expect(answerOf(await rawExchange(port, fits)).status).toBe(200);
    expect(seen).toEqual([16]);
  });

  it('answers what Node cannot parse, and headers that never finish, in the one error body', async () => {
    const port = await serve((_request, response) => void response.end('ok'), {
      headersTimeoutMs: 200,
      requestTimeoutMs: 200,
      timeoutCheckMs: 50,
    });
    expect(answerOf(await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n'))).toEqual({
      status: 400,
      body: failed('request', 'Malformed HTTP request'),
    });
    expect(answerOf(await rawExchange(port, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n'))).toEqual({
      status: 400,
      body: failed('host', 'Missing Host header'),
    });
    // Headers started and never finished: the front's time limit answers (whenever its check comes round).
    expect(answerOf(await rawExchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n'))).toEqual({
      status: 408,
      body: failed('request', 'The request took too long to arrive'),
    });
  });
});
