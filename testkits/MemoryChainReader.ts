import type {
  CaipNetworkId,
  ChainNamespace,
  ChainReader,
  EvmCallRequest,
  EvmFeeEstimate,
  Network,
  SolanaSendOptions,
  SolanaTransfer,
  SolanaTransferRequest,
  TransactionReceipt,
} from '../ports/index.js';

export type ChainReaderMethod =
  | 'getNativeBalance'
  | 'waitForTransaction'
  | 'estimateEvmFee'
  | 'buildSolanaTransfer'
  | 'sendSolanaTransaction';

export interface ChainReaderCall {
  readonly method: ChainReaderMethod;
  readonly args: unknown;
}

export interface MemoryChainReaderOptions {
  /** When given, the optional estimateEvmFee capability is offered and answers this estimate. */
  readonly feeEstimate?: EvmFeeEstimate;
  /** When given, the optional buildSolanaTransfer capability is offered and answers what this makes of a request. */
  readonly solanaTransfer?: (request: SolanaTransferRequest) => SolanaTransfer;
  /** When given, the optional sendSolanaTransaction capability is offered: the signature of a signed transaction. */
  readonly solanaSend?: (transaction: string) => string;
}

/**
 * An in-memory ChainReader for one namespace: native balances per address (optionally per network),
 * receipts per hash (waitForTransaction waits until one is added), failure injection and a call log.
 */
export class MemoryChainReader implements ChainReader {
  readonly calls: ChainReaderCall[] = [];
  readonly estimateEvmFee?: (args: { request: EvmCallRequest; network: Network }) => Promise<EvmFeeEstimate>;
  readonly buildSolanaTransfer?: (args: {
    request: SolanaTransferRequest;
    network: Network;
  }) => Promise<SolanaTransfer>;
  readonly sendSolanaTransaction?: (args: {
    transaction: string;
    network: Network;
    options?: SolanaSendOptions;
  }) => Promise<string>;

  readonly #balances = new Map<string, bigint>();
  readonly #receipts = new Map<string, TransactionReceipt>();
  readonly #waiting = new Map<string, ((receipt: TransactionReceipt) => void)[]>();
  readonly #failures = new Map<ChainReaderMethod, { readonly failure: unknown; remaining: number }>();

  constructor(
    readonly namespace: ChainNamespace = 'eip155',
    options: MemoryChainReaderOptions = {},
  ) {
    const estimate = options.feeEstimate;
    if (estimate) {
      this.estimateEvmFee = (args) => this.#call('estimateEvmFee', args, () => estimate);
    }
    const transfer = options.solanaTransfer;
    if (transfer) {
      this.buildSolanaTransfer = (args) =>
        this.#call('buildSolanaTransfer', args, () => transfer(args.request));
    }
    const send = options.solanaSend;
    if (send) {
      this.sendSolanaTransaction = (args) =>
        this.#call('sendSolanaTransaction', args, () => send(args.transaction));
    }
  }

  /** Sets an address's native balance, on one network or (without one) on every network. */
  setBalance(address: string, value: bigint, caipNetworkId?: CaipNetworkId): this {
    this.#balances.set(this.#key(address, caipNetworkId), value);
    return this;
  }

  /** Records a receipt; transactions waited on with this hash resolve now. */
  setReceipt(receipt: TransactionReceipt): this {
    this.#receipts.set(receipt.hash, receipt);
    for (const resolve of this.#waiting.get(receipt.hash) ?? []) resolve(receipt);
    this.#waiting.delete(receipt.hash);
    return this;
  }

  /** How many waitForTransaction calls are still waiting for a receipt. */
  get pendingWaits(): number {
    let count = 0;
    for (const list of this.#waiting.values()) count += list.length;
    return count;
  }

  /** The next `times` calls of `method` (all, by default) reject with `failure`. */
  fail(method: ChainReaderMethod, failure: unknown, times = Number.POSITIVE_INFINITY): this {
    this.#failures.set(method, { failure, remaining: times });
    return this;
  }

  clearFailures(): void {
    this.#failures.clear();
  }

  getNativeBalance(args: { address: string; network: Network }): Promise<bigint> {
    return this.#call('getNativeBalance', args, () => {
      const specific = this.#balances.get(this.#key(args.address, args.network.caipNetworkId));
      return specific ?? this.#balances.get(this.#key(args.address, undefined)) ?? 0n;
    });
  }

  waitForTransaction(args: { hash: string; network: Network }): Promise<TransactionReceipt> {
    return this.#call('waitForTransaction', args, () => {
      const known = this.#receipts.get(args.hash);
      if (known) return known;
      return new Promise<TransactionReceipt>((resolve) => {
        this.#waiting.set(args.hash, [...(this.#waiting.get(args.hash) ?? []), resolve]);
      });
    });
  }

  #key(address: string, caipNetworkId: CaipNetworkId | undefined): string {
    const normalized = this.namespace === 'eip155' ? address.toLowerCase() : address;
    return `${caipNetworkId ?? '*'}|${normalized}`;
  }

  async #call<T>(method: ChainReaderMethod, args: unknown, answer: () => T | Promise<T>): Promise<T> {
    this.calls.push({ method, args });
    const injected = this.#failures.get(method);
    if (injected && injected.remaining > 0) {
      injected.remaining -= 1;
      throw injected.failure;
    }
    return answer();
  }
}
