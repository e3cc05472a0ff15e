import { useEffect } from 'react';
import type { Connection } from '../../core/kernel/connections/index.js';
import type { Latch } from '../../core/kernel/latch/index.js';
import type { ViewName } from '../../core/kernel/router/index.js';

/**
 * The views an embedded-wallet login connects from: e-mail (the code sent at once connects from Connect), social
 * login (its popup's result arrives on ConnectingSocial) and Sign In With Farcaster (ConnectingFarcaster).
 */
const EMAIL_VIEWS: readonly ViewName[] = [
  'Connect',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'ConnectingSocial',
  'ConnectingFarcaster',
];

/** Views from which a finished WalletConnect pairing moves on to Account (the user is still choosing). */
export const PAIRING_VIEWS: readonly ViewName[] = [
  'Connect',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
];

/** Whether the view showing now is the one waiting for this connection. */
const waitingFor = (router: Latch['router'], connection: Connection): boolean => {
  if (connection.connector.type === 'WALLET_CONNECT') return PAIRING_VIEWS.includes(router.view);
  if (connection.connector.type === 'AUTH') return EMAIL_VIEWS.includes(router.view);
  return router.dataOf('ConnectingExternal')?.connectorId === connection.connector.id;
};

/**
 * SPEC §4 success: once the connect flow connects a wallet, Account shows if the modal still shows the view
 * waiting for it (ConnectingExternal of that connector; for a pairing, the pairing or the wallet choice). A user
 * who walked elsewhere meanwhile is left where they are. Navigation only — the flow did the bookkeeping.
 */
export function useConnectedRoute(latch: Pick<Latch, 'connect' | 'modal' | 'router'>): void {
  useEffect(
    () =>
      latch.connect.onConnected((connection) => {
        if (latch.modal.isOpen && waitingFor(latch.router, connection)) latch.router.reset('Account');
      }),
    [latch],
  );
}
