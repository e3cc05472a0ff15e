import { base58 } from '@scure/base';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features';

type SolanaFeatureName = 'solana:signMessage' | 'solana:signTransaction' | 'solana:signAndSendTransaction';

export interface MemoryWalletStandardOptions {
  readonly name?: string;
  readonly chains?: readonly IdentifierString[];
  /** Base58 addresses the wallet holds, the active one first. */
  readonly addresses?: readonly string[];
  /** The Solana features it implements (default: all three). */
  readonly solanaFeatures?: readonly SolanaFeatureName[];
  /** Whether `standard:connect` is implemented (default true). */
  readonly connects?: boolean;
  /**
   * How `solana:signTransaction` signs the wire bytes (a test key's real signature, to send the result to a
   * node); default: appends the byte 0xff.
   */
  readonly signTransactionWith?: (transaction: Uint8Array) => Uint8Array;
}

/** A 1×1 SVG as the standard's data-URI icon. */
export const MEMORY_WALLET_ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=' as const;

/** What a signature of the memory wallet is: 64 bytes, each the input's length mod 256 plus `salt`. */
export const memorySignature = (input: Uint8Array, salt = 0): Uint8Array =>
  new Uint8Array(64).fill((input.length + salt) % 256);

const account = (address: string, chains: readonly IdentifierString[]): WalletAccount => ({
  address,
  publicKey: base58.decode(address),
  chains,
  features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
});

const rejected = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });

/**
 * An in-memory Wallet Standard wallet (standard:connect / disconnect / events and the Solana signing features)
 * with deterministic fake signatures: signMessage signs with `memorySignature(message)`, signTransaction appends
 * the byte 0xff to the transaction (or signs with `signTransactionWith`), signAndSendTransaction answers `memorySignature(transaction, 1)`. Every call
 * is recorded in `calls`; `behaviour` 'reject' makes prompts fail with code 4001. A silent connect answers only
 * once the wallet was approved (as a real wallet remembers the site).
 */
export class MemoryWalletStandardWallet implements Wallet {
  readonly version = '1.0.0' as const;
  readonly name: string;
  readonly icon = MEMORY_WALLET_ICON;
  readonly chains: readonly IdentifierString[];
  readonly features: Wallet['features'];
  readonly calls: { readonly feature: string; readonly input: unknown }[] = [];
  behaviour: 'approve' | 'reject' = 'approve';
  #accounts: readonly WalletAccount[] = [];
  #held: readonly string[];
  readonly #changeListeners = new Set<StandardEventsListeners['change']>();

  constructor(options: MemoryWalletStandardOptions = {}) {
    this.name = options.name ?? 'Memory Solana Wallet';
    this.chains = options.chains ?? ['solana:devnet'];
    this.#held = options.addresses ?? ['11111111111111111111111111111111'];
    const solana = new Set(
      options.solanaFeatures ?? [
        'solana:signMessage',
        'solana:signTransaction',
        'solana:signAndSendTransaction',
      ],
    );
    const standard: StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature = {
      'standard:connect': { version: '1.0.0', connect: (input) => this.#connect(input?.silent === true) },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          this.calls.push({ feature: 'standard:disconnect', input: undefined });
          this.#setAccounts([]);
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event, listener) => {
          this.#changeListeners.add(listener);
          return () => this.#changeListeners.delete(listener);
        },
      },
    };
    const signMessage: SolanaSignMessageFeature = {
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: async (...inputs) =>
          this.#prompt('solana:signMessage', inputs, () =>
            inputs.map(({ message }) => ({ signedMessage: message, signature: memorySignature(message) })),
          ),
      },
    };
    const sign =
      options.signTransactionWith ?? ((transaction: Uint8Array) => Uint8Array.of(...transaction, 0xff));
    const signTransaction: SolanaSignTransactionFeature = {
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs) =>
          this.#prompt('solana:signTransaction', inputs, () =>
            inputs.map(({ transaction }) => ({ signedTransaction: sign(transaction) })),
          ),
      },
    };
    const signAndSend: SolanaSignAndSendTransactionFeature = {
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (...inputs) =>
          this.#prompt('solana:signAndSendTransaction', inputs, () =>
            inputs.map(({ transaction }) => ({ signature: memorySignature(transaction, 1) })),
          ),
      },
    };
    const { 'standard:connect': connect, ...rest } = standard;
    this.features = {
      ...(options.connects === false ? {} : { 'standard:connect': connect }),
      ...rest,
      ...(solana.has('solana:signMessage') ? signMessage : {}),
      ...(solana.has('solana:signTransaction') ? signTransaction : {}),
      ...(solana.has('solana:signAndSendTransaction') ? signAndSend : {}),
    };
  }

  get accounts(): readonly WalletAccount[] {
    return this.#accounts;
  }

  /** Changes the held addresses as the wallet's own UI would; connected accounts follow (standard:events). */
  switchAccounts(addresses: readonly string[]): void {
    this.#held = addresses;
    if (this.#accounts.length > 0) this.#setAccounts(addresses);
  }

  async #connect(silent: boolean): Promise<{ readonly accounts: readonly WalletAccount[] }> {
    this.calls.push({ feature: 'standard:connect', input: { silent } });
    if (silent) return { accounts: this.#accounts };
    if (this.behaviour === 'reject') throw rejected();
    this.#setAccounts(this.#held);
    return { accounts: this.#accounts };
  }

  #setAccounts(addresses: readonly string[]): void {
    this.#accounts = addresses.map((address) => account(address, this.chains));
    for (const listener of [...this.#changeListeners]) listener({ accounts: this.#accounts });
  }

  async #prompt<T>(feature: string, input: unknown, answer: () => T): Promise<T> {
    this.calls.push({ feature, input });
    if (this.behaviour === 'reject') throw rejected();
    return answer();
  }
}

/** An in-memory `getWallets()` registry: register / unregister wallets and follow them. */
export class MemoryWalletRegistry {
  #wallets: readonly Wallet[] = [];
  readonly #listeners = {
    register: new Set<(...wallets: Wallet[]) => void>(),
    unregister: new Set<(...wallets: Wallet[]) => void>(),
  };

  get(): readonly Wallet[] {
    return this.#wallets;
  }

  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void {
    this.#listeners[event].add(listener);
    return () => {
      this.#listeners[event].delete(listener);
    };
  }

  /** Registers wallets; the returned function unregisters them. */
  register(...wallets: Wallet[]): () => void {
    this.#wallets = [...this.#wallets, ...wallets];
    for (const listener of [...this.#listeners.register]) listener(...wallets);
    return () => {
      this.#wallets = this.#wallets.filter((wallet) => !wallets.includes(wallet));
      for (const listener of [...this.#listeners.unregister]) listener(...wallets);
    };
  }

  /** How many listeners follow the registry (a stopped discovery leaves none). */
  get listenerCount(): number {
    return this.#listeners.register.size + this.#listeners.unregister.size;
  }
}
