import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HistoryPage, Transaction, WalletListing } from '../ports/index.js';
import { transactionsArb } from './arbitraries/transactions.js';
import { ManualClock } from './ManualClock.js';
import { httpFailure, MemoryDataService } from './MemoryDataService.js';

const wallet = (id: string, name: string, order?: number): WalletListing => ({
  id,
  name,
  ...(order === undefined ? {} : { order }),
});

describe('MemoryDataService', () => {
  it('pages a seeded history with cursors and logs every call', async () => {
    await fc.assert(
      fc.asyncProperty(
        transactionsArb({ maxLength: 25 }),
        fc.integer({ min: 1, max: 7 }),
        async (txs, size) => {
          const data = new MemoryDataService().seedHistory('0xABC', txs, size);
          const seen: Transaction[] = [];
          let page: HistoryPage = await data.history.getHistory({ account: '0xabc' });
          seen.push(...page.data);
          while (page.next !== null) {
            page = await data.history.getHistory({ account: '0xabc', cursor: page.next });
            seen.push(...page.data);
          }
          expect(seen).toEqual(txs);
          expect(data.callsOf('history.getHistory')).toHaveLength(Math.max(1, Math.ceil(txs.length / size)));
        },
      ),
    );
  });

  it('answers empty for unknown accounts and rejects unknown cursors with an HttpFailure', async () => {
    const data = new MemoryDataService();
    expect(await data.history.getHistory({ account: '0x1' })).toEqual({ data: [], next: null });
    await expect(data.history.getHistory({ account: '0x1', cursor: 'zzz' })).rejects.toMatchObject({
      kind: 'HttpFailure',
      status: 400,
    });
  });

  it('injects failures per method, a given number of times', async () => {
    const data = new MemoryDataService();
    data.fail('chains.getSupportedChains', httpFailure(503, '/v1/supported-chains'), 1);
    await expect(data.chains.getSupportedChains()).rejects.toEqual({
      kind: 'HttpFailure',
      status: 503,
      url: 'https://data.latch.test/v1/supported-chains',
    });
    expect(await data.chains.getSupportedChains()).toEqual({ http: [], ws: [] });
    data.fail('balance.getBalance');
    await expect(
      data.balance.getBalance({ address: '0x1', chainId: 'eip155:1', currency: 'usd' }),
    ).rejects.toMatchObject({
      status: 500,
    });
    data.clearFailures();
    expect(await data.balance.getBalance({ address: '0x1', chainId: 'eip155:1', currency: 'usd' })).toEqual({
      balances: [],
    });
    expect(data.calls.map((c) => c.method)).toEqual([
      'chains.getSupportedChains',
      'chains.getSupportedChains',
      'balance.getBalance',
      'balance.getBalance',
    ]);
  });

  it('holds calls until released', async () => {
    const data = new MemoryDataService();
    const release = data.hold('identity.getIdentity');
    let done = false;
    const pending = data.identity.getIdentity({ address: '0x1' }).then((value) => {
      done = true;
      return value;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    expect(data.callsOf('identity.getIdentity')).toEqual([{ address: '0x1' }]);
    release();
    expect(await pending).toEqual({ name: null, avatar: null, resolvedAt: '2026-01-01T00:00:00.000Z' });
  });

  it('serves seeded balances, prices and identities', async () => {
    const clock = new ManualClock(Date.UTC(2025, 4, 6));
    const data = new MemoryDataService({ clock });
    const balance = {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1' as const,
      price: 2000,
      quantity: { decimals: '18', numeric: '1.5' },
      iconUrl: '',
    };
    const price = {
      address: 'eip155:1:0xt' as const,
      name: 'T',
      symbol: 'T',
      iconUrl: '',
      price: 1,
      decimals: 6,
    };
    data
      .seedBalances('0xAA', 'eip155:1', [balance])
      .seedPrices([price])
      .seedIdentity('0xAA', { name: 'alice', avatar: null });
    expect(await data.balance.getBalance({ address: '0xaa', chainId: 'eip155:1', currency: 'usd' })).toEqual({
      balances: [balance],
    });
    expect(await data.balance.getBalance({ address: '0xaa', chainId: 'eip155:10', currency: 'usd' })).toEqual(
      { balances: [] },
    );
    expect(
      await data.balance.getFungiblePrices({
        currency: 'usd',
        addresses: ['eip155:1:0xt', 'eip155:1:0xnone'],
      }),
    ).toEqual({ fungibles: [price] });
    expect(await data.identity.getIdentity({ address: '0xaa' })).toEqual({
      name: 'alice',
      avatar: null,
      resolvedAt: '2025-05-06T00:00:00.000Z',
    });
  });

  it('registers, looks up and reverse-looks-up names', async () => {
    const data = new MemoryDataService();
    data.seedSuggestions('ali', [{ name: 'alice.latch', registered: false }]);
    expect(await data.names.getSuggestions({ name: 'ali' })).toEqual({
      suggestions: [{ name: 'alice.latch', registered: false }],
    });
    expect(await data.names.getSuggestions({ name: 'x' })).toEqual({ suggestions: [] });
    expect(await data.names.lookupName({ name: 'alice.latch' })).toBeUndefined();
    const request = {
      message: JSON.stringify({ name: 'alice.latch' }),
      signature: '0x01',
      coin_type: 60,
      address: '0xAb',
    } as const;
    const record = await data.names.registerName(request);
    expect(record.addresses).toEqual({ '60': { address: '0xAb', created_at: '2026-01-01T00:00:00.000Z' } });
    expect(await data.names.lookupName({ name: 'alice.latch' })).toEqual(record);
    expect(await data.names.reverseLookup({ address: '0xab' })).toEqual([record]);
    await expect(data.names.registerName(request)).rejects.toMatchObject({ status: 409 });
    await expect(data.names.registerName({ ...request, message: 'nope' })).rejects.toMatchObject({
      status: 400,
    });
    await expect(data.names.registerName({ ...request, message: '{"x":1}' })).rejects.toMatchObject({
      status: 400,
    });
    data.seedName({ ...record, name: 'bob.latch' });
    expect((await data.names.reverseLookup({ address: '0xAB' })).map((r) => r.name)).toEqual([
      'alice.latch',
      'bob.latch',
    ]);
  });

  it('answers swap calls from seeds and defaults', async () => {
    const data = new MemoryDataService();
    const token = {
      name: 'USD Coin',
      symbol: 'USDC',
      address: 'eip155:1:0xusdc' as const,
      decimals: 6,
      logoUri: '',
    };
    data.seedSwapTokens('eip155:1', [token]).seedAllowance('eip155:1:0xusdc', 'eip155:1:0xme', '5');
    data.seedGasPrice('eip155:1', { standard: '1', fast: '2', instant: '3' });
    expect(await data.swap.getTokens({ chainId: 'eip155:1' })).toEqual({ tokens: [token] });
    expect(await data.swap.getTokens({ chainId: 'eip155:10' })).toEqual({ tokens: [] });
    const pair = { from: 'eip155:1:0xusdc', to: 'eip155:1:0xdai', userAddress: 'eip155:1:0xme' } as const;
    expect((await data.swap.getQuotes({ ...pair, amount: '10' })).quotes[0]?.toAmount).toBe('10');
    data.quoteSwap = () => [];
    expect(await data.swap.getQuotes({ ...pair, amount: '10' })).toEqual({ quotes: [] });
    expect(
      await data.swap.getAllowance({ tokenAddress: 'eip155:1:0xusdc', userAddress: 'eip155:1:0xme' }),
    ).toEqual({
      allowance: '5',
    });
    expect(
      await data.swap.getAllowance({ tokenAddress: 'eip155:1:0xdai', userAddress: 'eip155:1:0xme' }),
    ).toEqual({
      allowance: '0',
    });
    expect(await data.swap.getGasPrice({ chainId: 'eip155:1' })).toEqual({
      standard: '1',
      fast: '2',
      instant: '3',
    });
    expect((await data.swap.getGasPrice({ chainId: 'eip155:10' })).standard).toBe('1000000000');
    const built = await data.swap.buildTransaction({ ...pair, amount: '10', eip155: { slippage: '1' } });
    expect(built.tx).toMatchObject({
      from: 'eip155:1:0xme',
      to: 'eip155:1:0xusdc',
      amount: '10',
      data: '0x',
    });
    expect((await data.swap.buildApprove({ from: pair.from, to: pair.userAddress })).tx.to).toBe(pair.from);
  });

  it('answers on-ramp calls', async () => {
    const data = new MemoryDataService();
    expect(await data.onramp.getOptions()).toEqual({ purchaseCurrencies: [], paymentCurrencies: [] });
    const quote = await data.onramp.getQuote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'ethereum',
    });
    expect(quote.paymentTotal).toEqual({ amount: '100', currency: 'USD' });
    expect(quote.purchaseAmount.currency).toBe('ETH');
    expect(await data.onramp.generateUrl({ destinationWallets: [], partnerUserId: 'a b' })).toEqual({
      url: 'https://onramp.latch.test/buy?partnerUserId=a%20b',
    });
  });

  it('pages, searches, includes and excludes wallets, ordered by `order`', async () => {
    const data = new MemoryDataService().seedWallets([
      wallet('a', 'Alpha'),
      wallet('b', 'Beta', 2),
      wallet('c', 'Gamma', 1),
      wallet('d', 'Delta'),
      wallet('e', 'Alphabet'),
    ]);
    const ids = async (request: Parameters<MemoryDataService['wallets']['getWallets']>[0]) => {
      const { count, data: list } = await data.wallets.getWallets(request);
      return { count, ids: list.map((w) => w.id) };
    };
    expect(await ids({ page: 1, entries: 2 })).toEqual({ count: 5, ids: ['c', 'b'] });
    expect(await ids({ page: 2, entries: 2 })).toEqual({ count: 5, ids: ['a', 'd'] });
    expect(await ids({ page: 3, entries: 2 })).toEqual({ count: 5, ids: ['e'] });
    expect(await ids({ page: 1, entries: 10, search: ' ALPH ' })).toEqual({ count: 2, ids: ['a', 'e'] });
    expect(await ids({ page: 1, entries: 10, include: ['d', 'b'] })).toEqual({ count: 2, ids: ['b', 'd'] });
    expect(await ids({ page: 1, entries: 10, exclude: ['c', 'a'] })).toEqual({
      count: 3,
      ids: ['b', 'd', 'e'],
    });
    expect(await ids({ page: 0, entries: 1, include: [] })).toEqual({ count: 5, ids: ['c'] });
  });
});
