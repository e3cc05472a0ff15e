import { useCallback, useEffect, useRef, useState } from 'react';
import { latchError } from '../../../core/errors/index.js';
import type { WalletEntry } from '../../../core/wallets/index.js';
import { useViewServices } from '../../components/viewServices.js';
import { useLatchContext } from '../../context/LatchContext.js';
import { type ConnectFailureKind, connectFailureKind } from '../ConnectingExternal/connectFailureKind.js';
import { needsNewPairing } from './pairingDisplay.js';
import { pairWalletConnect } from './pairWalletConnect.js';

/** Why this view's last pairing attempt failed. */
export interface PairingFailure {
  readonly kind: ConnectFailureKind;
  readonly message: string;
}

export interface Pairing {
  /** Asks the WalletConnect connector for a new pairing uri (Retry after expiry or failure). */
  readonly pair: () => void;
  readonly failure: PairingFailure | undefined;
}

/**
 * Starts a WalletConnect pairing when the view shows, unless a usable one is under way (then it is reused), and
 * records the chosen wallet as the one being connected (connection.recentWallet, saved on success).
 */
export const usePairing = (wallet: WalletEntry | undefined, deepLinking: boolean): Pairing => {
  const { latch, wallets, account } = useLatchContext();
  const services = useViewServices();
  const [failure, setFailure] = useState<PairingFailure | undefined>(undefined);
  const connectorId = wallets.connectors.find((info) => info.type === 'WALLET_CONNECT')?.id;
  const walletId = wallet?.id;

  const pair = useCallback(() => {
    if (connectorId === undefined) {
      const error = latchError('CONNECTOR_NOT_FOUND', { params: { id: 'WalletConnect' } });
      setFailure({ kind: 'failed', message: error.message });
      return;
    }
    setFailure(undefined);
    const network = account.activeNetwork;
    void pairWalletConnect(latch, { connectorId, network, ...(walletId ? { walletId } : {}) }).mapErr(
      (error) => {
        setFailure({ kind: connectFailureKind(error), message: error.message });
        return error;
      },
    );
  }, [latch, account, connectorId, walletId]);

  const latest = useRef({ wallet, deepLinking, pair });
  latest.current = { wallet, deepLinking, pair };
  useEffect(() => {
    const { connection } = latch;
    const chosen = latest.current.wallet;
    connection.setRecentWallet(
      chosen
        ? { id: chosen.id, name: chosen.name, ...(chosen.imageUrl ? { imageUrl: chosen.imageUrl } : {}) }
        : undefined,
    );
    if (!latest.current.deepLinking) connection.setWcLinking(undefined);
    if (needsNewPairing(connection, services.now())) latest.current.pair();
  }, [latch, services]);

  return { pair, failure };
};
