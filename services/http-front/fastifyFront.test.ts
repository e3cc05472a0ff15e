import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawExchange } from '../relay/testing/rawHttp.js';
import { fastifyFront } from './fastifyFront.js';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = Fastify({ ...fastifyFront(), logger: false, forceCloseConnections: true });
  app.get('/items/:id', async (request) => ({ id: (request.params as { id: string }).id }));
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  port = Number(new URL(url).port);
});
afterAll(async () => {
  await app.close();
});

const answerOf = (raw: string) => ({
  status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0),
  body: JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as unknown,
});
const get = async (target: string, headers = '') =>
  answerOf(
    await rawExchange(port, `GET ${target} HTTP/1.1\r\nHost: x\r\n${headers}Connection: close\r\n\r\n`),
  );
const failed = (field: string, description: string) => ({
  status: 'FAILED',
  reasons: [{ field, description }],
});

describe('fastifyFront', () => {
  it('puts a Fastify app behind the front: malformed targets and huge headers never reach its router', async () => {
    expect(await get('//%')).toEqual({ status: 400, body: failed('target', 'Malformed request target') });
    expect(await get('/items/1', `X-Big: ${'b'.repeat(20_000)}\r\n`)).toEqual({
      status: 431,
      body: failed('request', 'Request headers are too large'),
    });
    expect(await get('/items/1')).toEqual({ status: 200, body: { id: '1' } });
  });

  it("answers the router's own refusals in the one error body", async () => {
    expect(await get(`/items/${'a'.repeat(200)}`)).toEqual({
      status: 414,
      body: failed('target', 'A path parameter is too long'),
    });
    const injected = await app.inject({ url: '/items/%zz' });
    expect({ status: injected.statusCode, body: injected.json() }).toEqual({
      status: 400,
      body: failed('target', 'Malformed request target'),
    });
  });
});
