import { useEffect } from 'react';
import type { PairingStore } from '../../../core/kernel/connectFlow/index.js';
import type { WalletEntry } from '../../../core/kernel/walletCatalog/index.js';

/**
 * The pairing shows while this view does: the connect flow starts (or reuses) a pairing for the chosen wallet
 * and keeps it fresh; leaving the view gives it up (on the next tick, so a re-mount keeps it).
 */
export const usePairing = (pairing: PairingStore, wallet: WalletEntry | undefined): void => {
  const id = wallet?.id;
  const name = wallet?.name;
  const imageUrl = wallet?.imageUrl;
  useEffect(() => {
    pairing.show(
      id === undefined || name === undefined ? undefined : { id, name, ...(imageUrl ? { imageUrl } : {}) },
    );
    return () => pairing.leave();
  }, [pairing, id, name, imageUrl]);
};
