import fc from 'fast-check';
import { autorun, observable, observableRef } from 'mobx';
import {
  encodeAbiParameters,
  encodeEventTopics,
  getAddress,
  keccak256,
  parseAbi,
  parseUnits,
  stringToHex,
} from 'viem';
import { describe, expect, it } from 'vitest';
import type { EvmSigner, EvmTransactionRequest, Network, SwapToken } from '../../../ports/index.js';
import { amountText, isCatalogueText } from '../../../testkits/arbitraries/amounts.js';
import { flushMicrotasks, ManualClock } from '../../../testkits/ManualClock.js';
import { MemoryChainReader } from '../../../testkits/MemoryChainReader.js';
import { httpFailure, MemoryDataService } from '../../../testkits/MemoryDataService.js';
import { MemoryLogger } from '../../../testkits/MemoryLogger.js';
import type { AnalyticsEvent } from '../../kernel/analytics/index.js';
import { RECEIPT_TIMEOUT_MS } from '../../lib/flowSteps/index.js';
import { parseAmount } from '../../lib/format/index.js';
import { SWAP_QUOTE_DEBOUNCE_MS } from './constants.js';
import { createSwapStore } from './SwapStore.js';
import type { SwapAccountSource, SwapStoreOptions } from './types.js';

const NETWORK: Network = {
  id: 31337,
  name: 'Latch Devnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};
const SEPOLIA: Network = { ...NETWORK, id: 11155111, name: 'Sepolia', caipNetworkId: 'eip155:11155111' };
const USER = getAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266');
const USDC_ADDRESS = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3');
const WETH_ADDRESS = getAddress('0xe7f1725e7734ce288f8367e1bb143e90bb3f0512');
const token = (symbol: string, address: string, decimals: number): SwapToken => ({
  name: symbol,
  symbol,
  address: `${NETWORK.caipNetworkId}:${address}`,
  decimals,
  logoUri: '',
});
const USDC = token('USDC', USDC_ADDRESS, 6);
const WETH = token('WETH', WETH_ADDRESS, 18);
const ETH = token('ETH', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', 18);
const OTHER_ADDRESS = getAddress('0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0');
const OTHER = token('ZZZ', OTHER_ADDRESS, 18);
const USER_CAIP = `${NETWORK.caipNetworkId}:${USER}` as const;

const REJECTED = { code: 4001, message: 'User rejected the request.' };

/** Hashes a send by its order; `hang` keeps sends unanswered, `fail` rejects them. */
class ScriptedSigner implements EvmSigner {
  readonly namespace = 'eip155' as const;
  behaviour: 'approve' | 'hang' | { readonly fail: unknown } = 'approve';
  readonly sent: EvmTransactionRequest[] = [];
  signMessage = async (): Promise<`0x${string}`> => '0x';
  sendTransaction({ request }: { request: EvmTransactionRequest }): Promise<`0x${string}`> {
    this.sent.push(request);
    const behaviour = this.behaviour;
    if (behaviour === 'approve') return Promise.resolve(hashOf(this.sent.length));
    if (behaviour === 'hang') return new Promise(() => undefined);
    return Promise.reject(behaviour.fail);
  }
}
const hashOf = (n: number) => keccak256(stringToHex(`tx-${n}`));

const setup = (
  options: {
    connected?: boolean;
    network?: Network;
    balance?: bigint;
    balanceOf?: (token: SwapToken) => bigint | undefined;
    storeOptions?: SwapStoreOptions;
  } = {},
) => {
  const clock = new ManualClock();
  const data = new MemoryDataService({ clock });
  data.seedSwapTokens(NETWORK.caipNetworkId, [OTHER, USDC, WETH, ETH]);
  data.quoteSwap = (request) => [
    // 1 USDC → 0.0003 WETH
    {
      id: null,
      fromAmount: request.amount,
      fromAccount: request.from,
      toAmount: (BigInt(request.amount) * 3n * 10n ** 8n).toString(),
      toAccount: request.to,
    },
  ];
  data.seedPrices([
    { address: USDC.address, name: 'USDC', symbol: 'USDC', iconUrl: '', price: 1, decimals: 6 },
    { address: WETH.address, name: 'WETH', symbol: 'WETH', iconUrl: '', price: 3000, decimals: 18 },
  ]);
  const reader = new MemoryChainReader('eip155');
  const account = observable<{ -readonly [K in keyof SwapAccountSource]: SwapAccountSource[K] }>(
    { activeNetwork: options.network ?? NETWORK, address: USER.toLowerCase() },
    { activeNetwork: observableRef },
  );
  const signer = new ScriptedSigner();
  const events: AnalyticsEvent[] = [];
  const swapped = { count: 0 };
  const store = createSwapStore(
    {
      account,
      signer: () => ((options.connected ?? true) ? signer : undefined),
      swapApi: data.swap,
      pricesApi: data.balance,
      chainReaders: { eip155: reader },
      scheduler: clock,
      logger: new MemoryLogger(),
      onSwapped: () => {
        swapped.count++;
      },
      balanceOf:
        options.balanceOf ??
        ((t) => (t.address === USDC.address ? (options.balance ?? 10n ** 12n) : undefined)),
      track: (event) => events.push(event),
    },
    options.storeOptions,
  );
  const mine = (n: number, status: 'success' | 'reverted' = 'success') =>
    reader.setReceipt({ hash: hashOf(n), status, blockNumber: BigInt(n) });
  /** Picks tokens and an amount, and lets the debounced quote run. */
  const quote = async (from: SwapToken, to: SwapToken, amount: string) => {
    store.setSourceToken(from);
    store.setToToken(to);
    store.setSourceAmount(amount);
    await clock.advanceAsync(SWAP_QUOTE_DEBOUNCE_MS);
    await flushMicrotasks();
  };
  return { clock, data, reader, account, signer, events, swapped, store, mine, quote };
};

describe('SwapStore: the typed amount', () => {
  it('reads the amount once per keystroke, for the check and the quote alike', async () => {
    const parsed: string[] = [];
    const counting: typeof parseAmount = (text, decimals, options) => {
      parsed.push(text);
      return parseAmount(text, decimals, options);
    };
    const { store, clock } = setup({ storeOptions: { parseAmount: counting } });
    store.setSourceToken(USDC);
    store.setToToken(WETH);
    for (const typed of ['1', '1.', '1.5']) store.setSourceAmount(typed);
    await clock.advanceAsync(SWAP_QUOTE_DEBOUNCE_MS);
    await flushMicrotasks();
    expect(store.status).toBe('ready');
    expect(store.preview?.fromAmount).toBe('1.5');
    expect(parsed).toEqual(['1', '1.', '1.5']);
  });
});

describe('SwapStore: token lists', () => {
  it('loads the network tokens with the suggested symbols first and reports OPEN_SWAP', async () => {
    const { store, events, data } = setup();
    const tokens = (await store.open())._unsafeUnwrap();
    expect(tokens.map((t) => t.symbol)).toEqual(['ETH', 'WETH', 'USDC', 'ZZZ']);
    expect(store.tokensStatus).toBe('ready');
    expect(data.callsOf('swap.getTokens')).toEqual([{ chainId: 'eip155:31337' }]);
    expect(events).toEqual([
      { event: 'OPEN_SWAP', properties: { network: 'eip155:31337', isSmartAccount: false } },
    ]);
  });

  it('picks the tokens asked for by address when opened', async () => {
    const { store } = setup();
    await store.open({ fromAddress: USDC.address.toLowerCase(), toAddress: WETH.address });
    expect(store.sourceToken).toBe(USDC);
    expect(store.toToken).toBe(WETH);
  });

  it("refuses a network without swaps: 'Network not supported for Swaps', without asking the server", async () => {
    const { store, data } = setup({ network: SEPOLIA });
    expect(store.isSupportedNetwork).toBe(false);
    expect((await store.open())._unsafeUnwrapErr().message).toBe('Network not supported for Swaps');
    expect(store.tokensStatus).toBe('failed');
    expect(store.tokensError?.code).toBe('SWAP_NETWORK_UNSUPPORTED');
    expect(data.calls).toEqual([]);
  });

  it("shows the server's refusal and other failures as catalogue texts", async () => {
    const { store, data } = setup();
    data.fail('swap.getTokens', httpFailure(400, '/v1/convert/tokens', 'Network not supported for Swaps'), 1);
    expect((await store.loadTokens())._unsafeUnwrapErr().message).toBe('Network not supported for Swaps');
    data.fail('swap.getTokens', httpFailure(503), 1);
    expect((await store.loadTokens())._unsafeUnwrapErr().message).toBe('HTTP request failed. Status: 503');
    expect(store.tokensStatus).toBe('failed');
    expect((await store.loadTokens()).isOk()).toBe(true);
    expect(store.tokensError).toBeUndefined();
  });
});

describe('SwapStore: quotes', () => {
  it('asks one quote once typing pauses for 500 ms', async () => {
    const { store, clock, data } = setup();
    store.setSourceToken(USDC);
    store.setToToken(WETH);
    for (const text of ['1', '10', '100']) {
      store.setSourceAmount(text);
      await clock.advanceAsync(SWAP_QUOTE_DEBOUNCE_MS - 1);
    }
    expect(store.status).toBe('quoting');
    expect(data.callsOf('swap.getQuotes')).toEqual([]);
    await clock.advanceAsync(1);
    await flushMicrotasks();
    expect(data.callsOf('swap.getQuotes')).toEqual([
      { amount: '100000000', from: USDC.address, to: WETH.address, userAddress: USER_CAIP },
    ]);
    expect(store.status).toBe('ready');
  });

  it('previews exact amounts, 1 % min received, price impact and the network fee', async () => {
    const { store, data, quote } = setup();
    data.seedAllowance(USDC.address, USER_CAIP, '10000000000');
    await quote(USDC, WETH, '1000');
    const preview = store.preview;
    expect(preview).toMatchObject({
      fromUnits: 1_000_000_000n,
      fromAmount: '1000',
      toUnits: 3n * 10n ** 17n,
      toAmount: '0.3',
      minReceivedUnits: 297n * 10n ** 15n,
      minReceived: '0.297',
      slippage: '1',
      priceImpactBps: 1000n,
      priceImpact: '10',
      needsApproval: false,
      networkFee: {
        gas: 150000n,
        pricePerGas: 1_000_000_000n,
        units: 150_000_000_000_000n,
        decimal: '0.00015',
        formatted: '0.00015',
        symbol: 'ETH',
      },
      transaction: { from: USER, to: USDC_ADDRESS, data: '0x', gas: 150000n },
    });
    expect(data.callsOf('swap.buildTransaction')).toEqual([
      {
        amount: '1000000000',
        from: USDC.address,
        to: WETH.address,
        userAddress: USER_CAIP,
        eip155: { slippage: '1' },
      },
    ]);
  });

  it('needs an approval when the allowance is short, and builds without an estimate then', async () => {
    const { store, data, quote } = setup();
    data.seedAllowance(USDC.address, USER_CAIP, '999999');
    await quote(USDC, WETH, '1');
    expect(store.preview?.needsApproval).toBe(true);
    expect(data.callsOf('swap.getAllowance')).toEqual([
      { tokenAddress: USDC.address, userAddress: USER_CAIP },
    ]);
    expect(data.callsOf('swap.buildTransaction')).toMatchObject([{ disableEstimate: true }]);
  });

  it('leaves the price impact unknown when prices fail', async () => {
    const { store, data, quote } = setup();
    data.fail('balance.getFungiblePrices');
    await quote(USDC, WETH, '1');
    expect(store.status).toBe('ready');
    expect(store.preview?.priceImpactBps).toBeUndefined();
    expect(store.preview?.priceImpact).toBeUndefined();
  });

  it('sells the native token with its value and no allowance check', async () => {
    const { store, data, quote } = setup();
    await quote(ETH, USDC, '0.5');
    expect(store.preview?.needsApproval).toBe(false);
    expect(store.preview?.transaction.value).toBe(5n * 10n ** 17n);
    expect(data.callsOf('swap.getAllowance')).toEqual([]);
  });

  it('asks nothing until both tokens and a positive amount are there', async () => {
    const { store, data, quote } = setup();
    await quote(USDC, WETH, '0');
    store.setSourceAmount('');
    store.setToToken(undefined);
    store.setSourceAmount('5');
    await quote(USDC, WETH, '');
    expect(store.status).toBe('editing');
    expect(store.error).toBeUndefined();
    expect(data.callsOf('swap.getQuotes')).toEqual([]);
  });

  it('takes no letters into the amount: the field keeps what it had and asks nothing', async () => {
    const { store, data, quote } = setup();
    await quote(USDC, WETH, 'abc');
    store.setSourceAmount('1e5abc');
    expect([store.sourceAmount, store.status, store.error]).toEqual(['', 'editing', undefined]);
    expect(data.callsOf('swap.getQuotes')).toEqual([]);
  });

  it.each([
    ['1.0000001', 'Amount can have at most 6 decimals'],
    ['2000000', 'Insufficient USDC balance'],
  ])('refuses the amount %s at once: %s', async (amount, message) => {
    const { store, data, quote } = setup({ balance: 1_000_000_000_000n });
    await quote(USDC, WETH, amount);
    expect(store.status).toBe('editing');
    expect(store.error?.message).toBe(message);
    expect(data.calls).toEqual([]);
  });

  it('quotes `.5` by the one amount rule', async () => {
    const { store, data, quote } = setup();
    await quote(USDC, WETH, '.5');
    expect(store.status).toBe('ready');
    expect(data.callsOf('swap.getQuotes')).toMatchObject([{ amount: '500000' }]);
  });

  it('gives any typed amount a quote, nothing to quote, or a catalogue error; never a raw parser text', async () => {
    const { store, quote } = setup();
    await fc.assert(
      fc.asyncProperty(amountText(), async (amount) => {
        await quote(USDC, WETH, amount);
        if (store.error !== undefined) expect(isCatalogueText(store.error.message)).toBe(true);
        else expect(['ready', 'editing']).toContain(store.status);
        if (store.status === 'ready') expect(store.preview?.fromUnits).toBeGreaterThan(0n);
      }),
      { numRuns: 60 },
    );
  });

  it.each([
    [
      'getQuotes',
      httpFailure(400, '/v1/convert/quotes', 'Network not supported for Swaps'),
      'Network not supported for Swaps',
    ],
    [
      'getQuotes',
      httpFailure(400, '/v1/convert/quotes', 'Network not supported for Gas Price'),
      'Network not supported for Gas Price',
    ],
    ['getQuotes', httpFailure(400, '/v1/convert/quotes', 'Insufficient liquidity'), 'Insufficient liquidity'],
    ['getQuotes', httpFailure(502), 'HTTP request failed. Status: 502'],
    [
      'getQuotes',
      { kind: 'NetworkFailure', url: 'x', message: 'offline' },
      'HTTP request failed. No response was received.',
    ],
    ['getAllowance', httpFailure(500), 'HTTP request failed. Status: 500'],
    [
      'buildTransaction',
      httpFailure(400, '/v1/convert/build-transaction', 'execution reverted'),
      'execution reverted',
    ],
  ] as const)(
    'a failing %s ends the quote in editing with its text (%#)',
    async (method, failure, message) => {
      const { store, data, quote } = setup();
      data.fail(`swap.${method}`, failure);
      await quote(USDC, WETH, '1');
      expect(store.status).toBe('editing');
      expect(store.preview).toBeUndefined();
      expect(store.error?.message).toBe(message);
    },
  );

  it("treats an empty or unusable quote as 'Query data cannot be undefined'", async () => {
    const { store, data, quote } = setup();
    data.quoteSwap = () => [];
    await quote(USDC, WETH, '1');
    expect(store.error?.message).toBe('Query data cannot be undefined');
    data.quoteSwap = (r) => [
      { id: null, fromAmount: r.amount, fromAccount: r.from, toAmount: '1.5', toAccount: r.to },
    ];
    await quote(USDC, WETH, '2');
    expect(store.error?.message).toBe('Query data cannot be undefined');
    data.quoteSwap = (r) => [
      { id: null, fromAmount: r.amount, fromAccount: r.from, toAmount: '0', toAccount: r.to },
    ];
    await quote(USDC, WETH, '3');
    expect(store.error?.message).toBe('Query data cannot be undefined');
  });

  it('needs a connected account on a swap network', async () => {
    const disconnected = setup({ connected: false });
    await disconnected.quote(USDC, WETH, '1');
    expect(disconnected.store.error?.message).toBe('Could not find an Account to execute with this Action.');
    const sepolia = setup({ network: SEPOLIA });
    await sepolia.quote(USDC, WETH, '1');
    expect(sepolia.store.error?.message).toBe('Network not supported for Swaps');
    expect(sepolia.data.calls).toEqual([]);
  });

  it('drops a quote an edit superseded, and swaps sides with the quoted output', async () => {
    const { store, data, clock, quote } = setup();
    const release = data.hold('swap.getQuotes');
    store.setSourceToken(USDC);
    store.setToToken(WETH);
    store.setSourceAmount('1');
    await clock.advanceAsync(SWAP_QUOTE_DEBOUNCE_MS);
    store.setSourceAmount('2');
    release();
    await flushMicrotasks();
    expect(store.status).toBe('quoting');
    await clock.advanceAsync(SWAP_QUOTE_DEBOUNCE_MS);
    await flushMicrotasks();
    expect(store.preview?.fromAmount).toBe('2');
    store.switchTokens();
    expect([store.sourceToken, store.toToken, store.sourceAmount]).toEqual([WETH, USDC, '0.0006']);
    await quote(WETH, WETH, '1');
    expect([store.sourceToken, store.toToken]).toEqual([USDC, WETH]);
  });
});

describe('SwapStore: swapping', () => {
  it('approves the token, rebuilds the swap, sends it, then refreshes balances', async () => {
    const { store, data, signer, quote, mine, swapped, events } = setup();
    await quote(USDC, WETH, '1');
    mine(1);
    mine(2);
    const result = await store.swap();
    expect(result._unsafeUnwrap()).toEqual({ approve: hashOf(1), swap: hashOf(2) });
    expect(store.status).toBe('success');
    expect(signer.sent).toEqual([
      { from: USER, to: USDC_ADDRESS, data: '0x' },
      { from: USER, to: USDC_ADDRESS, data: '0x', gas: 150000n },
    ]);
    expect(data.callsOf('swap.buildApprove')).toEqual([
      { from: USDC.address, to: WETH.address, amount: '1000000' },
    ]);
    expect(data.callsOf('swap.buildTransaction')[1]).toEqual({
      amount: '1000000',
      from: USDC.address,
      to: WETH.address,
      userAddress: USER_CAIP,
      eip155: { slippage: '1' },
    });
    expect(swapped.count).toBe(1);
    expect(events.map((e) => e.event)).toEqual(['SWAP_INITIATED', 'SWAP_SUCCESS']);
  });

  it('sends the swap alone when the allowance covers it', async () => {
    const { store, data, signer, quote, mine, swapped } = setup();
    data.seedAllowance(USDC.address, USER_CAIP, '1000000');
    await quote(USDC, WETH, '1');
    mine(1);
    const running = store.swap();
    expect(store.status).toBe('swapping');
    expect((await running)._unsafeUnwrap()).toEqual({ swap: hashOf(1) });
    expect(signer.sent).toHaveLength(1);
    expect(data.callsOf('swap.buildApprove')).toEqual([]);
    expect(swapped.count).toBe(1);
  });

  it('reads what the swap paid out from its receipt: the bought token sent to the account', async () => {
    const { store, data, reader, quote } = setup();
    data.seedAllowance(USDC.address, USER_CAIP, '1000000');
    await quote(USDC, WETH, '1');
    expect(store.received).toBeUndefined();
    const paidOut = parseUnits('0.000299', 18);
    reader.setReceipt({
      hash: hashOf(1),
      status: 'success',
      blockNumber: 1n,
      logs: [
        {
          address: WETH_ADDRESS,
          topics: encodeEventTopics({
            abi: parseAbi(['event Transfer(address indexed from, address indexed to, uint256 value)']),
            eventName: 'Transfer',
            args: { from: OTHER_ADDRESS, to: USER },
          }) as `0x${string}`[],
          data: encodeAbiParameters([{ type: 'uint256' }], [paidOut]),
        },
      ],
    });
    await store.swap();
    expect(store.status).toBe('success');
    expect(store.received).toBe('0.000299');
    // A receipt without logs leaves it unknown; a new swap clears the last one.
    await quote(USDC, WETH, '1');
    reader.setReceipt({ hash: hashOf(2), status: 'success', blockNumber: 2n });
    await store.swap();
    expect(store.status).toBe('success');
    expect(store.received).toBeUndefined();
  });

  it("ends in failed with 'User rejected the request.' when the approval is declined", async () => {
    const { store, signer, quote, swapped, events } = setup();
    await quote(USDC, WETH, '1');
    signer.behaviour = { fail: REJECTED };
    const running = store.swap();
    expect(store.status).toBe('approving');
    expect((await running)._unsafeUnwrapErr().message).toBe('User rejected the request.');
    expect(store.status).toBe('failed');
    expect(store.error?.code).toBe('USER_REJECTED');
    expect(signer.sent).toHaveLength(1);
    expect(swapped.count).toBe(0);
    expect(events.at(-1)).toMatchObject({
      event: 'SWAP_ERROR',
      properties: { message: 'User rejected the request.' },
    });
  });

  it('asks a fresh quote after a failed swap, and swaps with it', async () => {
    const { store, signer, quote, clock, mine } = setup();
    await quote(USDC, WETH, '1');
    signer.behaviour = { fail: REJECTED };
    await store.swap();
    expect(store.status).toBe('failed');
    signer.behaviour = 'approve';
    store.refreshQuote();
    expect([store.status, store.error, store.preview]).toEqual(['quoting', undefined, undefined]);
    await clock.advanceAsync(SWAP_QUOTE_DEBOUNCE_MS);
    await flushMicrotasks();
    expect(store.status).toBe('ready');
    expect(store.preview?.needsApproval).toBe(true);
    mine(2);
    mine(3);
    expect((await store.swap()).isOk()).toBe(true);
    expect(store.status).toBe('success');
  });

  it('asks no fresh quote while an approve or swap is under way', async () => {
    const { store, signer, quote, data } = setup();
    await quote(USDC, WETH, '1');
    signer.behaviour = 'hang';
    void store.swap();
    store.refreshQuote();
    expect(store.status).toBe('approving');
    expect(data.callsOf('swap.getQuotes')).toHaveLength(1);
  });

  it('maps node failures of the swap to their catalogue text', async () => {
    const { store, data, signer, quote } = setup();
    data.seedAllowance(USDC.address, USER_CAIP, '1000000');
    await quote(USDC, WETH, '1');
    signer.behaviour = { fail: { code: -32000, message: 'insufficient funds for gas * price + value' } };
    expect((await store.swap())._unsafeUnwrapErr().message).toBe(
      'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
    );
  });

  it('ends in failed when the swap reverts or the rebuild fails', async () => {
    const reverted = setup();
    await reverted.quote(USDC, WETH, '1');
    reverted.mine(1);
    reverted.mine(2, 'reverted');
    expect((await reverted.store.swap())._unsafeUnwrapErr().message).toBe(
      'Execution reverted for an unknown reason.',
    );
    expect(reverted.store.transactions).toEqual({ approve: hashOf(1), swap: hashOf(2) });
    expect(reverted.swapped.count).toBe(0);

    const rebuild = setup();
    await rebuild.quote(USDC, WETH, '1');
    rebuild.mine(1);
    rebuild.data.fail(
      'swap.buildTransaction',
      httpFailure(400, '/v1/convert/build-transaction', 'Network not supported for Swaps'),
    );
    expect((await rebuild.store.swap())._unsafeUnwrapErr().message).toBe('Network not supported for Swaps');
    expect(rebuild.store.status).toBe('failed');

    const approve = setup();
    await approve.quote(USDC, WETH, '1');
    approve.data.fail('swap.buildApprove', httpFailure(500));
    expect((await approve.store.swap())._unsafeUnwrapErr().message).toBe('HTTP request failed. Status: 500');
  });

  it('gives up waiting for a receipt after the timeout: no stuck spinner', async () => {
    const { store, data, clock, quote } = setup();
    data.seedAllowance(USDC.address, USER_CAIP, '1000000');
    await quote(USDC, WETH, '1');
    const running = store.swap();
    await clock.advanceAsync(RECEIPT_TIMEOUT_MS);
    expect((await running)._unsafeUnwrapErr().message).toBe('The request took too long to respond.');
    expect(store.status).toBe('failed');
    expect(store.transactions).toEqual({ swap: hashOf(1) });
  });

  it('can leave a wallet that never answers: back to the form with a fresh quote', async () => {
    const { store, signer, clock, quote } = setup();
    await quote(USDC, WETH, '1');
    signer.behaviour = 'hang';
    void store.swap();
    expect(store.editable).toBe(false);
    store.setSourceAmount('9');
    expect(store.sourceAmount).toBe('1');
    store.cancel();
    expect(store.status).toBe('quoting');
    await clock.advanceAsync(SWAP_QUOTE_DEBOUNCE_MS);
    await flushMicrotasks();
    expect(store.status).toBe('ready');
  });

  it('tells the balances it checks amounts against, followed by observers', () => {
    const held = observable.box<bigint | undefined>(undefined);
    const { store } = setup({ balanceOf: (t) => (t.address === USDC.address ? held.get() : undefined) });
    const seen: (bigint | undefined)[] = [];
    const stop = autorun(() => seen.push(store.balanceOf(USDC)));
    held.set(5_000_000n);
    stop();
    expect(seen).toEqual([undefined, 5_000_000n]);
    expect(store.balanceOf(WETH)).toBeUndefined();
  });

  it('refuses to swap without a ready quote', async () => {
    const { store, signer } = setup();
    expect((await store.swap())._unsafeUnwrapErr().code).toBe('INTERNAL_SDK_ERROR');
    expect(signer.sent).toEqual([]);
  });

  it('leaving the view aborts the quote in flight and a token list load; the form starts over', async () => {
    const { store, clock, data } = setup();
    await store.open();
    const release = data.hold('swap.getQuotes');
    store.setSourceToken(USDC);
    store.setToToken(WETH);
    store.setSourceAmount('1');
    await clock.advanceAsync(SWAP_QUOTE_DEBOUNCE_MS);
    expect([store.status, data.callsOf('swap.getQuotes').length]).toEqual(['quoting', 1]);
    store.leave();
    release();
    await flushMicrotasks();
    expect(data.aborted).toEqual(['swap.getQuotes']);
    expect([store.status, store.preview, store.sourceToken]).toEqual(['editing', undefined, undefined]);
    const releaseTokens = data.hold('swap.getTokens');
    void store.open();
    store.leave();
    releaseTokens();
    await flushMicrotasks();
    expect(data.aborted).toEqual(['swap.getQuotes', 'swap.getTokens']);
    expect(store.tokensStatus).toBe('idle');
  });

  it('leaving the view keeps a swap under way', async () => {
    const { store, signer, quote } = setup();
    await quote(USDC, WETH, '1');
    signer.behaviour = 'hang';
    void store.swap();
    store.leave();
    expect([store.status, store.sourceToken]).toEqual(['approving', USDC]);
  });

  it('reset and dispose drop a pending quote', async () => {
    const { store, clock, data } = setup();
    store.setSourceToken(USDC);
    store.setToToken(WETH);
    store.setSourceAmount('1');
    store.dispose();
    await clock.advanceAsync(SWAP_QUOTE_DEBOUNCE_MS);
    expect(data.callsOf('swap.getQuotes')).toEqual([]);
    store.setSourceAmount('2');
    store.reset();
    await clock.advanceAsync(SWAP_QUOTE_DEBOUNCE_MS);
    expect(data.callsOf('swap.getQuotes')).toEqual([]);
    expect([store.status, store.sourceAmount, store.sourceToken]).toEqual(['editing', '', undefined]);
  });
});
