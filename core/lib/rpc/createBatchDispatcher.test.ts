import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FakeHttpTransport,
  jsonReply,
  networkFailure,
  rpcCalls,
  settleOn,
} from '../../../testkits/FakeHttpTransport.js';
import { ManualClock } from '../../../testkits/ManualClock.js';
import { type BatchOptions, createBatchDispatcher, type RpcCall } from './createBatchDispatcher.js';
import { postJsonRpc } from './postJsonRpc.js';

const setup = (batch?: BatchOptions) => {
  const clock = new ManualClock(0);
  const transport = new FakeHttpTransport(clock);
  const dispatcher = createBatchDispatcher({
    scheduler: clock,
    ...(batch ? { batch } : {}),
    post: (url, body) => postJsonRpc({ transport, scheduler: clock, clock, url, body, timeoutMs: 1000 }),
  });
  return { clock, transport, dispatcher };
};

const call = (id: number): RpcCall => ({
  id,
  json: JSON.stringify({ jsonrpc: '2.0', id, method: 'echo', params: [id] }),
});

/** Answers every call of a body with its own id, in reverse order. */
const reversedEcho = (request: Parameters<typeof rpcCalls>[0]) => {
  const replies = rpcCalls(request)
    .map((c) => ({ jsonrpc: '2.0', id: c.id, result: `echo-${String(c.id)}` }))
    .reverse();
  return jsonReply(Array.isArray(request.json) ? replies : replies[0]);
};

describe('createBatchDispatcher', () => {
  it('splits the calls of one tick into ceil(N/size) bodies and gives each caller its own reply', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 25 }),
        async (count, size) => {
          const { clock, transport, dispatcher } = setup({ size, waitMs: 0 });
          transport.route('u', reversedEcho);
          const ids = Array.from({ length: count }, (_, i) => i + 1);
          const outcomes = await settleOn(
            clock,
            Promise.all(ids.map((id) => dispatcher.send('u', call(id)))),
          );
          expect(transport.requests).toHaveLength(Math.ceil(count / size));
          for (const request of transport.requests) {
            expect(rpcCalls(request).length).toBeLessThanOrEqual(size);
            if (rpcCalls(request).length > 1) expect(Array.isArray(request.json)).toBe(true);
          }
          expect(outcomes.map((outcome) => outcome._unsafeUnwrap())).toEqual(ids.map((id) => `echo-${id}`));
        },
      ),
    );
  });

  it('sends a lone call as a plain object and batches per endpoint', async () => {
    const { clock, transport, dispatcher } = setup({ size: 10, waitMs: 0 });
    transport.route('a', reversedEcho).route('b', reversedEcho);
    const sends = [
      dispatcher.send('a', call(1)),
      dispatcher.send('b', call(2)),
      dispatcher.send('b', call(3)),
    ];
    expect(transport.requests).toHaveLength(0);
    await settleOn(clock, Promise.all(sends));
    expect(transport.requestsTo('a').map((r) => r.json)).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'echo', params: [1] },
    ]);
    expect(transport.requestsTo('b').map((r) => rpcCalls(r).map((c) => c.id))).toEqual([[2, 3]]);
  });

  it('waits waitMs before sending, and separates the calls of different windows', async () => {
    const { clock, transport, dispatcher } = setup({ size: 10, waitMs: 20 });
    transport.route('u', reversedEcho);
    const first = dispatcher.send('u', call(1));
    await clock.advanceAsync(19);
    expect(transport.requests).toHaveLength(0);
    await clock.advanceAsync(1);
    expect(transport.requests).toHaveLength(1);
    const second = dispatcher.send('u', call(2));
    await settleOn(clock, Promise.all([first, second]));
    expect(transport.requests).toHaveLength(2);
    expect(transport.requests[1]?.sentAt).toBe(40);
  });

  it('sends at once without batching', async () => {
    const { clock, transport, dispatcher } = setup();
    transport.route('u', reversedEcho);
    const sends = [dispatcher.send('u', call(1)), dispatcher.send('u', call(2))];
    expect(transport.requests).toHaveLength(2);
    expect((await settleOn(clock, Promise.all(sends))).map((o) => o._unsafeUnwrap())).toEqual([
      'echo-1',
      'echo-2',
    ]);
  });

  it('fails every call of a body that got no answer, and passes Retry-After to each', async () => {
    const { clock, transport, dispatcher } = setup({ size: 10, waitMs: 0 });
    transport.route('down', () => networkFailure());
    transport.route('busy', () =>
      jsonReply([{ id: 3, error: { code: -32005, message: 'limit' } }], { headers: { 'retry-after': '2' } }),
    );
    const outcomes = await settleOn(
      clock,
      Promise.all([
        dispatcher.send('down', call(1)),
        dispatcher.send('down', call(2)),
        dispatcher.send('busy', call(3)),
        dispatcher.send('busy', call(4)),
      ]),
    );
    const failures = outcomes.map((outcome) => outcome._unsafeUnwrapErr());
    expect(failures.map((f) => f.error.code)).toEqual([
      'RPC_NETWORK_ERROR',
      'RPC_NETWORK_ERROR',
      'LIMIT_EXCEEDED',
      'RPC_REPLY_MISSING',
    ]);
    expect(failures.map((f) => f.retryAfterMs)).toEqual([undefined, undefined, 2000, 2000]);
  });
});
