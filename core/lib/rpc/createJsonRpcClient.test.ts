import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  behaviourReply,
  definitiveRpcErrorArb,
  type EndpointBehaviour,
  endpointUrlsArb,
  healthyBehaviourArb,
  nonRetryableStatusArb,
  retryAfterArb,
  retryableRpcErrorArb,
  retryableStatusArb,
  unhealthyBehaviourArb,
} from '../../../testkits/arbitraries/rpc.js';
import {
  type FakeHandler,
  FakeHttpTransport,
  hang,
  jsonReply,
  jsonRpcHandler,
  networkFailure,
  rpcCalls,
  settleOn,
  textReply,
} from '../../../testkits/FakeHttpTransport.js';
import { ManualClock } from '../../../testkits/ManualClock.js';
import { createJsonRpcClient, type JsonRpcClientOptions } from './createJsonRpcClient.js';
import { mapRpcError } from './mapRpcError.js';

const NOW = Date.UTC(2026, 0, 1);
const URL = 'https://rpc.example/';

type Endpoints = { urls: readonly string[] } | { fallback: { ranked(): readonly string[] } };

type Extra = Pick<JsonRpcClientOptions, 'timeoutMs' | 'batch' | 'retry' | 'headers'>;

const setup = (endpoints: Endpoints = { urls: [URL] }, extra: Extra = {}) => {
  const clock = new ManualClock(NOW);
  const transport = new FakeHttpTransport(clock);
  const client = createJsonRpcClient({ transport, scheduler: clock, clock, ...extra, ...endpoints });
  return { clock, transport, client };
};

const gaps = (times: readonly number[]): number[] => times.slice(1).map((time, i) => time - (times[i] ?? 0));

/** One failed answer: a retryable status or JSON-RPC error, maybe with Retry-After. */
const retryableFailureArb = fc.record({
  failure: fc.oneof(
    retryableStatusArb().map((status) => ({ status })),
    retryableRpcErrorArb().map((error) => ({ error })),
  ),
  retryAfter: fc.option(retryAfterArb(), { nil: undefined }),
});

describe('createJsonRpcClient', () => {
  it('sends JSON-RPC 2.0 requests and returns the result', async () => {
    const { clock, transport, client } = setup({ urls: [URL] }, { headers: { 'x-project': 'p' } });
    transport.route(
      URL,
      jsonRpcHandler((call) => ({ result: call.method === 'eth_chainId' ? '0x1' : call.params })),
    );
    const chainId = await settleOn(clock, client.request<string>('eth_chainId'));
    expect(chainId._unsafeUnwrap()).toBe('0x1');
    expect(transport.requests[0]?.json).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' });
    expect(transport.requests[0]?.headers['x-project']).toBe('p');
    const echoed = await settleOn(clock, client.request('eth_getBalance', ['0xabc', 'latest']));
    expect(echoed._unsafeUnwrap()).toEqual(['0xabc', 'latest']);
    expect(transport.requests[1]?.json).toMatchObject({ id: 2, params: ['0xabc', 'latest'] });
  });

  it('retries at most 3 times, waiting Retry-After when given, else 150·2^n ms', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(retryableFailureArb, { maxLength: 5 }), async (failures) => {
        const { clock, transport, client } = setup();
        let answered = 0;
        transport.route(URL, (request) => {
          const scripted = failures[answered++];
          if (!scripted) return jsonRpcHandler(() => ({ result: 'ok' }))(request);
          const headers = scripted.retryAfter
            ? { 'retry-after': scripted.retryAfter.header(clock.now()) }
            : {};
          const { failure } = scripted;
          return 'status' in failure
            ? jsonReply({}, { status: failure.status, headers })
            : jsonRpcHandler(() => ({ error: failure.error }), { headers })(request);
        });
        const result = await settleOn(clock, client.request('eth_blockNumber'));
        const attempts = Math.min(failures.length, 3) + 1;
        expect(transport.requests).toHaveLength(attempts);
        const sentAt = transport.requests.map((r) => r.sentAt);
        const expectedGaps = failures
          .slice(0, attempts - 1)
          .map((f, n) => f.retryAfter?.expectedMs(sentAt[n] ?? 0) ?? 150 * 2 ** n);
        expect(gaps(sentAt)).toEqual(expectedGaps);
        if (failures.length <= 3) expect(result._unsafeUnwrap()).toBe('ok');
        else {
          const last = failures[3]?.failure;
          const code = last && 'status' in last ? 'RPC_HTTP_ERROR' : last && mapRpcError(last.error).code;
          expect(result._unsafeUnwrapErr().code).toBe(code);
        }
      }),
    );
  });

  it('never retries a non-retryable failure', async () => {
    const nonRetryable = fc.oneof(
      nonRetryableStatusArb().map((status): [string, FakeHandler] => [
        'RPC_HTTP_ERROR',
        () => jsonReply({}, { status, headers: { 'retry-after': '1' } }),
      ]),
      definitiveRpcErrorArb().map((error): [string, FakeHandler] => [
        mapRpcError(error).code,
        jsonRpcHandler(() => ({ error })),
      ]),
      fc.constant<[string, FakeHandler]>(['RPC_NETWORK_ERROR', () => networkFailure()]),
      fc.constant<[string, FakeHandler]>(['RPC_TIMEOUT', () => hang()]),
      fc.constant<[string, FakeHandler]>(['PARSE_ERROR', () => textReply('<html>')]),
    );
    await fc.assert(
      fc.asyncProperty(nonRetryable, async ([code, reply]) => {
        const { clock, transport, client } = setup();
        transport.route(URL, reply);
        const result = await settleOn(clock, client.request('eth_call', [{}]));
        expect(result._unsafeUnwrapErr().code).toBe(code);
        expect(transport.requests).toHaveLength(1);
      }),
    );
  });

  it('batches the calls of one tick into ceil(N/1000) bodies and gives each caller its own reply', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2600 }), async (count) => {
        const { clock, transport, client } = setup();
        transport.route(URL, (request) => {
          const replies = rpcCalls(request).map((c) => ({ jsonrpc: '2.0', id: c.id, result: c.params }));
          return jsonReply(Array.isArray(request.json) ? replies.reverse() : replies[0]);
        });
        const calls = Array.from({ length: count }, (_, i) => client.request('echo', [i]));
        const results = await settleOn(clock, Promise.all(calls));
        expect(transport.requests).toHaveLength(Math.ceil(count / 1000));
        expect(results.map((r) => r._unsafeUnwrap())).toEqual(Array.from({ length: count }, (_, i) => [i]));
      }),
      { numRuns: 12 },
    );
  });

  it('sends every call alone and at once with batch: false', async () => {
    const { clock, transport, client } = setup({ urls: [URL] }, { batch: false });
    transport.route(
      URL,
      jsonRpcHandler(() => ({ result: 1 })),
    );
    const calls = [client.request('a'), client.request('b')];
    expect(transport.requests.map((r) => Array.isArray(r.json))).toEqual([false, false]);
    await settleOn(clock, Promise.all(calls));
  });

  it('aborts every HTTP request at its timeout, across retries and endpoints', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 30_000 }),
        fc.array(fc.constantFrom<'hang' | 'slow429'>('hang', 'slow429'), { minLength: 1, maxLength: 4 }),
        async (timeoutMs, kinds) => {
          const urls = kinds.map((_, i) => `https://rpc-${i}.example/`);
          const { clock, transport, client } = setup({ urls }, { timeoutMs });
          kinds.forEach((kind, i) => {
            transport.route(urls[i] ?? '', () =>
              kind === 'hang' ? hang() : jsonReply({}, { status: 429, delayMs: Math.floor(timeoutMs / 2) }),
            );
          });
          const result = await settleOn(clock, client.request('eth_blockNumber'));
          expect(result.isErr()).toBe(true);
          for (const request of transport.requests) {
            expect(request.settledAt).toBeDefined();
            expect((request.settledAt ?? Number.POSITIVE_INFINITY) - request.sentAt).toBeLessThanOrEqual(
              timeoutMs,
            );
          }
          expect(clock.pending).toBe(0);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('reaches a healthy endpoint through the ranked list whenever one exists', async () => {
    const scenario = endpointUrlsArb(1, 5).chain((urls) =>
      fc.record({
        urls: fc.constant(urls),
        behaviours: fc.tuple(...urls.map(() => fc.oneof(unhealthyBehaviourArb(), healthyBehaviourArb()))),
        healthyIndex: fc.nat({ max: urls.length - 1 }),
        healthy: healthyBehaviourArb(),
        ranking: fc.shuffledSubarray(urls, { minLength: urls.length }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(scenario, async ({ urls, behaviours, healthyIndex, healthy, ranking }) => {
        const byUrl = new Map<string, EndpointBehaviour>(
          urls.map((url, i) => [url, behaviours[i] ?? healthy]),
        );
        byUrl.set(urls[healthyIndex] ?? '', healthy);
        const { clock, transport, client } = setup(
          { fallback: { ranked: () => ranking } },
          { timeoutMs: 1000 },
        );
        for (const [url, behaviour] of byUrl)
          transport.route(url, (r) => behaviourReply(behaviour, r, () => url));
        const result = await settleOn(clock, client.request<string>('eth_blockNumber'));
        const firstHealthy = ranking.find((url) => byUrl.get(url)?.kind === 'healthy');
        expect(result._unsafeUnwrap()).toBe(firstHealthy);
        const tried = transport.requests.map((r) => r.url);
        expect(tried).toEqual(ranking.slice(0, ranking.indexOf(firstHealthy ?? '') + 1));
      }),
    );
  });

  it('does not send a definitive node error to another endpoint', async () => {
    await fc.assert(
      fc.asyncProperty(definitiveRpcErrorArb(), async (error) => {
        const { clock, transport, client } = setup({ urls: ['a', 'b'] });
        transport.route(
          'a',
          jsonRpcHandler(() => ({ error })),
        );
        transport.route(
          'b',
          jsonRpcHandler(() => ({ result: 'ok' })),
        );
        const result = await settleOn(clock, client.request('eth_sendRawTransaction', ['0x']));
        expect(result._unsafeUnwrapErr().code).toBe(mapRpcError(error).code);
        expect(transport.requests.map((r) => r.url)).toEqual(['a']);
      }),
    );
  });

  it('walks the whole list again on retry, and reports the retryable failure', async () => {
    const { clock, transport, client } = setup({ urls: ['a', 'b'] });
    transport.route('a', () => jsonReply({}, { status: 503 }));
    transport.route('b', () => jsonReply({}, { status: 404 }));
    const result = await settleOn(clock, client.request('eth_blockNumber'));
    const error = result._unsafeUnwrapErr();
    expect(error.code).toBe('RPC_HTTP_ERROR');
    expect(error.params).toEqual({ status: 503 });
    expect(transport.requests.map((r) => `${r.url}@${r.sentAt - NOW}`)).toEqual([
      'a@0',
      'b@0',
      'a@150',
      'b@150',
      'a@450',
      'b@450',
      'a@1050',
      'b@1050',
    ]);
  });

  it('honours retry options', async () => {
    const { clock, transport, client } = setup({ urls: [URL] }, { retry: { count: 1, delayMs: 10 } });
    transport.route(URL, () => jsonReply({}, { status: 500 }));
    await settleOn(clock, client.request('eth_blockNumber'));
    expect(transport.requests.map((r) => r.sentAt - NOW)).toEqual([0, 10]);
    const picky = setup({ urls: [URL] }, { retry: { shouldRetry: (e) => e.code === 'RPC_TIMEOUT' } });
    picky.transport.route(URL, () => hang());
    await settleOn(picky.clock, picky.client.request('eth_blockNumber'));
    expect(picky.transport.requests).toHaveLength(4);
  });

  it('requires an endpoint', async () => {
    for (const endpoints of [{ urls: [] }, { fallback: { ranked: () => [] } }]) {
      const { clock, transport, client } = setup(endpoints);
      const error = (await settleOn(clock, client.request('eth_chainId')))._unsafeUnwrapErr();
      expect(error.code).toBe('RPC_URL_REQUIRED');
      expect(error.message).toBe(
        'No URL was provided to the Transport. Please provide a valid RPC URL to the Transport.',
      );
      expect(transport.requests).toHaveLength(0);
    }
  });

  it('refuses params that are not JSON without sending anything', async () => {
    const { transport, client } = setup();
    const error = (await client.request('eth_getBalance', [10n]))._unsafeUnwrapErr();
    expect(error.code).toBe('INVALID_PARAMS');
    expect(transport.requests).toHaveLength(0);
  });
});
