import type { ResultAsync } from 'neverthrow';
import type { DisconnectError } from '../../../core/connection/index.js';
import type { ChainNamespace } from '../../../ports/index.js';
import type { LatchUi } from '../../context/sources.js';

/**
 * The Disconnect button (SPEC §4): every wallet is disconnected; success sends DISCONNECT_SUCCESS and closes the
 * modal (embedded: back to Connect); failure sends DISCONNECT_ERROR and toasts 'Failed to disconnect', and
 * Connect shows once no wallet is left.
 */
export const disconnectWallet = (
  latch: Pick<LatchUi, 'connection' | 'analytics' | 'modal' | 'router' | 'toasts'>,
): ResultAsync<readonly ChainNamespace[], DisconnectError> =>
  latch.connection
    .disconnect()
    .map((namespaces) => {
      latch.analytics.track({ event: 'DISCONNECT_SUCCESS' });
      latch.modal.close();
      return namespaces;
    })
    .mapErr((error) => {
      latch.analytics.track({ event: 'DISCONNECT_ERROR' });
      latch.toasts.show({ message: error.message, variant: 'error' });
      if (latch.connection.connections.size === 0) latch.router.reset('Connect');
      return error;
    });
