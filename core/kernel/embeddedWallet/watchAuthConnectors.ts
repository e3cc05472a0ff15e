import type { ConnectorDiscovery, Unsubscribe, WalletConnector } from '../../../ports/index.js';

/**
 * Calls `watch` once for every AUTH connector (the embedded wallet) discovery lists, now and as the list changes;
 * the returned function stops discovery and every watch.
 */
export const watchAuthConnectors = (
  connectors: ConnectorDiscovery,
  watch: (connector: WalletConnector) => Unsubscribe,
): Unsubscribe => {
  const watched = new Map<WalletConnector, Unsubscribe>();
  const add = (list: readonly WalletConnector[]) => {
    for (const connector of list) {
      if (connector.info.type === 'AUTH' && !watched.has(connector)) watched.set(connector, watch(connector));
    }
  };
  add(connectors.list());
  const stopDiscovery = connectors.subscribe(add);
  return () => {
    stopDiscovery();
    for (const stop of watched.values()) stop();
    watched.clear();
  };
};
