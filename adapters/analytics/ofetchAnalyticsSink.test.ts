import { afterEach, describe, expect, it } from 'vitest';
import { startLocalHttpServer } from '../../testkits/localHttpServer.js';
import { createAnalyticsSink } from './ofetchAnalyticsSink.js';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const envelope = {
  eventId: 'e-1',
  url: 'https://app.example/',
  domain: 'app.example',
  timestamp: 1,
  props: { event: 'MODAL_OPEN' },
};
const config = (baseUrl: string) => ({
  baseUrl,
  projectId: 'p1',
  sdkType: 'latch',
  sdkVersion: 'latch-0.1.0',
});

describe('analytics sink (real HTTP on loopback)', () => {
  it('POSTs the envelope to /e with projectId, st and sv', async () => {
    const server = await startLocalHttpServer((_req, res) => res.writeHead(204).end());
    close = server.close;
    await createAnalyticsSink(config(`${server.url}/`)).send(envelope);
    const request = server.requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/e?projectId=p1&st=latch&sv=latch-0.1.0');
    expect(JSON.parse(request?.body ?? '')).toEqual(envelope);
  });

  it('rejects with an HttpFailure carrying status and description', async () => {
    const server = await startLocalHttpServer((_req, res) => {
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          status: 'FAILED',
          reasons: [{ field: 'origin', description: 'Origin not allowed' }],
        }),
      );
    });
    close = server.close;
    await expect(createAnalyticsSink(config(server.url)).send(envelope)).rejects.toMatchObject({
      kind: 'HttpFailure',
      status: 403,
      description: 'Origin not allowed',
    });
  });

  it('rejects with a NetworkFailure when the service is down', async () => {
    const server = await startLocalHttpServer(() => undefined);
    await server.close();
    await expect(createAnalyticsSink(config(server.url)).send(envelope)).rejects.toMatchObject({
      kind: 'NetworkFailure',
    });
  });
});
