import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createFrontServer, type FrontHandler } from '../createFrontServer.js';
import type { FuzzSpec, StartedFuzzService } from './FuzzService.js';
import { type FuzzRule, runFuzz } from './runFuzz.js';

/** A small spec: the runner draws from it as it draws from a service's. */
const SPEC: FuzzSpec = {
  vocabulary: ['a', ''],
  routes: [
    { method: 'GET', path: '/items/:id', query: ['q'] },
    { method: 'POST', path: '/items', sample: { name: 'a' } },
  ],
};

const RUNS = 60;
const open: Array<() => Promise<void>> = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((close) => close()));
});

/** A server behind the real front whose handler does what `handle` does with every admitted request. */
async function serve(handle: FrontHandler): Promise<StartedFuzzService> {
  const server = createFrontServer(handle, { log: () => {} });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  open.push(close);
  return {
    port: (server.address() as AddressInfo).port,
    spec: SPEC,
    health: { target: '/items/a', status: 200 },
    close,
  };
}

const rules = (failures: readonly { rule: FuzzRule }[]) => new Set(failures.map((failure) => failure.rule));

describe('the fuzz runner, against servers broken on purpose', () => {
  it('finds nothing on a server that answers every admitted request', async () => {
    const service = await serve((_request, response) => {
      response.writeHead(200).end('ok');
    });
    const report = await runFuzz('healthy', service, { seed: 1, runs: RUNS });
    expect(report.failures).toEqual([]);
    expect(Object.values(report.statuses).reduce((sum, count) => sum + count, 0)).toBe(RUNS);
    expect(report.health).toBe(200);
  });

  it('reports each 5xx with the request that caused it', async () => {
    const service = await serve((_request, response) => {
      response.writeHead(500).end();
    });
    const report = await runFuzz('failing', service, { seed: 2, runs: RUNS });
    expect(rules(report.failures)).toEqual(new Set(['5xx']));
    expect(report.failures[0]?.request?.bytes.length).toBeGreaterThan(0);
    expect(report.health).toBe(500);
  });

  it('reports a connection the server closes without an answer', async () => {
    const service = await serve((request) => {
      request.socket.destroy();
    });
    const report = await runFuzz('dropping', service, { seed: 3, runs: RUNS });
    expect(rules(report.failures)).toEqual(new Set(['dropped connection']));
  });

  it('reports a request left unanswered', async () => {
    const service = await serve(() => {});
    const report = await runFuzz('silent', service, { seed: 4, runs: 8, answerTimeoutMs: 300 });
    expect(rules(report.failures)).toEqual(new Set(['no answer']));
  });

  it('reports a server that stopped listening', async () => {
    let stopped = false;
    const service: StartedFuzzService = await serve((_request, response) => {
      response.writeHead(200).end('ok');
      if (!stopped) {
        stopped = true;
        void service.close();
      }
    });
    const report = await runFuzz('stopping', service, { seed: 5, runs: RUNS, concurrency: 1 });
    expect(rules(report.failures)).toContain('server gone');
    expect(report.health).toBe(0);
  });
});
