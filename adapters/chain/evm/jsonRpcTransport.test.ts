import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FALLBACK_PING_TIMEOUT_MS,
  mapProviderFailure,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
} from '../../../core/lib/rpc/index.js';
import { createRpcStack } from '../../../core/lib/rpc/stack.js';
import type { Cancel, Scheduler } from '../../../ports/index.js';
import { testNetwork } from '../../../services/devnet/testAnvil.js';
import { type RecordedRequest, startLocalHttpServer } from '../../../testkits/localHttpServer.js';
import { flushMicrotasks, ManualClock } from '../../../testkits/ManualClock.js';
import { createFetchTransport } from '../../http/fetchTransport.js';
import { createSystemClock } from '../../system/systemClock.js';
import { createEvmChainReader } from './createEvmChainReader.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

type Server = Awaited<ReturnType<typeof startLocalHttpServer>>;
const servers: Server[] = [];
const cleanups: (() => void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

interface Call {
  readonly id: number;
  readonly method: string;
}
const callsOf = (request: RecordedRequest): Call[] => {
  const json = JSON.parse(request.body) as Call | Call[];
  return Array.isArray(json) ? json : [json];
};
const answer = (response: ServerResponse, request: RecordedRequest, result: (call: Call) => unknown) => {
  const json = JSON.parse(request.body) as Call | Call[];
  const reply = (call: Call) => ({ jsonrpc: '2.0', id: call.id, result: result(call) });
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(Array.isArray(json) ? json.map(reply) : reply(json)));
};
/** A node that answers net_listening true and every other call with 0x2a. */
const node = async (hold?: (request: RecordedRequest, response: ServerResponse) => boolean) => {
  const server = await startLocalHttpServer((request, response) => {
    if (hold?.(request, response)) return;
    answer(response, request, (call) => (call.method === 'net_listening' ? true : '0x2a'));
  });
  servers.push(server);
  return server;
};
const methods = (server: Server) =>
  server.requests.flatMap((request) => callsOf(request).map((c) => c.method));

/** The system timers, with every delay asked of them recorded. */
const recordingScheduler = () => {
  const system = createSystemClock();
  const delays: number[] = [];
  const cancels: Cancel[] = [];
  const scheduler: Scheduler = {
    setTimeout(callback, ms) {
      delays.push(ms);
      const cancel = system.setTimeout(callback, ms);
      cancels.push(cancel);
      return cancel;
    },
    setInterval(callback, ms) {
      const cancel = system.setInterval(callback, ms);
      cancels.push(cancel);
      return cancel;
    },
  };
  cleanups.push(() => {
    for (const cancel of cancels) cancel();
  });
  return { scheduler, clock: system, delays };
};

describe('chain reads through the one RPC stack, on real loopback endpoints', () => {
  it('the first endpoint dead (closed port): the read succeeds through the next at once, no retry wait', async () => {
    const dead = await startLocalHttpServer(() => undefined);
    await dead.close();
    const live = await node();
    const { scheduler, clock, delays } = recordingScheduler();
    const network = testNetwork(31337, [`${dead.url}/rpc`, live.url]);
    const stack = createRpcStack({
      transport: createFetchTransport(),
      scheduler,
      clock,
      networks: [network],
    });
    cleanups.push(() => stack.dispose());
    const reader = createEvmChainReader({ rpc: stack });

    expect(await reader.getNativeBalance({ address: ALICE, network })).toBe(42n);
    expect(methods(live)).toContain('eth_getBalance');
    // The bound on the fallback: the refused endpoint costs no retry backoff (150 ms …) — only request timeouts
    // (10 s reads, 1 s pings) and the batch tick were ever scheduled.
    expect(delays.every((ms) => [0, RPC_TIMEOUT_MS, FALLBACK_PING_TIMEOUT_MS].includes(ms))).toBe(true);
    expect(delays).not.toContain(RPC_RETRY_DELAY_MS);

    // Once the first ranking round is in, the dead endpoint is ranked last: reads go straight to the live one.
    await vi.waitFor(() => expect(stack.ranker(network)?.ranked()).toEqual([live.url, `${dead.url}/rpc`]));
    const before = methods(live).length;
    expect(await reader.getNativeBalance({ address: ALICE, network })).toBe(42n);
    expect(methods(live).length).toBe(before + 1);
  });

  it('a 429 with Retry-After is honoured: the retry waits what the server asked, then succeeds', async () => {
    let refused = 0;
    const limited = await node((request, response) => {
      if (refused > 0 || !callsOf(request).some((call) => call.method === 'eth_getBalance')) return false;
      refused++;
      response.writeHead(429, { 'retry-after': '1', 'content-type': 'text/plain' });
      response.end('slow down');
      return true;
    });
    const { scheduler, clock, delays } = recordingScheduler();
    const network = testNetwork(31337, [limited.url]);
    const stack = createRpcStack({
      transport: createFetchTransport(),
      scheduler,
      clock,
      networks: [network],
    });
    const reader = createEvmChainReader({ rpc: stack });

    expect(await reader.getNativeBalance({ address: ALICE, network })).toBe(42n);
    expect(methods(limited).filter((method) => method === 'eth_getBalance')).toHaveLength(2);
    expect(delays).toContain(1000);
    expect(delays).not.toContain(RPC_RETRY_DELAY_MS);
  });

  it('failures come back in port shape: a node error keeps its code, an HTTP status is an HttpFailure', async () => {
    const failing = await startLocalHttpServer((request, response) => {
      if (request.url === '/404') return void response.writeHead(404).end('not here');
      const [call] = callsOf(request);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          jsonrpc: '2.0',
          id: call?.id,
          error: { code: -32000, message: 'insufficient funds' },
        }),
      );
    });
    servers.push(failing);
    const { scheduler, clock } = recordingScheduler();
    const stack = createRpcStack({ transport: createFetchTransport(), scheduler, clock, networks: [] });
    const reader = createEvmChainReader({ rpc: stack });
    const nodeError = await reader
      .getNativeBalance({ address: ALICE, network: testNetwork(31337, [failing.url]) })
      .catch((error: unknown) => error);
    expect(nodeError).toMatchObject({
      kind: 'ProviderRpcFailure',
      code: -32000,
      message: 'insufficient funds',
    });
    expect(mapProviderFailure(nodeError).code).toBe('INSUFFICIENT_FUNDS');
    const httpError = await reader
      .getNativeBalance({ address: ALICE, network: testNetwork(31337, [`${failing.url}/404`]) })
      .catch((error: unknown) => error);
    expect(httpError).toMatchObject({ kind: 'HttpFailure', status: 404, url: `${failing.url}/404` });
  });

  it('ranking moves reads to the faster endpoint (latency measured on the Clock port)', async () => {
    const held: ServerResponse[] = [];
    const slow = await node((request, response) => {
      if (!callsOf(request).some((call) => call.method === 'net_listening')) return false;
      held.push(response);
      return true;
    });
    const fast = await node();
    const clock = new ManualClock();
    const answered: string[] = [];
    const fetchTransport = createFetchTransport();
    const transport = {
      post: async (request: Parameters<typeof fetchTransport.post>[0]) => {
        const response = await fetchTransport.post(request);
        answered.push(request.url);
        return response;
      },
    };
    const network = testNetwork(31337, [slow.url, fast.url]);
    const stack = createRpcStack({ transport, scheduler: clock, clock, networks: [network] });
    const client = stack.client(network)._unsafeUnwrap();
    const ranker = stack.ranker(network);
    expect(ranker?.ranked()).toEqual([slow.url, fast.url]);

    // The fast node answers its ping at once; the slow one only after 300 ms on the clock.
    await vi.waitFor(() => expect(answered).toContain(fast.url));
    await vi.waitFor(() => expect(held).toHaveLength(1));
    await flushMicrotasks();
    clock.advance(300);
    const [response] = held;
    response
      ?.writeHead(200, { 'content-type': 'application/json' })
      .end('{"jsonrpc":"2.0","id":1,"result":true}');
    await vi.waitFor(() => expect(ranker?.ranked()).toEqual([fast.url, slow.url]));

    const reading = client.request('eth_blockNumber');
    await vi.waitFor(async () => {
      await clock.advanceAsync(0);
      expect(methods(fast)).toContain('eth_blockNumber');
    });
    expect((await reading)._unsafeUnwrap()).toBe('0x2a');
    expect(methods(slow)).not.toContain('eth_blockNumber');
    stack.dispose();
    expect(clock.pending).toBe(0);
  });
});
