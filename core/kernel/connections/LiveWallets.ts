import type { ChainNamespace, WalletConnector, WalletSession } from '../../../ports/index.js';
import { type WalletEventHandlers, watchWallet } from './watchWallet.js';

interface Live {
  readonly connector: WalletConnector;
  readonly session: WalletSession;
  readonly stop: () => void;
}

/**
 * The wallet side of the connections: per namespace the connector, its session and its event subscription.
 * Handlers only ever hear events of the session that is live for their namespace.
 */
export class LiveWallets {
  readonly #live = new Map<ChainNamespace, Live>();

  /** Starts watching `session`'s wallet for its namespace, replacing (and unsubscribing) any previous one. */
  add(connector: WalletConnector, session: WalletSession, handlers: WalletEventHandlers): void {
    const namespace = session.connector.namespace;
    this.remove(namespace);
    const live = (): boolean => this.#live.get(namespace)?.session === session;
    const stop = watchWallet(connector, {
      onAccounts: (accounts) => live() && handlers.onAccounts(accounts),
      onChain: (caipNetworkId) => live() && handlers.onChain(caipNetworkId),
      onDisconnect: () => live() && handlers.onDisconnect(),
    });
    this.#live.set(namespace, { connector, session, stop });
  }

  /** Stops watching a namespace; returns its connector, if one was live. */
  remove(namespace: ChainNamespace): WalletConnector | undefined {
    const live = this.#live.get(namespace);
    live?.stop();
    this.#live.delete(namespace);
    return live?.connector;
  }

  session(namespace: ChainNamespace): WalletSession | undefined {
    return this.#live.get(namespace)?.session;
  }

  namespaces(): ChainNamespace[] {
    return [...this.#live.keys()];
  }

  /** Stops watching every wallet. */
  clear(): void {
    for (const namespace of this.namespaces()) this.remove(namespace);
  }
}
