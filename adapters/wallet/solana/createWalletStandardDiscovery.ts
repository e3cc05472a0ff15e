import type { Wallet } from '@wallet-standard/base';
import type { ConnectorDiscovery, Unsubscribe, WalletConnector } from '../../../ports/index.js';

/** The part of `@wallet-standard/app`'s `getWallets()` the discovery reads: the page's registered wallets. */
export interface WalletStandardRegistry {
  get(): readonly Wallet[];
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void;
}

/** What the connector's chunk offers: the connector of one registered wallet. */
export interface WalletStandardConnectorCode {
  createWalletStandardConnector(wallet: Wallet): WalletConnector;
}

export interface WalletStandardDiscoveryOptions {
  /** The page's wallet registry; default `@wallet-standard/app`'s `getWallets()`, fetched by `start()`. */
  readonly registry?: () => WalletStandardRegistry;
  /** Fetches the connector's code; default its own chunk (`walletStandardConnectorCode.ts`). */
  readonly connectorCode?: () => Promise<WalletStandardConnectorCode>;
  /** Told when the connector's code could not be fetched (tried again by the next registration). */
  readonly onConnectorCodeFailure?: (cause: unknown) => void;
}

export interface WalletStandardDiscovery extends ConnectorDiscovery {
  /**
   * Fetches the Wallet Standard registry's code (its own chunk: nothing of it is in the page's first load), lists
   * the registered Solana wallets and follows later registrations. The connectors' code is a chunk of its own,
   * fetched once a Solana wallet is registered. Settles once they are listed (or their code failed to arrive).
   */
  start(): Promise<void>;
  /** Stops following registrations; the connectors found so far stay listed. */
  stop(): void;
  /** Settles once `start()` has listed the registered wallets, or failed (at once when not started). */
  ready(): Promise<void>;
}

const fetchConnectorCode = (): Promise<WalletStandardConnectorCode> =>
  import('./walletStandardConnectorCode.js');

/**
 * Wallet Standard discovery (`@wallet-standard/app`) beside EIP-6963: every registered wallet that implements
 * `standard:connect` and a `solana:*` chain becomes a Solana connector (one per wallet, kept while it is
 * registered). Nothing is fetched or listened to before `start()`, and the connectors' code only once a Solana
 * wallet is registered.
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
  let connectorOf: WalletStandardConnectorCode['createWalletStandardConnector'] | undefined;
  let fetchingConnectors: Promise<void> | undefined;

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
    const refresh = (): Promise<void> => {
      const wallets = registry.get().filter(code.isSolanaStandardWallet);
      if (wallets.length > 0 && connectorOf === undefined) return fetchConnectors(refresh);
      const connect = connectorOf;
      connectors =
        connect === undefined
          ? []
          : wallets.map((wallet) => {
              const connector = made.get(wallet) ?? connect(wallet);
              made.set(wallet, connector);
              return connector;
            });
      for (const listener of [...listeners]) listener(connectors);
      return Promise.resolve();
    };
    offs = [registry.on('register', () => void refresh()), registry.on('unregister', () => void refresh())];
    await refresh();
  }

  /** Fetches the connectors' code once (a failure is told, and tried again by the next registration), then lists. */
  function fetchConnectors(refresh: () => Promise<void>): Promise<void> {
    fetchingConnectors ??= (options.connectorCode ?? fetchConnectorCode)().then(
      (code) => {
        fetchingConnectors = undefined;
        connectorOf = code.createWalletStandardConnector;
        // The registry as it is now: registrations made while the code was on its way are listed too.
        if (running) return refresh();
      },
      (cause: unknown) => {
        fetchingConnectors = undefined;
        options.onConnectorCodeFailure?.(cause);
      },
    );
    return fetchingConnectors;
  }
}
