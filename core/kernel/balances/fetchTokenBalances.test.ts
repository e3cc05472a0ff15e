import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BalanceApi, Network, TokenBalance, WalletSession } from '../../../ports/index.js';
import {
  ManualClock,
  MemoryDataService,
  MemoryLogger,
  MemoryStorage,
  MemoryWalletConnector,
} from '../../../testkits/index.js';
import { DEVNET } from '../../../testkits/networks.js';
import { BALANCE_TTL_MS, FAILED_BALANCE_RETRY_MS } from '../../lib/cache/index.js';
import { SafeStorage } from '../../lib/storage/index.js';
import { createSupportedChainsCheck } from '../account/index.js';
import { createBalancesCache } from './createBalancesCache.js';
import { fetchTokenBalances } from './fetchTokenBalances.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const NATIVE = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const USDC_ADDRESS = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3';
const ETH: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  address: NATIVE,
  value: 30000,
  price: 3000,
  quantity: { decimals: '18', numeric: '10' },
  iconUrl: '',
};
const USDC: TokenBalance = {
  ...ETH,
  name: 'USD Coin',
  symbol: 'USDC',
  address: USDC_ADDRESS,
  value: 5,
  price: 1,
  quantity: { decimals: '6', numeric: '5' },
};
const NODE_DOWN = { kind: 'HttpFailure', status: 502, url: 'https://data.latch.test/v1/account' };

const setup = () => {
  const clock = new ManualClock(0);
  const logger = new MemoryLogger();
  const { cache } = createBalancesCache(clock, new SafeStorage(new MemoryStorage(), logger));
  const data = new MemoryDataService({ clock });
  data.supportedChains = { http: ['eip155:31337'], ws: [] };
  data.seedBalances(ADDRESS, 'eip155:31337', [ETH, USDC]);
  const isSupported = createSupportedChainsCheck({ chainsApi: data.chains, clock, logger });
  const routeCalls = () => data.callsOf('balance.getBalance');
  const fetch = (
    options: {
      force?: boolean;
      session?: WalletSession;
      network?: Network;
      balanceApi?: BalanceApi;
      tokens?: readonly `${string}:${string}:${string}`[];
    } = {},
  ) =>
    fetchTokenBalances({
      cache,
      balanceApi: options.balanceApi ?? data.balance,
      isSupported,
      session: options.session,
      address: ADDRESS,
      network: options.network ?? DEVNET,
      logger,
      ...(options.force === undefined ? {} : { force: options.force }),
      ...(options.tokens === undefined ? {} : { tokens: options.tokens }),
    });
  return { clock, logger, data, cache, routeCalls, fetch };
};

/** A wallet session with ERC-7811 getAssets answering `answer` (or rejecting with it when it is an Error). */
const sessionWithAssets = (answer: unknown) => {
  const requests: unknown[] = [];
  const base = new MemoryWalletConnector({ id: 'io.metamask' }).session(DEVNET);
  const session: WalletSession = {
    ...base,
    getAssets: async (args) => {
      requests.push(args);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { session, requests };
};

describe('fetchTokenBalances', () => {
  it('SPEC §9: token balances are cached 30 s, and a failed fetch is not retried within 30 s', () => {
    expect(BALANCE_TTL_MS).toBe(30_000);
    expect(FAILED_BALANCE_RETRY_MS).toBe(30_000);
  });

  it('reads the balance route in usd for the address and network', async () => {
    const { fetch, routeCalls } = setup();
    expect((await fetch())._unsafeUnwrap()).toEqual([ETH, USDC]);
    expect(routeCalls()).toEqual([{ address: ADDRESS, chainId: 'eip155:31337', currency: 'usd' }]);
  });

  it('drops zero-decimal tokens and ignores invalid entries of the answer', async () => {
    const { fetch } = setup();
    const nft = { ...USDC, symbol: 'PUNK', quantity: { decimals: '0', numeric: '1' } };
    const broken = { ...USDC, symbol: 'BAD', price: 'n/a' };
    // As it arrives over the wire: nothing but JSON.
    const wire = JSON.stringify({ balances: [nft, ETH, broken] });
    const balanceApi: BalanceApi = {
      getBalance: async () => JSON.parse(wire),
      getFungiblePrices: async () => ({ fungibles: [] }),
    };
    expect((await fetch({ balanceApi }))._unsafeUnwrap()).toEqual([ETH]);
  });

  it('tells zero (an empty list) from unavailable (SPEC §8 text, with reason and cause)', async () => {
    const { fetch, data } = setup();
    data.seedBalances(ADDRESS, 'eip155:31337', []);
    expect((await fetch())._unsafeUnwrap()).toEqual([]);
    data.fail('balance.getBalance', NODE_DOWN);
    const error = (await fetch({ force: true }))._unsafeUnwrapErr();
    expect(error.message).toBe('Token Balance Unavailable');
    expect(error.data).toEqual({ reason: 'failed', caipNetworkId: 'eip155:31337' });
    expect(error.cause).toMatchObject({ code: 'RPC_HTTP_ERROR' });
  });

  it('treats an answer without a balances list as a failure, never as zero', async () => {
    const { fetch } = setup();
    const balanceApi: BalanceApi = {
      getBalance: async () => JSON.parse('{"balances":"none"}'),
      getFungiblePrices: async () => ({ fungibles: [] }),
    };
    const error = (await fetch({ balanceApi }))._unsafeUnwrapErr();
    expect(error.data).toMatchObject({ reason: 'failed' });
    expect(error.cause).toMatchObject({ code: 'INTERNAL_SDK_ERROR' });
  });

  it('reuses a list for 30 s, then reads again', async () => {
    const { fetch, clock, routeCalls } = setup();
    await fetch();
    clock.advance(BALANCE_TTL_MS - 1);
    await fetch();
    expect(routeCalls()).toHaveLength(1);
    clock.advance(1);
    await fetch();
    expect(routeCalls()).toHaveLength(2);
  });

  it('answers a failure again without a call for 30 s, even when forced', async () => {
    const { fetch, clock, data, routeCalls } = setup();
    data.fail('balance.getBalance', NODE_DOWN, 1);
    expect((await fetch()).isErr()).toBe(true);
    clock.advance(FAILED_BALANCE_RETRY_MS - 1);
    expect((await fetch({ force: true })).isErr()).toBe(true);
    expect(routeCalls()).toHaveLength(1);
    clock.advance(1);
    expect((await fetch())._unsafeUnwrap()).toEqual([ETH, USDC]);
    expect(routeCalls()).toHaveLength(2);
  });

  it('a forced read drops a fresh list and asks for native and the listed tokens past the server cache', async () => {
    const { fetch, routeCalls } = setup();
    await fetch();
    await fetch({ force: true });
    expect(routeCalls()[1]).toEqual({
      address: ADDRESS,
      chainId: 'eip155:31337',
      currency: 'usd',
      forceUpdate: [NATIVE, USDC_ADDRESS],
    });
    await fetch({ force: true, tokens: [USDC_ADDRESS] });
    expect(routeCalls()[2]).toMatchObject({ forceUpdate: [USDC_ADDRESS] });
  });

  it('joins concurrent reads', async () => {
    const { fetch, routeCalls } = setup();
    const [a, b] = await Promise.all([fetch(), fetch()]);
    expect(a._unsafeUnwrap()).toEqual(b._unsafeUnwrap());
    expect(routeCalls()).toHaveLength(1);
  });

  it('SPEC §1: is unavailable without any call on a namespace without balances', async () => {
    const { fetch, data } = setup();
    const polkadot: Network = { ...DEVNET, chainNamespace: 'polkadot', caipNetworkId: 'polkadot:main' };
    const error = (await fetch({ network: polkadot }))._unsafeUnwrapErr();
    expect(error.data).toEqual({ reason: 'unsupported-namespace', caipNetworkId: 'polkadot:main' });
    expect(data.calls).toEqual([]);
  });

  it('SPEC §7: is unavailable without calling the route on a network the data service does not serve', async () => {
    const { fetch, data, routeCalls } = setup();
    data.supportedChains = { http: ['eip155:1'], ws: [] };
    const error = (await fetch())._unsafeUnwrapErr();
    expect(error.message).toBe('Token Balance Unavailable');
    expect(error.data).toEqual({ reason: 'unsupported-network', caipNetworkId: 'eip155:31337' });
    expect(routeCalls()).toEqual([]);
  });

  describe('ERC-7811 wallet_getAssets', () => {
    const assets = {
      '0x7a69': [
        { address: 'native', balance: '0xde0b6b3a7640000', type: 'native' },
        {
          address: '0x1234',
          balance: '0x1',
          type: 'erc20',
          metadata: { name: 'Bad', symbol: 'BAD', decimals: 18 },
        },
      ],
    };

    it('uses the wallet list instead of the route when the session offers getAssets', async () => {
      const { fetch, routeCalls } = setup();
      const { session, requests } = sessionWithAssets(assets);
      const listed = (await fetch({ session }))._unsafeUnwrap();
      expect(listed.map((entry) => [entry.symbol, entry.quantity.numeric])).toEqual([['ETH', '1']]);
      expect(requests).toEqual([{ account: ADDRESS, chainFilter: ['0x7a69'] }]);
      expect(routeCalls()).toEqual([]);
    });

    it('falls back to the route when getAssets fails (logged) or lists nothing for the chain', async () => {
      const failing = setup();
      const rejected = sessionWithAssets(new Error('wallet offline'));
      expect((await failing.fetch({ session: rejected.session }))._unsafeUnwrap()).toEqual([ETH, USDC]);
      expect(failing.routeCalls()).toHaveLength(1);
      expect(failing.logger.entries.some((entry) => entry.message.includes('wallet_getAssets failed'))).toBe(
        true,
      );

      const elsewhere = setup();
      const otherChain = sessionWithAssets({ '0x1': assets['0x7a69'] });
      expect((await elsewhere.fetch({ session: otherChain.session }))._unsafeUnwrap()).toEqual([ETH, USDC]);
      expect(elsewhere.routeCalls()).toHaveLength(1);
    });
  });

  it('calls the route exactly when nothing fresh is cached: values 30 s (force drops them), failures 30 s (property)', async () => {
    const step = fc.record({
      advance: fc.integer({ min: 0, max: 40_000 }),
      force: fc.boolean(),
      fail: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const { fetch, clock, data, routeCalls } = setup();
        let held: { kind: 'value' | 'failure'; at: number } | undefined;
        let expectedCalls = 0;
        for (const { advance, force, fail } of steps) {
          clock.advance(advance);
          const now = clock.now();
          const fresh = held !== undefined && now - held.at < 30_000 && !(force && held.kind === 'value');
          data.clearFailures();
          if (fail) data.fail('balance.getBalance', NODE_DOWN);
          const result = await fetch({ force });
          if (!fresh) {
            expectedCalls++;
            held = { kind: fail ? 'failure' : 'value', at: now };
          }
          expect(routeCalls()).toHaveLength(expectedCalls);
          expect(result.isOk()).toBe(held?.kind === 'value');
        }
      }),
      { numRuns: 60 },
    );
  });
});
