import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLatchCore, type Latch } from '../../core/kernel/latch/index.js';
import type { TokenBalance, Transaction } from '../../ports/index.js';
import { jsonRpcHandler, settleOn } from '../../testkits/index.js';
import { LATCH_ACCOUNT, latchHarness } from '../../testkits/latchHarness.js';
import { startLocalHttpServer } from '../../testkits/localHttpServer.js';
import { DEVNET } from '../../testkits/networks.js';
import { createDataServiceClient } from './createDataServiceClient.js';

/**
 * Issue 12, "data service answering 500 / timing out": the real ofetch client against a loopback server that
 * injects the fault, under the real core stores. Balances read "unavailable" (never an empty or zero list),
 * the history shows the catalogue text, and asking again once the service is back works.
 */

type Fault = 'none' | '500' | 'hang';

const CHAIN = DEVNET.caipNetworkId;
const USDC = `${CHAIN}:0x5FbDB2315678afecb367f032d93F642f64180aa3` as const;

const BALANCE: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: CHAIN,
  address: USDC,
  price: 1,
  value: 12.5,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: '',
};

const TRANSACTION: Transaction = {
  id: 'tx-1',
  metadata: {
    operationType: 'receive',
    hash: `0x${'ab'.repeat(32)}`,
    minedAt: '2026-11-20T10:00:00Z',
    sentFrom: '0x1111111111111111111111111111111111111111',
    sentTo: LATCH_ACCOUNT,
    status: 'confirmed',
    nonce: 1,
    chain: CHAIN,
  },
  transfers: [
    { direction: 'in', quantity: { numeric: '12.5' }, fungible_info: { name: 'USD Coin', symbol: 'USDC' } },
  ],
};

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const server of started.splice(0)) await server.close();
});

/** The data service on loopback; `fault` decides how the balance and history routes answer. */
const startFaultyService = async () => {
  const state = { fault: 'none' as Fault };
  const server = await startLocalHttpServer((request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (path === '/v1/supported-chains') return json(200, { http: [CHAIN], ws: [] });
    if (path.startsWith('/v1/identity/'))
      return json(200, { name: null, avatar: null, resolvedAt: '2026-11-25T00:00:00Z' });
    const faulty = path.endsWith('/balance') || path.endsWith('/history');
    if (faulty && state.fault === 'hang') return; // never answers
    if (faulty && state.fault === '500')
      return json(500, { status: 'FAILED', reasons: [{ field: 'server', description: 'Internal error' }] });
    if (path.endsWith('/balance')) return json(200, { balances: [BALANCE] });
    if (path.endsWith('/history')) return json(200, { data: [TRANSACTION], next: null });
    return json(404, { status: 'FAILED', reasons: [{ field: 'path', description: 'Not found' }] });
  });
  started.push(server);
  return { server, state };
};

/** A core over the real client (timeout shortened: a hanging service fails fast), connected on the devnet. */
const connectedCore = async (baseUrl: string) => {
  const harness = latchHarness({
    network: DEVNET,
    dataService: () =>
      createDataServiceClient({
        baseUrl,
        projectId: 'p',
        sdkType: 'latch',
        sdkVersion: 'test',
        timeoutMs: 300,
      }),
  });
  harness.transport.route(
    'http://127.0.0.1:8545',
    jsonRpcHandler((call) =>
      call.method === 'eth_chainId' ? { result: '0x7a69' } : { error: { code: -32601, message: 'nope' } },
    ),
  );
  const latch: Latch = createLatchCore(harness.ports, { projectId: 'p', networks: [DEVNET] })._unsafeUnwrap();
  await settleOn(harness.clock, latch.start());
  expect(
    (await settleOn(harness.clock, latch.connection.connect('io.metamask', { network: DEVNET }))).isOk(),
  ).toBe(true);
  return { ...harness, latch };
};

const WAIT = { timeout: 15_000, interval: 20 };

describe.each<Fault>(['500', 'hang'])('data service fault: %s', (fault) => {
  it('balances read "unavailable" (never zero), history shows the catalogue text, and asking again works', async () => {
    const { server, state } = await startFaultyService();
    state.fault = fault;
    const { latch, clock } = await connectedCore(server.url);

    const balances = await latch.balances.refresh({ force: true });
    expect(balances._unsafeUnwrapErr().code).toBe('TOKEN_BALANCE_UNAVAILABLE');
    expect(latch.balances.state.status).toBe('unavailable');
    expect(latch.balances.tokens).toEqual([]);

    const stop = latch.history.watch();
    await vi.waitFor(() => expect(latch.history.status).toBe('error'), WAIT);
    expect(latch.history.error?.message).toBe('Failed to fetch transactions');
    expect(latch.history.transactions).toEqual([]);

    // The service is back: asking again shows the real figures.
    state.fault = 'none';
    await clock.advanceAsync(60_000);
    const again = await latch.balances.refresh({ force: true });
    expect(again._unsafeUnwrap()?.tokens.map((row) => [row.symbol, row.quantity])).toEqual([
      ['USDC', '12.500'],
    ]);
    expect(latch.balances.state.status).toBe('ready');
    expect((await latch.history.retry())._unsafeUnwrap()).toBe('fetched');
    expect(latch.history.status).toBe('ready');
    expect(latch.history.transactions.map((tx) => tx.id)).toEqual(['tx-1']);
    stop();
    latch.dispose();
  });
});
