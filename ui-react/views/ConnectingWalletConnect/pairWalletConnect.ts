import type { ResultAsync } from 'neverthrow';
import type { ConnectError, Connection } from '../../../core/connection/index.js';
import type { ViewName } from '../../../core/router/index.js';
import type { Network } from '../../../ports/index.js';
import type { LatchUi } from '../../context/sources.js';

/** Views from which a finished pairing moves on to Account (the user is still choosing how to connect). */
export const PAIRING_VIEWS: readonly ViewName[] = [
  'Connect',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
];

export interface PairingRequest {
  readonly connectorId: string;
  readonly network: Network;
  /** The registry id of the wallet chosen for the QR code or deep link. */
  readonly walletId?: string;
}

/**
 * Starts a WalletConnect pairing (the connector emits display_uri, which the store keeps as wcUri). When the
 * wallet approves — maybe long after, from a QR code shown earlier — SPEC §4 success runs: deep link and recent
 * wallet saved (connection.onSuccess), CONNECT_SUCCESS sent with method mobile or qrcode, and Account shows
 * if the modal is still on a connect view. A failure sends CONNECT_ERROR (the store sets wcError).
 */
export const pairWalletConnect = (
  latch: Pick<LatchUi, 'connection' | 'analytics' | 'router' | 'modal'>,
  request: PairingRequest,
): ResultAsync<Connection, ConnectError> =>
  latch.connection
    .connect(request.connectorId, {
      network: request.network,
      ...(request.walletId === undefined ? {} : { walletId: request.walletId }),
    })
    .map((connection) => {
      const success = latch.connection.onSuccess();
      latch.analytics.track({
        event: 'CONNECT_SUCCESS',
        properties: { method: success.method, name: success.name },
      });
      if (latch.modal.isOpen && PAIRING_VIEWS.includes(latch.router.view)) latch.router.reset('Account');
      return connection;
    })
    .mapErr((error) => {
      latch.analytics.track({ event: 'CONNECT_ERROR', properties: { message: error.message } });
      return error;
    });
