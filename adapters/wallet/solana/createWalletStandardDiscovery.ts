import type { Wallet } from '@wallet-standard/base';
import type { ConnectorDiscovery, Unsubscribe, WalletConnector } from '../../../ports/index.js';

/** The part of `@wallet-standard/app`'s `getWallets()` the discovery reads: the page's registered wallets. */
export interface WalletStandardRegistry {
  get(): readonly Wallet[];
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void;
}

export interface WalletStandardDiscoveryOptions {
  /** The page's wallet registry; default `@wallet-standard/app`'s `getWallets()`, fetched by `start()`. */
  readonly registry?: () => WalletStandardRegistry;
}

export interface WalletStandardDiscovery extends ConnectorDiscovery {
  /**
   * Fetches the Wallet Standard code (its own chunk: nothing of it is in the page's first load), lists the
   * registered Solana wallets and follows later registrations. Settles once they are listed.
   */
  start(): Promise<void>;
  /** Stops following registrations; the connectors found so far stay listed. */
  stop(): void;
  /** Settles once `start()` has listed the registered wallets, or failed (at once when not started). */
  ready(): Promise<void>;
}

/**
 * Wallet Standard discovery (`@wallet-standard/app`) beside EIP-6963: every registered wallet that implements
 * `standard:connect` and a `solana:*` chain becomes a Solana connector (one per wallet, kept while it is
 * registered). Nothing is fetched or listened to before `start()`.
 */
export function createWalletStandardDiscovery(
  options: WalletStandardDiscoveryOptions = {},
): WalletStandardDiscovery {
  const listeners = new Set<(connectors: readonly WalletConnector[]) => void>();
  const made = new WeakMap<Wallet, WalletConnector>();
  let connectors: readonly WalletConnector[] = [];
  let offs: Unsubscribe[] = [];
  let running = false;
  let started: Promise<void> = Promise.resolve();

  return {
    list: () => connectors,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start() {
      if (running) return started;
      running = true;
      started = listWallets();
      return started;
    },
    ready: () => started.catch(() => undefined),
    stop() {
      running = false;
      for (const off of offs) off();
      offs = [];
    },
  };

  async function listWallets(): Promise<void> {
    const code = await import('./walletStandardCode.js');
    if (!running) return;
    const registry = options.registry?.() ?? code.getWallets();
    const refresh = () => {
      connectors = registry
        .get()
        .filter(code.isSolanaStandardWallet)
        .map((wallet) => {
          const connector = made.get(wallet) ?? code.createWalletStandardConnector(wallet);
          made.set(wallet, connector);
          return connector;
        });
      for (const listener of [...listeners]) listener(connectors);
    };
    offs = [registry.on('register', refresh), registry.on('unregister', refresh)];
    refresh();
  }
}
