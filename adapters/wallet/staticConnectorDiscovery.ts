import type { ConnectorDiscovery, Unsubscribe, WalletConnector } from '../../ports/index.js';

/**
 * Connectors configured up front (and any added later, e.g. by EIP-6963 announcements once that
 * adapter lands). Listeners hear every change of the list.
 */
export function createStaticConnectorDiscovery(initial: readonly WalletConnector[] = []) {
  let connectors = [...initial];
  const listeners = new Set<(list: readonly WalletConnector[]) => void>();
  const discovery: ConnectorDiscovery & { add(connector: WalletConnector): void } = {
    list: () => connectors,
    subscribe(listener): Unsubscribe {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    add(connector) {
      if (connectors.some((existing) => existing.info.id === connector.info.id)) return;
      connectors = [...connectors, connector];
      for (const listener of [...listeners]) listener(connectors);
    },
  };
  return discovery;
}
