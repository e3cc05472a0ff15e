import type { ConnectorDiscovery, Unsubscribe, WalletConnector } from '../../ports/index.js';

/** One ConnectorDiscovery over several (configured connectors, EIP-6963, WalletConnect …), in order. */
export function combineDiscoveries(sources: readonly ConnectorDiscovery[]): ConnectorDiscovery {
  const list = (): readonly WalletConnector[] => sources.flatMap((source) => source.list());
  return {
    list,
    subscribe(listener): Unsubscribe {
      const offs = sources.map((source) => source.subscribe(() => listener(list())));
      return () => {
        for (const off of offs) off();
      };
    },
    // Ready once every source that loads on demand is (a failed one counts as ready: it lists what it has).
    ready: async () => {
      await Promise.all(sources.map((source) => source.ready?.().catch(() => undefined)));
    },
  };
}
