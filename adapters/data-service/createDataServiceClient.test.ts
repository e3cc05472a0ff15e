import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DataService } from '../../ports/index.js';
import { type RecordedRequest, startLocalHttpServer } from '../../testkits/localHttpServer.js';
import { createDataServiceClient } from './createDataServiceClient.js';
import { DATA_SERVICE_TIMEOUT_MS } from './request.js';

type Reply = { status?: number; headers?: Record<string, string>; body: unknown };
let nextReply: Reply = { body: {} };
let server: Awaited<ReturnType<typeof startLocalHttpServer>>;
let client: DataService;

beforeAll(async () => {
  server = await startLocalHttpServer((_req, res) => {
    res.writeHead(nextReply.status ?? 200, { 'content-type': 'application/json', ...nextReply.headers });
    res.end(JSON.stringify(nextReply.body));
  });
  client = createDataServiceClient({
    baseUrl: `${server.url}/`,
    projectId: 'p1',
    sdkType: 'latch',
    sdkVersion: 'v1',
  });
});
afterAll(() => server.close());

const last = (): RecordedRequest & { path: string; query: Record<string, string> } => {
  const request = server.requests.at(-1);
  if (!request) throw new Error('no request');
  const url = new URL(request.url, 'http://x');
  return { ...request, path: url.pathname, query: Object.fromEntries(url.searchParams) };
};

const COMMON = { projectId: 'p1', st: 'latch', sv: 'v1' };
const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CAIP_A = `eip155:31337:${A}` as const;

describe('data-service client: every route of CONTRACTS §1 and §6', () => {
  const cases: {
    name: string;
    reply: unknown;
    call: () => Promise<unknown>;
    method: string;
    path: string;
    query?: Record<string, string>;
    body?: unknown;
  }[] = [
    {
      name: 'supported chains',
      reply: { http: ['eip155:31337'], ws: [] },
      call: () => client.chains.getSupportedChains(),
      method: 'GET',
      path: '/v1/supported-chains',
    },
    {
      name: 'balance',
      reply: { balances: [] },
      call: () =>
        client.balance.getBalance({
          address: A,
          chainId: 'eip155:31337',
          currency: 'usd',
          forceUpdate: [CAIP_A, CAIP_A],
        }),
      method: 'GET',
      path: `/v1/account/${A}/balance`,
      query: { currency: 'usd', chainId: 'eip155:31337', forceUpdate: `${CAIP_A},${CAIP_A}` },
    },
    {
      name: 'fungible price',
      reply: { fungibles: [] },
      call: () => client.balance.getFungiblePrices({ currency: 'usd', addresses: [CAIP_A] }),
      method: 'POST',
      path: '/v1/fungible/price',
      body: { currency: 'usd', addresses: [CAIP_A], projectId: 'p1' },
    },
    {
      name: 'history',
      reply: { data: [], next: null },
      call: () => client.history.getHistory({ account: A, chainId: 'eip155:31337', cursor: 'c1' }),
      method: 'GET',
      path: `/v1/account/${A}/history`,
      query: { chainId: 'eip155:31337', cursor: 'c1' },
    },
    {
      name: 'identity',
      reply: { name: null, avatar: null, resolvedAt: '2026-01-01T00:00:00Z' },
      call: () => client.identity.getIdentity({ address: A, sender: A }),
      method: 'GET',
      path: `/v1/identity/${A}`,
      query: { sender: A },
    },
    {
      name: 'swap tokens',
      reply: { tokens: [] },
      call: () => client.swap.getTokens({ chainId: 'eip155:31337' }),
      method: 'GET',
      path: '/v1/convert/tokens',
      query: { chainId: 'eip155:31337' },
    },
    {
      name: 'swap quotes',
      reply: { quotes: [] },
      call: () => client.swap.getQuotes({ amount: '100', from: CAIP_A, to: CAIP_A, userAddress: CAIP_A }),
      method: 'GET',
      path: '/v1/convert/quotes',
      query: { amount: '100', from: CAIP_A, to: CAIP_A, userAddress: CAIP_A },
    },
    {
      name: 'allowance',
      reply: { allowance: '0' },
      call: () => client.swap.getAllowance({ tokenAddress: CAIP_A, userAddress: CAIP_A }),
      method: 'GET',
      path: '/v1/convert/allowance',
      query: { tokenAddress: CAIP_A, userAddress: CAIP_A },
    },
    {
      name: 'gas price',
      reply: { standard: '1', fast: '2', instant: '3' },
      call: () => client.swap.getGasPrice({ chainId: 'eip155:31337' }),
      method: 'GET',
      path: '/v1/convert/gas-price',
      query: { chainId: 'eip155:31337' },
    },
    {
      name: 'build transaction',
      reply: { tx: {} },
      call: () =>
        client.swap.buildTransaction({
          amount: '1',
          from: CAIP_A,
          to: CAIP_A,
          userAddress: CAIP_A,
          eip155: { slippage: '1' },
        }),
      method: 'POST',
      path: '/v1/convert/build-transaction',
      body: {
        amount: '1',
        from: CAIP_A,
        to: CAIP_A,
        userAddress: CAIP_A,
        eip155: { slippage: '1' },
        projectId: 'p1',
      },
    },
    {
      name: 'build approve',
      reply: { tx: {} },
      call: () => client.swap.buildApprove({ from: CAIP_A, to: CAIP_A, amount: '5' }),
      method: 'GET',
      path: '/v1/convert/build-approve',
      query: { from: CAIP_A, to: CAIP_A, amount: '5' },
    },
    {
      name: 'reverse lookup',
      reply: [],
      call: () => client.names.reverseLookup({ address: A }),
      method: 'GET',
      path: `/v1/profile/reverse/${A}`,
      query: { apiVersion: '2' },
    },
    {
      name: 'suggestions',
      reply: { suggestions: [] },
      call: () => client.names.getSuggestions({ name: 'alice', zone: 'latch.id' }),
      method: 'GET',
      path: '/v1/profile/suggestions/alice',
      query: { zone: 'latch.id' },
    },
    {
      name: 'register name',
      reply: { name: 'alice.latch.id' },
      call: () => client.names.registerName({ message: '{}', signature: '0x01', coin_type: 60, address: A }),
      method: 'POST',
      path: '/v1/profile/account',
      body: { message: '{}', signature: '0x01', coin_type: 60, address: A },
    },
    {
      name: 'onramp options',
      reply: { purchaseCurrencies: [], paymentCurrencies: [] },
      call: () => client.onramp.getOptions(),
      method: 'GET',
      path: '/v1/onramp/options',
    },
    {
      name: 'onramp quote',
      reply: { quoteId: 'q1' },
      call: () =>
        client.onramp.getQuote({
          purchaseCurrency: 'USDC',
          paymentCurrency: 'USD',
          amount: '50',
          network: 'eip155:31337',
        }),
      method: 'POST',
      path: '/v1/onramp/quote',
      body: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'eip155:31337' },
    },
    {
      name: 'onramp url',
      reply: { url: 'http://127.0.0.1/checkout' },
      call: () => client.onramp.generateUrl({ destinationWallets: [{ address: A }], partnerUserId: 'u1' }),
      method: 'POST',
      path: '/v1/generators/onrampurl',
      body: { destinationWallets: [{ address: A }], partnerUserId: 'u1' },
    },
    {
      name: 'wallet registry',
      reply: { count: 0, data: [] },
      call: () =>
        client.wallets.getWallets({ page: 2, entries: 40, search: 'meta', include: ['a', 'b'], exclude: [] }),
      method: 'GET',
      path: '/getWallets',
      query: { page: '2', entries: '40', search: 'meta', include: 'a,b' },
    },
  ];

  for (const c of cases) {
    it(`${c.name}: ${c.method} ${c.path}`, async () => {
      nextReply = { body: c.reply };
      await expect(c.call()).resolves.toEqual(c.reply);
      const request = last();
      expect(request.method).toBe(c.method);
      expect(request.path).toBe(c.path);
      expect(request.query).toEqual({ ...COMMON, ...c.query });
      if (c.body !== undefined) expect(JSON.parse(request.body)).toEqual(c.body);
    });
  }

  it('looks a name up, reading [] as unknown', async () => {
    nextReply = { body: [] };
    await expect(client.names.lookupName({ name: 'nobody.latch.id' })).resolves.toBeUndefined();
    expect(last().query).toEqual({ ...COMMON, apiVersion: '2' });
    const record = {
      name: 'alice.latch.id',
      registered_at: 'x',
      updated_at: 'x',
      attributes: null,
      addresses: {},
    };
    nextReply = { body: record };
    await expect(client.names.lookupName({ name: 'alice.latch.id' })).resolves.toEqual(record);
  });

  it('encodes path segments', async () => {
    nextReply = { body: { suggestions: [] } };
    await client.names.getSuggestions({ name: 'a/b?c' });
    expect(last().url.startsWith('/v1/profile/suggestions/a%2Fb%3Fc?')).toBe(true);
  });
});

describe('data-service client: failures', () => {
  it('rejects with the error body description, status and Retry-After', async () => {
    nextReply = {
      status: 429,
      headers: { 'retry-after': '3' },
      body: { status: 'FAILED', reasons: [{ field: 'projectId', description: 'Too many requests' }] },
    };
    await expect(client.chains.getSupportedChains()).rejects.toMatchObject({
      kind: 'HttpFailure',
      status: 429,
      description: 'Too many requests',
      retryAfterMs: 3000,
    });
  });

  it('reports an unexpected response shape as a 502', async () => {
    nextReply = { body: { balances: 'nope' } };
    await expect(
      client.balance.getBalance({ address: A, chainId: 'eip155:31337', currency: 'usd' }),
    ).rejects.toMatchObject({
      kind: 'HttpFailure',
      status: 502,
      description: 'The data service sent an unexpected response',
    });
  });

  it('rejects with a NetworkFailure when the service is down', async () => {
    const down = await startLocalHttpServer(() => undefined);
    await down.close();
    const offline = createDataServiceClient({
      baseUrl: down.url,
      projectId: 'p',
      sdkType: 's',
      sdkVersion: 'v',
    });
    await expect(offline.onramp.getOptions()).rejects.toMatchObject({ kind: 'NetworkFailure' });
  });

  it('gives up on a data service that never answers (timeoutMs), as a NetworkFailure', async () => {
    const silent = await startLocalHttpServer(() => undefined);
    try {
      const slow = createDataServiceClient({
        baseUrl: silent.url,
        projectId: 'p',
        sdkType: 's',
        sdkVersion: 'v',
        timeoutMs: 50,
      });
      await expect(slow.onramp.getOptions()).rejects.toMatchObject({ kind: 'NetworkFailure' });
    } finally {
      await silent.close();
    }
  });

  it('asks ofetch for a 10 s timeout by default, and passes the caller signal', async () => {
    const seen: Record<string, unknown>[] = [];
    const fetcher = (async (_url: string, options: Record<string, unknown>) => {
      seen.push(options);
      return { data: [], next: null };
    }) as unknown as typeof import('ofetch').ofetch;
    const spied = createDataServiceClient(
      { baseUrl: 'http://127.0.0.1:1', projectId: 'p', sdkType: 's', sdkVersion: 'v' },
      fetcher,
    );
    const controller = new AbortController();
    await spied.chains.getSupportedChains().catch(() => undefined);
    await spied.history.getHistory({ account: A, signal: controller.signal });
    expect(DATA_SERVICE_TIMEOUT_MS).toBe(10_000);
    expect(seen[0]).toMatchObject({ timeout: 10_000, retry: 0 });
    expect(seen[1]?.signal).toBeInstanceOf(AbortSignal);
    expect(seen[1]?.query).not.toHaveProperty('signal');
  });

  it('passes the signal of every abortable read (swap, prices, on-ramp, names, wallets), never as a query or body field', async () => {
    const seen: Record<string, unknown>[] = [];
    const fetcher = (async (_url: string, options: Record<string, unknown>) => {
      seen.push(options);
      return {};
    }) as unknown as typeof import('ofetch').ofetch;
    const spied = createDataServiceClient(
      { baseUrl: 'http://127.0.0.1:1', projectId: 'p', sdkType: 's', sdkVersion: 'v' },
      fetcher,
    );
    const { signal } = new AbortController();
    const calls: (() => Promise<unknown>)[] = [
      () => spied.swap.getTokens({ chainId: 'eip155:1', signal }),
      () => spied.swap.getQuotes({ amount: '1', from: CAIP_A, to: CAIP_A, userAddress: CAIP_A, signal }),
      () => spied.swap.getAllowance({ tokenAddress: CAIP_A, userAddress: CAIP_A, signal }),
      () => spied.swap.getGasPrice({ chainId: 'eip155:1', signal }),
      () => spied.balance.getFungiblePrices({ currency: 'usd', addresses: [CAIP_A], signal }),
      () => spied.onramp.getOptions({ signal }),
      () =>
        spied.onramp.getQuote({
          purchaseCurrency: 'USDC',
          paymentCurrency: 'USD',
          amount: '50',
          network: 'eip155:1',
          signal,
        }),
      () => spied.names.lookupName({ name: 'alice.latch.id', signal }),
      () => spied.names.getSuggestions({ name: 'alice', signal }),
      () => spied.wallets.getWallets({ page: 1, entries: 40, signal }),
    ];
    for (const call of calls) await call().catch(() => undefined);
    expect(seen).toHaveLength(calls.length);
    for (const options of seen) {
      expect(options.signal).toBeInstanceOf(AbortSignal);
      expect(options.query ?? {}).not.toHaveProperty('signal');
      expect(options.body ?? {}).not.toHaveProperty('signal');
    }
  });

  it('still gives up on a silent service when the caller passed a signal (ofetch drops timeout with a signal)', async () => {
    const silent = await startLocalHttpServer(() => undefined);
    try {
      const slow = createDataServiceClient({
        baseUrl: silent.url,
        projectId: 'p',
        sdkType: 's',
        sdkVersion: 'v',
        timeoutMs: 50,
      });
      const signal = new AbortController().signal;
      await expect(slow.history.getHistory({ account: A, signal })).rejects.toMatchObject({
        kind: 'NetworkFailure',
      });
    } finally {
      await silent.close();
    }
  });

  it('aborts a history request when its signal aborts (the view closed): the server sees the request go away', async () => {
    let closed: () => void = () => undefined;
    const gone = new Promise<void>((resolve) => {
      closed = resolve;
    });
    const hanging = await startLocalHttpServer((_request, response) => {
      response.on('close', closed);
    });
    try {
      const client = createDataServiceClient({
        baseUrl: hanging.url,
        projectId: 'p',
        sdkType: 's',
        sdkVersion: 'v',
      });
      const controller = new AbortController();
      const pending = client.history.getHistory({ account: A, signal: controller.signal });
      await vi.waitFor(() => expect(hanging.requests).toHaveLength(1));
      controller.abort();
      await expect(pending).rejects.toMatchObject({ kind: 'NetworkFailure' });
      await gone;
    } finally {
      await hanging.close();
    }
  });
});
