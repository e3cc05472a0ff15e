import { useEffect } from 'react';
import type { ViewName } from '../../core/router/index.js';
import type { LatchUi } from './sources.js';

/** Views on which the user is still choosing or waiting for a wallet: a new connection moves on from them. */
export const CONNECT_VIEWS: readonly ViewName[] = [
  'Connect',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
];

/**
 * SPEC §4 success: once the connect flow connects a wallet (any connector; a QR code shown earlier may be
 * scanned long after), Account shows if the modal is still on a connect view. Navigation only — the flow did the
 * bookkeeping.
 */
export function useConnectedRoute(latch: Pick<LatchUi, 'connect' | 'modal' | 'router'>): void {
  useEffect(
    () =>
      latch.connect.onConnected(() => {
        if (latch.modal.isOpen && CONNECT_VIEWS.includes(latch.router.view)) latch.router.reset('Account');
      }),
    [latch],
  );
}
