import type {
  CaipAddress,
  CaipNetworkId,
  Clock,
  DataService,
  FungiblePrice,
  GasPrice,
  HistoryPage,
  HttpFailure,
  Identity,
  NameRecord,
  NameSuggestion,
  NetworkFailure,
  OnrampOptions,
  OnrampQuote,
  OnrampQuoteRequest,
  OnrampUrlRequest,
  SupportedChains,
  SwapApi,
  SwapQuote,
  SwapToken,
  TokenBalance,
  Transaction,
  WalletListing,
} from '../ports/index.js';

/** 'history.getHistory', 'wallets.getWallets', …: every method of every DataService API. */
export type DataServiceMethod = {
  [Api in keyof DataService]: `${Api}.${Extract<keyof DataService[Api], string>}`;
}[keyof DataService];

export interface DataServiceCall {
  readonly method: DataServiceMethod;
  readonly request: unknown;
}

export const DATA_SERVICE_URL = 'https://data.latch.test';

/** An HttpFailure as a data-service adapter rejects with (ports/failures.ts). */
export const httpFailure = (status: number, path = '/', description?: string): HttpFailure => ({
  kind: 'HttpFailure',
  status,
  url: `${DATA_SERVICE_URL}${path}`,
  ...(description === undefined ? {} : { description }),
});

type QuotesRequest = Parameters<SwapApi['getQuotes']>[0];

interface Injected {
  readonly failure: unknown;
  remaining: number;
}

const DEFAULT_GAS: GasPrice = { standard: '1000000000', fast: '2000000000', instant: '3000000000' };
const CURSOR = /^offset-(\d+)$/;

/**
 * The whole DataService port in memory, for unit tests: seed what the server would hold, inject a
 * failure per method, hold calls to control timing, and read the call log.
 */
export class MemoryDataService implements DataService {
  readonly calls: DataServiceCall[] = [];
  supportedChains: SupportedChains = { http: [], ws: [] };
  onrampOptions: OnrampOptions = { purchaseCurrencies: [], paymentCurrencies: [] };
  quoteSwap: (request: QuotesRequest) => readonly SwapQuote[] = (request) => [
    {
      id: 'quote-1',
      fromAmount: request.amount,
      fromAccount: request.from,
      toAmount: request.amount,
      toAccount: request.to,
    },
  ];
  quoteOnramp: (request: OnrampQuoteRequest) => OnrampQuote = (request) => ({
    coinbaseFee: { amount: '1.00', currency: request.paymentCurrency },
    networkFee: { amount: '0.10', currency: request.paymentCurrency },
    paymentSubtotal: { amount: request.amount, currency: request.paymentCurrency },
    paymentTotal: { amount: request.amount, currency: request.paymentCurrency },
    purchaseAmount: { amount: request.amount, currency: request.purchaseCurrency },
    quoteId: 'onramp-quote-1',
  });
  /** The checkout URL generateUrl answers (a provider's page). */
  onrampUrl: (request: OnrampUrlRequest) => string = (request) =>
    `https://onramp.latch.test/buy?partnerUserId=${encodeURIComponent(request.partnerUserId)}`;

  readonly #clock: Clock;
  readonly #balances = new Map<string, readonly TokenBalance[]>();
  readonly #prices = new Map<CaipAddress, FungiblePrice>();
  readonly #histories = new Map<
    string,
    { readonly transactions: readonly Transaction[]; readonly pageSize: number }
  >();
  readonly #identities = new Map<string, Omit<Identity, 'resolvedAt'>>();
  readonly #names = new Map<string, NameRecord>();
  readonly #suggestions = new Map<string, readonly NameSuggestion[]>();
  readonly #swapTokens = new Map<CaipNetworkId, readonly SwapToken[]>();
  readonly #allowances = new Map<string, string>();
  readonly #gasPrices = new Map<CaipNetworkId, GasPrice>();
  #wallets: readonly WalletListing[] = [];
  readonly #failures = new Map<DataServiceMethod, Injected>();
  readonly #holds = new Map<
    DataServiceMethod,
    { readonly gate: Promise<void>; readonly release: () => void }
  >();

  constructor(options: { readonly clock?: Clock } = {}) {
    this.#clock = options.clock ?? { now: () => Date.UTC(2026, 0, 1) };
  }

  // ── seeding ──────────────────────────────────────────────────────────────
  seedBalances(address: string, chainId: CaipNetworkId, balances: readonly TokenBalance[]): this {
    this.#balances.set(`${address.toLowerCase()}|${chainId}`, balances);
    return this;
  }
  seedPrices(prices: readonly FungiblePrice[]): this {
    for (const price of prices) this.#prices.set(price.address, price);
    return this;
  }
  /** The account's history, served newest-first as given, `pageSize` per page with opaque cursors. */
  seedHistory(account: string, transactions: readonly Transaction[], pageSize = 10): this {
    this.#histories.set(account.toLowerCase(), { transactions, pageSize: Math.max(1, pageSize) });
    return this;
  }
  seedIdentity(address: string, identity: Omit<Identity, 'resolvedAt'>): this {
    this.#identities.set(address.toLowerCase(), identity);
    return this;
  }
  seedName(record: NameRecord): this {
    this.#names.set(record.name, record);
    return this;
  }
  seedSuggestions(name: string, suggestions: readonly NameSuggestion[]): this {
    this.#suggestions.set(name, suggestions);
    return this;
  }
  seedSwapTokens(chainId: CaipNetworkId, tokens: readonly SwapToken[]): this {
    this.#swapTokens.set(chainId, tokens);
    return this;
  }
  seedAllowance(tokenAddress: CaipAddress, userAddress: CaipAddress, allowance: string): this {
    this.#allowances.set(`${tokenAddress}|${userAddress}`, allowance);
    return this;
  }
  seedGasPrice(chainId: CaipNetworkId, gasPrice: GasPrice): this {
    this.#gasPrices.set(chainId, gasPrice);
    return this;
  }
  seedWallets(wallets: readonly WalletListing[]): this {
    this.#wallets = wallets;
    return this;
  }

  // ── failure injection, timing, log ───────────────────────────────────────
  /** The next `times` calls of `method` (all, by default) reject with `failure`. */
  fail(
    method: DataServiceMethod,
    failure: unknown = httpFailure(500),
    times = Number.POSITIVE_INFINITY,
  ): this {
    this.#failures.set(method, { failure, remaining: times });
    return this;
  }
  clearFailures(): void {
    this.#failures.clear();
  }
  /** Calls of `method` wait (already logged) until the returned function is called. */
  hold(method: DataServiceMethod): () => void {
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.#holds.set(method, { gate, release });
    return () => {
      if (this.#holds.get(method)?.gate === gate) this.#holds.delete(method);
      release();
    };
  }
  callsOf(method: DataServiceMethod): unknown[] {
    return this.calls.filter((call) => call.method === method).map((call) => call.request);
  }

  /** Requests aborted through their `signal` (the view that asked closed), by method. */
  readonly aborted: DataServiceMethod[] = [];

  async #call<T>(method: DataServiceMethod, request: unknown, answer: () => T): Promise<T> {
    // The log keeps what was asked; a request's `signal` is how it is cancelled, read here, not logged.
    const { signal, ...asked } = isSignalled(request)
      ? request
      : { signal: undefined, ...(request as object) };
    // A request that carried only its signal (GET /v1/onramp/options) is logged as one without arguments.
    const bare = request === undefined || (isSignalled(request) && Object.keys(asked).length === 0);
    this.calls.push({ method, request: bare ? undefined : asked });
    const held = this.#holds.get(method)?.gate;
    if (signal !== undefined) {
      // As with fetch, aborting counts only while the request is in flight.
      let fail = (): void => undefined;
      const abort = new Promise<never>((_, reject) => {
        fail = () => {
          this.aborted.push(method);
          const failure: NetworkFailure = { kind: 'NetworkFailure', url: method, message: 'aborted' };
          reject(failure);
        };
        if (signal.aborted) fail();
        else signal.addEventListener('abort', fail, { once: true });
      });
      abort.catch(() => undefined);
      try {
        await Promise.race([held, abort]);
      } finally {
        signal.removeEventListener('abort', fail);
      }
    } else await held;
    const injected = this.#failures.get(method);
    if (injected && injected.remaining > 0) {
      injected.remaining -= 1;
      throw injected.failure;
    }
    return answer();
  }

  #iso(): string {
    return new Date(this.#clock.now()).toISOString();
  }

  // ── the DataService port ────────────────────────────────────────────────
  readonly chains: DataService['chains'] = {
    getSupportedChains: () => this.#call('chains.getSupportedChains', undefined, () => this.supportedChains),
  };

  readonly balance: DataService['balance'] = {
    getBalance: (request) =>
      this.#call('balance.getBalance', request, () => ({
        balances: this.#balances.get(`${request.address.toLowerCase()}|${request.chainId}`) ?? [],
      })),
    getFungiblePrices: (request) =>
      this.#call('balance.getFungiblePrices', request, () => ({
        fungibles: request.addresses.flatMap((address) => this.#prices.get(address) ?? []),
      })),
  };

  readonly history: DataService['history'] = {
    getHistory: (request) =>
      this.#call('history.getHistory', request, (): HistoryPage => {
        const seeded = this.#histories.get(request.account.toLowerCase());
        const match = request.cursor === undefined ? ['', '0'] : CURSOR.exec(request.cursor);
        const offset = Number(match?.[1] ?? Number.NaN);
        if (Number.isNaN(offset))
          throw httpFailure(400, `/v1/account/${request.account}/history`, 'Invalid cursor');
        if (!seeded) return { data: [], next: null };
        const end = offset + seeded.pageSize;
        return {
          data: seeded.transactions.slice(offset, end),
          next: end < seeded.transactions.length ? `offset-${end}` : null,
        };
      }),
  };

  readonly identity: DataService['identity'] = {
    getIdentity: (request) =>
      this.#call('identity.getIdentity', request, () => ({
        ...(this.#identities.get(request.address.toLowerCase()) ?? { name: null, avatar: null }),
        resolvedAt: this.#iso(),
      })),
  };

  readonly names: DataService['names'] = {
    lookupName: (request) => this.#call('names.lookupName', request, () => this.#names.get(request.name)),
    reverseLookup: (request) =>
      this.#call('names.reverseLookup', request, () =>
        [...this.#names.values()].filter((record) =>
          Object.values(record.addresses).some(
            (entry) => entry.address.toLowerCase() === request.address.toLowerCase(),
          ),
        ),
      ),
    getSuggestions: (request) =>
      this.#call('names.getSuggestions', request, () => ({
        suggestions: this.#suggestions.get(request.name) ?? [],
      })),
    registerName: (request) =>
      this.#call('names.registerName', request, () => {
        const name = this.#nameIn(request.message);
        if (name === undefined) throw httpFailure(400, '/v1/profile/account', 'Invalid message');
        if (this.#names.has(name)) throw httpFailure(409, '/v1/profile/account', 'Name already registered');
        const now = this.#iso();
        const record: NameRecord = {
          name,
          registered_at: now,
          updated_at: now,
          attributes: null,
          addresses: { [String(request.coin_type)]: { address: request.address, created_at: now } },
        };
        this.#names.set(name, record);
        return record;
      }),
  };

  readonly swap: DataService['swap'] = {
    getTokens: (request) =>
      this.#call('swap.getTokens', request, () => ({ tokens: this.#swapTokens.get(request.chainId) ?? [] })),
    getQuotes: (request) =>
      this.#call('swap.getQuotes', request, () => ({ quotes: this.quoteSwap(request) })),
    getAllowance: (request) =>
      this.#call('swap.getAllowance', request, () => ({
        allowance: this.#allowances.get(`${request.tokenAddress}|${request.userAddress}`) ?? '0',
      })),
    getGasPrice: (request) =>
      this.#call('swap.getGasPrice', request, () => this.#gasPrices.get(request.chainId) ?? DEFAULT_GAS),
    buildTransaction: (request) =>
      this.#call('swap.buildTransaction', request, () => ({
        tx: {
          from: request.userAddress,
          to: request.from,
          data: '0x' as const,
          amount: request.amount,
          eip155: { gas: '150000', gasPrice: DEFAULT_GAS.standard },
        },
      })),
    buildApprove: (request) =>
      this.#call('swap.buildApprove', request, () => ({
        tx: {
          from: request.to,
          to: request.from,
          data: '0x' as const,
          value: '0',
          eip155: { gasPrice: DEFAULT_GAS.standard },
        },
      })),
  };

  readonly onramp: DataService['onramp'] = {
    getOptions: (request) => this.#call('onramp.getOptions', request, () => this.onrampOptions),
    getQuote: (request) => this.#call('onramp.getQuote', request, () => this.quoteOnramp(request)),
    generateUrl: (request) =>
      this.#call('onramp.generateUrl', request, () => ({ url: this.onrampUrl(request) })),
  };

  readonly wallets: DataService['wallets'] = {
    getWallets: (request) =>
      this.#call('wallets.getWallets', request, () => {
        const search = request.search?.trim().toLowerCase();
        const matching = this.#wallets
          .filter((wallet) => !request.include?.length || request.include.includes(wallet.id))
          .filter((wallet) => !request.exclude?.includes(wallet.id))
          .filter((wallet) => !search || wallet.name.toLowerCase().includes(search))
          .map((wallet, index) => ({ wallet, index }))
          .sort(
            (a, b) =>
              (a.wallet.order ?? Number.MAX_SAFE_INTEGER) - (b.wallet.order ?? Number.MAX_SAFE_INTEGER) ||
              a.index - b.index,
          )
          .map((entry) => entry.wallet);
        const start = (Math.max(1, request.page) - 1) * request.entries;
        return { count: matching.length, data: matching.slice(start, start + request.entries) };
      }),
  };

  #nameIn(message: string): string | undefined {
    try {
      const parsed: unknown = JSON.parse(message);
      return typeof parsed === 'object' &&
        parsed !== null &&
        'name' in parsed &&
        typeof parsed.name === 'string'
        ? parsed.name
        : undefined;
    } catch {
      return undefined;
    }
  }
}

const isSignalled = (request: unknown): request is { readonly signal?: AbortSignal } =>
  typeof request === 'object' && request !== null && 'signal' in request;
