import { describe, expect, it } from 'vitest';
import {
  FakeHttpTransport,
  hang,
  jsonReply,
  jsonRpcHandler,
  networkFailure,
  settleOn,
} from '../../../testkits/FakeHttpTransport.js';
import { ManualClock } from '../../../testkits/ManualClock.js';
import { createFallbackRanker } from './createFallbackRanker.js';
import { createJsonRpcClient } from './createJsonRpcClient.js';
import { createNetListeningPing } from './createNetListeningPing.js';

describe('createNetListeningPing', () => {
  it('calls net_listening once, unbatched, with a 1000 ms timeout', async () => {
    const clock = new ManualClock(0);
    const transport = new FakeHttpTransport(clock);
    transport.route(
      'ok',
      jsonRpcHandler(() => ({ result: true })),
    );
    transport.route('busy', () => jsonReply({}, { status: 503 }));
    transport.route('slow', () => hang());
    const ping = createNetListeningPing({ transport, scheduler: clock, clock });
    expect((await ping('ok'))._unsafeUnwrap()).toBe(true);
    expect(transport.requests[0]?.json).toEqual({ jsonrpc: '2.0', id: 1, method: 'net_listening' });
    expect((await ping('busy')).isErr()).toBe(true);
    expect(transport.requestsTo('busy')).toHaveLength(1);
    const slow = await settleOn(clock, ping('slow'));
    expect(slow.isErr()).toBe(true);
    expect(transport.requestsTo('slow')[0]?.settledAt).toBe(1000);
    await ping('ok');
    expect(transport.requestsTo('ok').map((r) => r.json)).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'net_listening' },
      { jsonrpc: '2.0', id: 2, method: 'net_listening' },
    ]);
  });

  it('feeds a ranker whose ranking the client follows', async () => {
    const clock = new ManualClock(0);
    const transport = new FakeHttpTransport(clock);
    const urls = ['down', 'slow', 'fast'];
    transport.route('down', () => networkFailure());
    transport.route(
      'slow',
      jsonRpcHandler((call) => ({ result: call.method === 'eth_chainId' ? 'slow' : true }), { delayMs: 400 }),
    );
    transport.route(
      'fast',
      jsonRpcHandler((call) => ({ result: call.method === 'eth_chainId' ? 'fast' : true }), { delayMs: 20 }),
    );
    const ranker = createFallbackRanker({
      urls,
      ping: createNetListeningPing({ transport, scheduler: clock, clock }),
      scheduler: clock,
      clock,
    });
    const client = createJsonRpcClient({ transport, scheduler: clock, clock, fallback: ranker });
    ranker.start();
    await clock.advanceAsync(1000);
    expect(ranker.ranked()).toEqual(['fast', 'slow', 'down']);
    ranker.stop();
    const before = transport.requests.length;
    expect((await settleOn(clock, client.request('eth_chainId')))._unsafeUnwrap()).toBe('fast');
    expect(transport.requests.slice(before).map((r) => r.url)).toEqual(['fast']);
  });
});
