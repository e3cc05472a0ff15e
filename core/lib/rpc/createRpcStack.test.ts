import { describe, expect, it } from 'vitest';
import {
  FakeHttpTransport,
  jsonRpcHandler,
  networkFailure,
  rpcCalls,
} from '../../../testkits/FakeHttpTransport.js';
import { ManualClock } from '../../../testkits/ManualClock.js';
import { evmNetwork } from '../../../testkits/networks.js';
import { FALLBACK_PING_INTERVAL_MS } from './constants.js';
import { createRpcStack } from './createRpcStack.js';

const A = 'http://a.example/rpc';
const B = 'http://b.example/rpc';
const PROXY = { baseUrl: 'http://api.example', projectId: 'latch-local' };

const setup = () => {
  const clock = new ManualClock();
  const transport = new FakeHttpTransport(clock);
  return { clock, transport };
};

describe('createRpcStack', () => {
  it('one client per network, made on first use; RPC_URL_REQUIRED for unknown or URL-less networks', () => {
    const { clock, transport } = setup();
    const devnet = evmNetwork(31337, 'Devnet', A);
    const stack = createRpcStack({ transport, scheduler: clock, clock, networks: [devnet] });
    const client = stack.clientOf('eip155:31337')._unsafeUnwrap();
    expect(stack.client(devnet)._unsafeUnwrap()).toBe(client);
    expect(stack.clientOf('eip155:1')._unsafeUnwrapErr().code).toBe('RPC_URL_REQUIRED');
    const bare = { ...devnet, rpcUrls: { default: { http: [] } } };
    expect(stack.client(bare)._unsafeUnwrapErr().code).toBe('RPC_URL_REQUIRED');
    expect(stack.ranker(devnet)).toBeUndefined();
    expect(clock.pending).toBe(0);
  });

  it("a proxied chain reads through the data service's proxy; the ranking pings until dispose", async () => {
    const { clock, transport } = setup();
    const mainnet = evmNetwork(1, 'Ethereum', B);
    const proxied = 'http://api.example/v1?chainId=eip155%3A1&projectId=latch-local';
    transport.route(
      proxied,
      jsonRpcHandler(() => ({ result: '0x1' })),
    );
    transport.route(B, () => networkFailure());
    const stack = createRpcStack({ transport, scheduler: clock, clock, networks: [mainnet], proxy: PROXY });
    expect(stack.endpoints(mainnet)).toEqual([proxied, B]);
    const reading = stack.clientOf('eip155:1')._unsafeUnwrap().request('eth_chainId');
    await clock.advanceAsync(0);
    expect((await reading)._unsafeUnwrap()).toBe('0x1');
    const ranker = stack.ranker(mainnet);
    expect(ranker?.ranked()).toEqual([proxied, B]);
    await clock.advanceAsync(FALLBACK_PING_INTERVAL_MS);
    const pings = transport.requests.filter((request) =>
      rpcCalls(request).some((call) => call.method === 'net_listening'),
    );
    expect(pings.map((request) => request.url).sort()).toEqual([B, B, proxied, proxied].sort());
    stack.dispose();
    expect(clock.pending).toBe(0);
  });

  it("the host's URL wins; after dispose new clients are not ranked", () => {
    const { clock, transport } = setup();
    const mainnet = evmNetwork(1, 'Ethereum', B);
    const stack = createRpcStack({
      transport,
      scheduler: clock,
      clock,
      networks: [mainnet],
      proxy: PROXY,
      rpcUrls: { 'eip155:1': A },
    });
    expect(stack.endpoints(mainnet)).toEqual([A]);
    stack.dispose();
    const other = evmNetwork(10, 'Optimism', B);
    stack.client(other)._unsafeUnwrap();
    expect(stack.ranker(other)).toBeUndefined();
    expect(clock.pending).toBe(0);
  });
});
