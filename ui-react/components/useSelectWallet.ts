import { useCallback } from 'react';
import type { WalletEntry } from '../../core/kernel/walletCatalog/index.js';
import { useConnect, usePlatform, useRouter } from '../context/coreHooks.js';

/**
 * What picking a wallet row or tile does (Connect and AllWallets alike): the connect flow decides (and asks a
 * browser wallet at once, within the click); the view shows where that leads.
 */
export const useSelectWallet = (): ((entry: WalletEntry) => void) => {
  const connect = useConnect();
  const platform = usePlatform();
  const router = useRouter();
  return useCallback(
    (entry: WalletEntry) => {
      const choice = connect.choose(entry, platform.isMobile());
      switch (choice.kind) {
        case 'walletConnect':
          router.push(choice.mobile ? 'AllWallets' : 'ConnectingWalletConnect');
          return;
        case 'external':
          router.push('ConnectingExternal', { connectorId: choice.connectorId });
          return;
        case 'pairing':
          router.push('ConnectingWalletConnect', { walletId: choice.walletId });
          return;
        case 'consentRequired':
          // The terms checkbox is not ticked: the rows are disabled, so this is a programmatic pick.
          return;
      }
    },
    [connect, platform, router],
  );
};
