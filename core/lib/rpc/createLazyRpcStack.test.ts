import { describe, expect, it } from 'vitest';
import { FakeHttpTransport, jsonRpcHandler } from '../../../testkits/FakeHttpTransport.js';
import { ManualClock } from '../../../testkits/ManualClock.js';
import { evmNetwork } from '../../../testkits/networks.js';
import { createLazyRpcStack } from './createLazyRpcStack.js';
import { createRpcStack, type RpcStackOptions } from './createRpcStack.js';

const A = 'http://a.example/rpc';
const B = 'http://b.example/rpc';
const PROXY = { baseUrl: 'http://api.example', projectId: 'latch-local' };

/** A lazy stack over the real one, counting the fetches of its code; `fail` makes the next fetches fail. */
const setup = (networks = [evmNetwork(31337, 'Devnet', A)]) => {
  const clock = new ManualClock();
  const transport = new FakeHttpTransport(clock);
  const loads = { count: 0, fail: false };
  const options: RpcStackOptions = { transport, scheduler: clock, clock, networks, proxy: PROXY };
  const stack = createLazyRpcStack(options, async () => {
    loads.count += 1;
    if (loads.fail) throw new Error('chunk fetch failed');
    return createRpcStack;
  });
  return { clock, transport, loads, stack, eager: createRpcStack(options) };
};

describe('createLazyRpcStack', () => {
  it('answers endpoints, clients and RPC_URL_REQUIRED as the stack does, without fetching its code', () => {
    const mainnet = evmNetwork(1, 'Ethereum', B);
    const { stack, eager, loads, clock } = setup([mainnet]);
    expect(stack.endpoints(mainnet)).toEqual(eager.endpoints(mainnet));
    const client = stack.clientOf('eip155:1')._unsafeUnwrap();
    expect(stack.client(mainnet)._unsafeUnwrap()).toBe(client);
    expect(stack.clientOf('eip155:10')._unsafeUnwrapErr().code).toBe('RPC_URL_REQUIRED');
    const bare = { ...evmNetwork(5, 'Bare', A), rpcUrls: { default: { http: [] } } };
    expect(stack.client(bare)._unsafeUnwrapErr().code).toBe('RPC_URL_REQUIRED');
    expect(stack.ranker(mainnet)).toBeUndefined();
    expect(loads.count).toBe(0);
    expect(clock.pending).toBe(0);
    eager.dispose();
  });

  it('fetches the code once, with the first request, and reads through the real stack', async () => {
    const { stack, transport, loads, clock } = setup();
    transport.route(
      A,
      jsonRpcHandler(() => ({ result: '0x7a69' })),
    );
    const client = stack.clientOf('eip155:31337')._unsafeUnwrap();
    const reads = [client.request('eth_chainId'), client.request('eth_chainId')];
    await clock.advanceAsync(0);
    await clock.advanceAsync(0);
    expect((await Promise.all(reads)).map((read) => read._unsafeUnwrap())).toEqual(['0x7a69', '0x7a69']);
    expect(loads.count).toBe(1);
    stack.dispose();
  });

  it('a failed fetch fails that request with RPC_NETWORK_ERROR; the next request fetches again', async () => {
    const { stack, transport, loads, clock } = setup();
    transport.route(
      A,
      jsonRpcHandler(() => ({ result: '0x1' })),
    );
    const client = stack.clientOf('eip155:31337')._unsafeUnwrap();
    loads.fail = true;
    expect((await client.request('eth_blockNumber'))._unsafeUnwrapErr().code).toBe('RPC_NETWORK_ERROR');
    loads.fail = false;
    const read = client.request('eth_blockNumber');
    await clock.advanceAsync(0);
    await clock.advanceAsync(0);
    expect((await read)._unsafeUnwrap()).toBe('0x1');
    expect(loads.count).toBe(2);
  });

  it('gives the ranking once loaded, and dispose stops it (also for code that arrives after dispose)', async () => {
    const mainnet = evmNetwork(1, 'Ethereum', B);
    const { stack, transport, clock, eager } = setup([mainnet]);
    eager.dispose();
    transport.route(
      stack.endpoints(mainnet)[0] ?? '',
      jsonRpcHandler(() => ({ result: '0x1' })),
    );
    const read = stack.clientOf('eip155:1')._unsafeUnwrap().request('eth_chainId');
    await clock.advanceAsync(0);
    await clock.advanceAsync(0);
    expect((await read)._unsafeUnwrap()).toBe('0x1');
    expect(stack.ranker(mainnet)?.ranked()).toEqual(stack.endpoints(mainnet));
    expect(clock.pending).toBeGreaterThan(0);
    stack.dispose();
    expect(clock.pending).toBe(0);

    const late = setup([mainnet]);
    late.eager.dispose();
    late.transport.route(
      late.stack.endpoints(mainnet)[0] ?? '',
      jsonRpcHandler(() => ({ result: '0x1' })),
    );
    const pending = late.stack.clientOf('eip155:1')._unsafeUnwrap().request('eth_chainId');
    late.stack.dispose();
    await late.clock.advanceAsync(0);
    await late.clock.advanceAsync(0);
    expect((await pending)._unsafeUnwrap()).toBe('0x1');
    expect(late.stack.ranker(mainnet)).toBeUndefined();
    expect(late.clock.pending).toBe(0);
  });
});
