import { describe, expect, it } from 'vitest';
import type { TokenBalance, WalletSession } from '../../../ports/index.js';
import { A1, A2, MAINNET, POLYGON, SOLANA, setup as setupAccount } from '../../../testkits/accountHarness.js';
import { flushMicrotasks, MemoryStorage } from '../../../testkits/index.js';
import { SafeStorage } from '../../lib/storage/index.js';
import { type BalancesStore, createBalancesStore } from './BalancesStore.js';
import { BALANCES_CACHE_NAME } from './constants.js';
import type { BalancesSessionSource } from './types.js';

const entry = (
  chainId: `${string}:${string}`,
  symbol: string,
  numeric: string,
  value?: number,
): TokenBalance => ({
  name: symbol,
  symbol,
  chainId,
  ...(value === undefined ? {} : { value }),
  price: value === undefined ? 0 : 1,
  quantity: { decimals: '18', numeric },
  iconUrl: `https://icons.test/${symbol}.svg`,
});
const NODE_DOWN = { kind: 'HttpFailure', status: 502, url: 'https://data.latch.test/' };

interface Options {
  readonly storage?: MemoryStorage;
  readonly sessions?: BalancesSessionSource;
}

const setup = (options: Options = {}) => {
  const account = setupAccount(options.storage ? { storage: options.storage } : {});
  const { data, clock, logger, connection, store } = account;
  data.supportedChains = {
    http: [MAINNET.caipNetworkId, POLYGON.caipNetworkId, SOLANA.caipNetworkId],
    ws: [],
  };
  data.seedBalances(A1, 'eip155:1', [entry('eip155:1', 'ETH', '1.23456', 4321.987)]);
  data.seedBalances(A1, 'eip155:137', [entry('eip155:137', 'POL', '2')]);
  data.seedBalances(A2, 'eip155:1', [entry('eip155:1', 'DAI', '7', 7)]);
  const balances: BalancesStore = createBalancesStore({
    account: store,
    sessions: options.sessions ?? connection,
    balanceApi: data.balance,
    chainsApi: data.chains,
    storage: new SafeStorage(account.storage, logger),
    clock,
    logger,
  });
  const symbols = () => balances.tokens.map((row) => row.symbol);
  const routeCalls = () => data.callsOf('balance.getBalance');
  /** Connects and lets every read settle. */
  const connect = async (wallet: 'io.metamask' | 'app.phantom') => {
    await account.connect(wallet);
    await flushMicrotasks(60);
  };
  return { ...account, connect, balances, symbols, routeCalls };
};

describe('BalancesStore', () => {
  it('is idle without an account, then loads the list of the connected account', async () => {
    const { balances, connect, data, symbols } = setup();
    expect(balances.state).toEqual({ status: 'idle' });
    const release = data.hold('balance.getBalance');
    await connect('io.metamask');
    expect(balances.state).toEqual({ status: 'loading', address: A1, caipNetworkId: 'eip155:1' });
    expect(balances.tokens).toEqual([]);
    release();
    await flushMicrotasks(60);
    expect(balances.state.status).toBe('ready');
    expect(symbols()).toEqual(['ETH']);
    expect(balances.tokens[0]).toMatchObject({
      quantity: '1.234',
      value: { kind: 'amount', dollars: '4,321', pennies: '98' },
    });
  });

  it('tells "zero" (ready, empty) from "unavailable" (SPEC §8 text), never a failure as data', async () => {
    const { balances, connect, data, clock } = setup();
    data.seedBalances(A1, 'eip155:1', []);
    await connect('io.metamask');
    expect(balances.state).toEqual({ status: 'ready', address: A1, caipNetworkId: 'eip155:1', tokens: [] });
    clock.advance(30_000);
    data.fail('balance.getBalance', NODE_DOWN);
    const failed = (await balances.refresh())._unsafeUnwrapErr();
    expect(failed.message).toBe('Token Balance Unavailable');
    expect(balances.state).toMatchObject({
      status: 'unavailable',
      error: { message: 'Token Balance Unavailable' },
    });
    expect(balances.tokens).toEqual([]);
  });

  it('is unavailable, without a route call, while the wallet sits on a network that is not configured', async () => {
    const { balances, connect, metamask, routeCalls } = setup();
    await connect('io.metamask');
    const before = routeCalls().length;
    metamask.emit('chainChanged', 'eip155:10');
    await flushMicrotasks(60);
    expect(balances.state).toMatchObject({
      status: 'unavailable',
      caipNetworkId: 'eip155:10',
      error: { message: 'Token Balance Unavailable', data: { reason: 'unsupported-network' } },
    });
    expect(routeCalls()).toHaveLength(before);
  });

  it('reads again when the network or the account changes', async () => {
    const { balances, connect, metamask, symbols } = setup();
    await connect('io.metamask');
    expect(symbols()).toEqual(['ETH']);
    metamask.emit('chainChanged', 'eip155:137');
    await flushMicrotasks(60);
    expect(balances.state).toMatchObject({ status: 'ready', caipNetworkId: 'eip155:137' });
    expect(symbols()).toEqual(['POL']);
    metamask.emit('chainChanged', 'eip155:1');
    metamask.emit('accountsChanged', [A2, A1]);
    await flushMicrotasks(60);
    expect(balances.state).toMatchObject({ status: 'ready', address: A2 });
    expect(symbols()).toEqual(['DAI']);
  });

  it('never shows a late answer for a previous network', async () => {
    const { balances, connect, data, metamask, symbols } = setup();
    const release = data.hold('balance.getBalance');
    await connect('io.metamask');
    metamask.emit('chainChanged', 'eip155:137');
    await flushMicrotasks(60);
    release();
    await flushMicrotasks(60);
    expect(balances.state).toMatchObject({ status: 'ready', caipNetworkId: 'eip155:137' });
    expect(symbols()).toEqual(['POL']);
  });

  it('refresh(force) reads past both caches and keeps the list shown meanwhile (after a send)', async () => {
    const { balances, connect, data, routeCalls } = setup();
    await connect('io.metamask');
    data.seedBalances(A1, 'eip155:1', [entry('eip155:1', 'ETH', '0.5', 1500)]);
    const release = data.hold('balance.getBalance');
    const refreshed = balances.refresh({ force: true });
    expect(balances.tokens[0]?.quantity).toBe('1.234');
    release();
    expect((await refreshed)._unsafeUnwrap()?.tokens[0]?.quantity).toBe('0.500');
    expect(balances.tokens[0]?.quantity).toBe('0.500');
    expect(routeCalls().at(-1)).toMatchObject({
      forceUpdate: ['eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
    });
  });

  it('without force, a list younger than 30 s is not read again', async () => {
    const { balances, connect, routeCalls } = setup();
    await connect('io.metamask');
    await balances.refresh();
    expect(routeCalls()).toHaveLength(1);
  });

  it('is idle again after disconnect', async () => {
    const { balances, connect, connection } = setup();
    await connect('io.metamask');
    await connection.disconnect();
    await flushMicrotasks(60);
    expect(balances.state).toEqual({ status: 'idle' });
  });

  it('persists lists and shows a stored fresh list after a reload without a call', async () => {
    const storage = new MemoryStorage();
    const first = setup({ storage });
    await first.connect('io.metamask');
    await flushMicrotasks(60);
    expect(await storage.getItem(`@latch/${BALANCES_CACHE_NAME}`)).toContain('"symbol":"ETH"');
    first.balances.dispose();

    const second = setup({ storage });
    await second.connect('io.metamask');
    await flushMicrotasks(60);
    expect(second.symbols()).toEqual(['ETH']);
    expect(second.routeCalls()).toEqual([]);
  });

  it('uses the wallet session: ERC-7811 getAssets when it has it', async () => {
    const requests: unknown[] = [];
    const session = (base: WalletSession): WalletSession => ({
      ...base,
      getAssets: async (args) => {
        requests.push(args);
        return { '0x1': [{ address: 'native', balance: '0x0', type: 'native' }] };
      },
    });
    let account: ReturnType<typeof setupAccount> | undefined;
    const sessions: BalancesSessionSource = {
      session: (namespace) => {
        const live = account?.connection.session(namespace);
        return live === undefined ? undefined : session(live);
      },
    };
    const harness = setup({ sessions });
    account = harness;
    await harness.connect('io.metamask');
    await flushMicrotasks(60);
    expect(requests).toEqual([{ account: A1, chainFilter: ['0x1'] }]);
    expect(harness.balances.tokens.map((row) => [row.symbol, row.quantity])).toEqual([['ETH', '0.000']]);
    expect(harness.routeCalls()).toEqual([]);
  });

  it('stops following the account once disposed', async () => {
    const { balances, connect, routeCalls } = setup();
    balances.dispose();
    await connect('io.metamask');
    expect(routeCalls()).toEqual([]);
    expect(balances.state).toEqual({ status: 'idle' });
  });
});
