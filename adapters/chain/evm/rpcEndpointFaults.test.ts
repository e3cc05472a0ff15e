import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLatchCore, type Latch } from '../../../core/kernel/latch/index.js';
import type { RpcStack } from '../../../core/lib/rpc/index.js';
import { createRpcStack } from '../../../core/lib/rpc/stack.js';
import type { Network } from '../../../ports/index.js';
import { startTestAnvil, type TestAnvil } from '../../../services/devnet/testAnvil.js';
import { latchHarness } from '../../../testkits/latchHarness.js';
import { MemoryConnectorDiscovery } from '../../../testkits/MemoryConnectorDiscovery.js';
import { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import { DEVNET } from '../../../testkits/networks.js';
import { createFetchTransport } from '../../http/fetchTransport.js';
import { createTimerScope, type TimerScope } from '../../system/createTimerScope.js';
import { createSystemClock } from '../../system/systemClock.js';
import { createEvmChainReader } from './createEvmChainReader.js';

/**
 * Issue 12, "RPC endpoint dead mid-session": the real core (account store, RPC stack with ranked fallback,
 * viem chain reader, fetch transport, system timers) over two loopback RPC endpoints in front of a real anvil.
 * An endpoint that dies after the session started is stepped over; with none left the balance reads the
 * catalogue's "unavailable" (never zero, never stuck loading), and it reads again once an endpoint is back.
 */

/** anvil account 0 of the devnet mnemonic. */
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ETHER = 10n ** 18n;

interface Endpoint {
  readonly url: string;
  /** Calls this endpoint forwarded. */
  served: number;
  /** Stops listening and drops every open connection: the endpoint is gone. */
  kill(): Promise<void>;
  /** Listens again on the same port. */
  revive(): Promise<void>;
}

/** A JSON-RPC endpoint on loopback that forwards to anvil: what an RPC provider is to the modal. */
async function startEndpoint(upstream: string): Promise<Endpoint> {
  let server: Server;
  const endpoint = { url: '', served: 0 } as Endpoint;
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', async () => {
          endpoint.served += 1;
          const answer = await fetch(upstream, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: Buffer.concat(chunks),
          });
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(await answer.text());
        });
      });
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const port = await listen(0);
  return Object.assign(endpoint, {
    url: `http://127.0.0.1:${port}`,
    kill: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    revive: async () => {
      await listen(port);
    },
  });
}

const setBalance = async (anvil: TestAnvil, ether: bigint) => {
  const response = await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [ACCOUNT, `0x${(ether * ETHER).toString(16)}`],
    }),
  });
  expect(response.ok).toBe(true);
};

describe('an RPC endpoint dies mid-session (real core, RPC stack and viem reader over loopback endpoints)', () => {
  let anvil: TestAnvil;
  let first: Endpoint;
  let second: Endpoint;
  let timers: TimerScope;
  let rpc: RpcStack;
  let latch: Latch;

  beforeAll(async () => {
    anvil = await startTestAnvil({ chainId: 31337 });
    first = await startEndpoint(anvil.rpcUrl);
    second = await startEndpoint(anvil.rpcUrl);
    const network: Network = { ...DEVNET, rpcUrls: { default: { http: [first.url, second.url] } } };
    timers = createTimerScope(createSystemClock());
    const transport = createFetchTransport();
    rpc = createRpcStack({
      transport,
      scheduler: timers,
      clock: timers,
      networks: [network],
      ranking: { intervalMs: 250, timeoutMs: 250 },
    });
    const wallet = new MemoryWalletConnector(
      { id: 'io.metamask', name: 'MetaMask' },
      { accounts: [ACCOUNT], caipNetworkId: network.caipNetworkId },
    );
    const { ports } = latchHarness({ network });
    latch = createLatchCore(
      {
        ...ports,
        clock: timers,
        scheduler: timers,
        transport,
        rpc,
        chainReaders: { eip155: createEvmChainReader({ rpc }) },
        connectors: new MemoryConnectorDiscovery([wallet]),
      },
      { projectId: 'p', networks: [network] },
    )._unsafeUnwrap();
    await latch.start();
    expect((await latch.connection.connect('io.metamask', { network })).isOk()).toBe(true);
  }, 60_000);

  afterAll(async () => {
    latch?.dispose();
    rpc?.dispose();
    timers?.dispose();
    await first?.kill().catch(() => undefined);
    await second?.kill().catch(() => undefined);
    await anvil?.stop();
  });

  it('reads go on through the other endpoint; with none left "Token Balance Unavailable", then recovery', async () => {
    const balance = () => latch.account.refreshBalance({ force: true });
    await setBalance(anvil, 10n);
    expect((await balance())._unsafeUnwrap()?.formatted).toBe('10.000');

    // The first endpoint dies after the session started: the read is served by the second.
    await first.kill();
    await setBalance(anvil, 1234n);
    const servedBefore = second.served;
    expect((await balance())._unsafeUnwrap()?.formatted).toBe('1,234.000');
    expect(second.served).toBeGreaterThan(servedBefore);
    expect(latch.account.nativeBalance).toMatchObject({ status: 'ready', value: 1234n * ETHER });

    // None left: the catalogue's "unavailable", not a zero balance, and nothing stays loading.
    await second.kill();
    const dead = await balance();
    expect(dead._unsafeUnwrapErr().code).toBe('TOKEN_BALANCE_UNAVAILABLE');
    expect(dead._unsafeUnwrapErr().message).toBe('Token Balance Unavailable');
    expect(latch.account.nativeBalance).toMatchObject({ status: 'unavailable', address: ACCOUNT });
    expect(latch.account.nativeBalance).not.toHaveProperty('value');

    // An endpoint is back: the next read shows the chain's figure again.
    await first.revive();
    await setBalance(anvil, 42n);
    expect((await balance())._unsafeUnwrap()?.formatted).toBe('42.000');
    expect(latch.account.nativeBalance).toMatchObject({ status: 'ready', value: 42n * ETHER });
  }, 60_000);
});
