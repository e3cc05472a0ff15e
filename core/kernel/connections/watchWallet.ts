import type { CaipNetworkId, Unsubscribe, WalletConnector } from '../../../ports/index.js';

export interface WalletEventHandlers {
  readonly onAccounts: (accounts: readonly string[]) => void;
  readonly onChain: (caipNetworkId: CaipNetworkId) => void;
  readonly onDisconnect: () => void;
}

/** Subscribes to a wallet's accountsChanged, chainChanged and disconnect events; one call stops all three. */
export const watchWallet = (connector: WalletConnector, handlers: WalletEventHandlers): Unsubscribe => {
  const stops = [
    connector.on('accountsChanged', handlers.onAccounts),
    connector.on('chainChanged', handlers.onChain),
    connector.on('disconnect', handlers.onDisconnect),
  ];
  return () => {
    for (const stop of stops.splice(0)) stop();
  };
};
