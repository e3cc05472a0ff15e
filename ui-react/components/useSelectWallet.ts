import { useCallback } from 'react';
import type { WalletEntry } from '../../core/wallets/index.js';
import { useLatchContext } from '../context/LatchContext.js';

/**
 * What picking a wallet row or tile does (Connect and AllWallets alike): the connect flow decides (and asks a
 * browser wallet at once, within the click); the view shows where that leads.
 */
export const useSelectWallet = (): ((entry: WalletEntry) => void) => {
  const { latch } = useLatchContext();
  return useCallback(
    (entry: WalletEntry) => {
      const choice = latch.connect.choose(entry, latch.platform.isMobile());
      switch (choice.kind) {
        case 'walletConnect':
          latch.router.push(choice.mobile ? 'AllWallets' : 'ConnectingWalletConnect');
          return;
        case 'external':
          latch.router.push('ConnectingExternal', { connectorId: choice.connectorId });
          return;
        case 'pairing':
          latch.router.push('ConnectingWalletConnect', { walletId: choice.walletId });
      }
    },
    [latch],
  );
};
