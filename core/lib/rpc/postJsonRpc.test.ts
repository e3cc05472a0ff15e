import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HttpTransport } from '../../../ports/index.js';
import { errorStatusArb } from '../../../testkits/arbitraries/rpc.js';
import {
  FakeHttpTransport,
  hang,
  jsonReply,
  networkFailure,
  settleOn,
  textReply,
} from '../../../testkits/FakeHttpTransport.js';
import { ManualClock } from '../../../testkits/ManualClock.js';
import { postJsonRpc } from './postJsonRpc.js';

const URL = 'https://rpc.example/';
const BODY = '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}';

const setup = (start = 0) => {
  const clock = new ManualClock(start);
  const transport = new FakeHttpTransport(clock);
  const post = (timeoutMs = 10_000, headers?: Record<string, string>) =>
    postJsonRpc({
      transport,
      scheduler: clock,
      clock,
      url: URL,
      body: BODY,
      timeoutMs,
      ...(headers ? { headers } : {}),
    });
  return { clock, transport, post };
};

describe('postJsonRpc', () => {
  it('posts the body as JSON with extra headers and parses a 2xx answer', async () => {
    const { clock, transport, post } = setup();
    transport.route(URL, () => jsonReply({ jsonrpc: '2.0', id: 1, result: '0x1' }, { status: 201 }));
    const result = await settleOn(clock, post(10_000, { authorization: 'Bearer t' }));
    expect(result._unsafeUnwrap()).toEqual({ json: { jsonrpc: '2.0', id: 1, result: '0x1' } });
    const [request] = transport.requests;
    expect(request?.body).toBe(BODY);
    expect(request?.headers).toEqual({ 'content-type': 'application/json', authorization: 'Bearer t' });
    expect(clock.pending).toBe(0);
  });

  it('gives RPC_TIMEOUT at the timeout and aborts the request', async () => {
    const { clock, transport, post } = setup();
    transport.route(URL, () => hang());
    const pending = post(10_000);
    await clock.advanceAsync(9_999);
    expect(transport.requests[0]?.signal?.aborted).toBe(false);
    await clock.advanceAsync(1);
    const error = (await pending)._unsafeUnwrapErr().error;
    expect(error.code).toBe('RPC_TIMEOUT');
    expect(error.message).toBe('The request took too long to respond.');
    expect(transport.requests[0]?.signal?.aborted).toBe(true);
    expect(transport.requests[0]?.outcome).toBe('aborted');
    expect(transport.requests[0]?.settledAt).toBe(10_000);
  });

  it('never outlives its timeout, even when the transport ignores the abort', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 20_000 }),
        fc.option(fc.integer({ min: 0, max: 30_000 }), { nil: undefined }),
        async (timeoutMs, delayMs) => {
          const clock = new ManualClock(0);
          const deaf: HttpTransport = {
            post: () =>
              new Promise((resolve) => {
                if (delayMs !== undefined) {
                  clock.setTimeout(
                    () => resolve({ status: 200, headers: {}, body: '{"result":1}' }),
                    delayMs,
                  );
                }
              }),
          };
          let settledAt: number | undefined;
          const pending = (async () => {
            const result = await postJsonRpc({
              transport: deaf,
              scheduler: clock,
              clock,
              url: URL,
              body: BODY,
              timeoutMs,
            });
            settledAt = clock.now();
            return result;
          })();
          const result = await settleOn(clock, pending);
          expect(settledAt).toBeLessThanOrEqual(timeoutMs);
          if (delayMs !== undefined && delayMs < timeoutMs) expect(result.isOk()).toBe(true);
          else expect(result.isErr() && result.error.error.code).toBe('RPC_TIMEOUT');
        },
      ),
    );
  });

  it('gives RPC_HTTP_ERROR with status, body and Retry-After for non-2xx answers', async () => {
    await fc.assert(
      fc.asyncProperty(errorStatusArb(), fc.string(), async (status, body) => {
        const { clock, transport, post } = setup(Date.UTC(2026, 0, 1));
        transport.route(URL, () => textReply(body, { status, headers: { 'retry-after': '3' } }));
        const failure = (await settleOn(clock, post()))._unsafeUnwrapErr();
        expect(failure.retryAfterMs).toBe(3000);
        expect(failure.error.code).toBe('RPC_HTTP_ERROR');
        expect(failure.error.message).toBe(`HTTP request failed. Status: ${status}`);
        expect(failure.error.data).toEqual({ status, url: URL, body, retryAfterMs: 3000 });
        expect(failure.error.details).toBe(body.slice(0, 1000));
      }),
    );
  });

  it('gives PARSE_ERROR for a 2xx answer that is not JSON', async () => {
    const { clock, transport, post } = setup();
    transport.route(URL, () => textReply('<html>oops</html>'));
    const error = (await settleOn(clock, post()))._unsafeUnwrapErr().error;
    expect(error.code).toBe('PARSE_ERROR');
    expect(error.data).toEqual({ status: 200, url: URL, body: '<html>oops</html>' });
  });

  it('gives RPC_NETWORK_ERROR when no response arrives', async () => {
    const { clock, transport, post } = setup();
    transport.route(URL, () => networkFailure('ECONNREFUSED', 5));
    const error = (await settleOn(clock, post()))._unsafeUnwrapErr().error;
    expect(error.code).toBe('RPC_NETWORK_ERROR');
    expect(error.message).toBe('HTTP request failed. No response was received.');
    expect(error.details).toBe('ECONNREFUSED');
    expect(transport.requests[0]?.settledAt).toBe(5);
  });

  it('gives RPC_NETWORK_ERROR when the transport throws or rejects with anything', async () => {
    const clock = new ManualClock(0);
    const throwing: HttpTransport = {
      post: () => {
        throw new Error('sync boom');
      },
    };
    const thrown = await postJsonRpc({
      transport: throwing,
      scheduler: clock,
      clock,
      url: URL,
      body: BODY,
      timeoutMs: 5,
    });
    expect(thrown._unsafeUnwrapErr().error.details).toBe('sync boom');
    const odd: HttpTransport = { post: () => Promise.reject(42) };
    const rejected = await postJsonRpc({
      transport: odd,
      scheduler: clock,
      clock,
      url: URL,
      body: BODY,
      timeoutMs: 5,
    });
    expect(rejected._unsafeUnwrapErr().error.details).toBe('no response');
    expect(clock.pending).toBe(0);
  });
});
