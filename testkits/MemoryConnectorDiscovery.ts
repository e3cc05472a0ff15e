import type { ConnectorDiscovery, Unsubscribe, WalletConnector } from '../ports/index.js';

/** An in-memory ConnectorDiscovery: a starting list, plus wallets that announce themselves late. */
export class MemoryConnectorDiscovery implements ConnectorDiscovery {
  #connectors: readonly WalletConnector[];
  #ready: Promise<void> = Promise.resolve();
  readonly #listeners = new Set<(connectors: readonly WalletConnector[]) => void>();

  constructor(connectors: readonly WalletConnector[] = []) {
    this.#connectors = connectors;
  }

  list(): readonly WalletConnector[] {
    return this.#connectors;
  }

  subscribe(listener: (connectors: readonly WalletConnector[]) => void): Unsubscribe {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** Settles once `loading()`'s finisher was called (at once when never loading). */
  ready(): Promise<void> {
    return this.#ready;
  }

  /** The discovery is still loading (its code not fetched yet) until the returned function is called. */
  loading(): () => void {
    let finish: () => void = () => undefined;
    this.#ready = new Promise((resolve) => {
      finish = resolve;
    });
    return finish;
  }

  /** A wallet announces itself (replacing an earlier one with the same id); subscribers hear the new list. */
  announce(connector: WalletConnector): void {
    this.#connectors = [...this.#connectors.filter((item) => item.info.id !== connector.info.id), connector];
    for (const listener of [...this.#listeners]) listener(this.#connectors);
  }

  get listenerCount(): number {
    return this.#listeners.size;
  }
}
