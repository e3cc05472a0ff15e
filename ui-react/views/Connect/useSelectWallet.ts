import { useCallback } from 'react';
import type { WalletEntry } from '../../../core/wallets/index.js';
import { useLatchContext } from '../../context/LatchContext.js';
import { networkForConnector } from './networkForConnector.js';
import { selectWallet } from './selectWallet.js';

/** What picking a wallet row or tile does (Connect and AllWallets alike): see `selectWallet`. */
export const useSelectWallet = (): ((entry: WalletEntry) => void) => {
  const { latch, wallets, account, connectAttempts } = useLatchContext();
  return useCallback(
    (entry: WalletEntry) =>
      selectWallet(latch, entry, {
        isMobile: latch.platform.isMobile(),
        attempts: connectAttempts,
        network: networkForConnector(
          wallets.connectors.find((info) => info.id === entry.connectorId)?.namespace,
          account.activeNetwork,
          latch.options.networks,
        ),
      }),
    [latch, wallets, account, connectAttempts],
  );
};
