import { describe, expect, it } from 'vitest';
import { A1, MAINNET, setup as setupAccount } from '../../../testkits/accountHarness.js';
import { flushMicrotasks } from '../../../testkits/index.js';
import { SafeStorage } from '../../lib/storage/index.js';
import { createLazyBalancesStore } from './createLazyBalancesStore.js';
import { createBalancesStore } from './store.js';

type Create = typeof createBalancesStore;

/** A loader the test settles by hand, counting its calls. */
const manualLoader = () => {
  const calls: { resolve: (create: Create) => void; reject: (cause: unknown) => void }[] = [];
  const load = () =>
    new Promise<Create>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
};

const setup = () => {
  const account = setupAccount();
  const { data, clock, logger, connection, store } = account;
  data.supportedChains = { http: [MAINNET.caipNetworkId], ws: [] };
  data.seedBalances(A1, 'eip155:1', [
    {
      name: 'ETH',
      symbol: 'ETH',
      chainId: 'eip155:1',
      price: 1,
      value: 2,
      quantity: { decimals: '18', numeric: '2' },
      iconUrl: 'https://icons.test/eth.svg',
    },
  ]);
  const loader = manualLoader();
  const balances = createLazyBalancesStore(
    {
      account: store,
      sessions: connection,
      balanceApi: data.balance,
      chainsApi: data.chains,
      storage: new SafeStorage(account.storage, logger),
      clock,
      logger,
    },
    loader.load,
  );
  const connect = async () => {
    await account.connect('io.metamask');
    await flushMicrotasks(60);
  };
  return { ...account, balances, loader, connect };
};

describe('createLazyBalancesStore', () => {
  it('fetches no code while no account is connected: idle, no tokens, refresh answers at once', async () => {
    const { balances, loader } = setup();
    await flushMicrotasks();
    expect(loader.calls).toHaveLength(0);
    expect(balances.state).toEqual({ status: 'idle' });
    expect(balances.tokens).toEqual([]);
    expect((await balances.refresh())._unsafeUnwrap()).toBeUndefined();
    expect(loader.calls).toHaveLength(0);
  });

  it('fetches the code once an account connects, shows loading meanwhile, then the real store follows it', async () => {
    const { balances, loader, connect, data } = setup();
    await connect();
    expect(loader.calls).toHaveLength(1);
    expect(balances.state).toEqual({ status: 'loading', address: A1, caipNetworkId: 'eip155:1' });
    const refreshed = balances.refresh({ force: true });
    loader.calls[0]?.resolve(createBalancesStore);
    const ready = (await refreshed)._unsafeUnwrap();
    expect(ready?.tokens.map((row) => row.symbol)).toEqual(['ETH']);
    expect(balances.state.status).toBe('ready');
    expect(balances.tokens.map((row) => row.symbol)).toEqual(['ETH']);
    expect(data.callsOf('balance.getBalance').length).toBeGreaterThan(0);
    expect(loader.calls).toHaveLength(1);
  });

  it('a failed fetch fails the refresh waiting for it (Token Balance Unavailable) and the next refresh fetches again', async () => {
    const { balances, loader, connect, logger } = setup();
    await connect();
    const refreshed = balances.refresh();
    loader.calls[0]?.reject(new Error('chunk failed'));
    const error = (await refreshed)._unsafeUnwrapErr();
    expect(error.code).toBe('TOKEN_BALANCE_UNAVAILABLE');
    expect(logger.entries.map((entry) => entry.message)).toContain('token balances: code not loaded');
    // Not a spinner that never ends: 'unavailable', with the catalogue error the Tokens panel offers Retry for.
    expect(balances.state).toMatchObject({
      status: 'unavailable',
      address: A1,
      caipNetworkId: 'eip155:1',
      error: { code: 'TOKEN_BALANCE_UNAVAILABLE' },
    });
    const again = balances.refresh();
    expect(loader.calls).toHaveLength(2);
    loader.calls[1]?.resolve(createBalancesStore);
    expect((await again)._unsafeUnwrap()?.status).toBe('ready');
  });

  it('disposed before the code arrives: the store built then is disposed at once and follows nothing', async () => {
    const { balances, loader, connect, data } = setup();
    await connect();
    balances.dispose();
    loader.calls[0]?.resolve(createBalancesStore);
    await flushMicrotasks(60);
    const before = data.callsOf('balance.getBalance').length;
    expect(before).toBeLessThanOrEqual(1);
    await balances.refresh({ force: true });
    await flushMicrotasks(60);
    expect(loader.calls).toHaveLength(1);
  });
});
