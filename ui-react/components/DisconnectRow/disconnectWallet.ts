import type { ResultAsync } from 'neverthrow';
import type { DisconnectError } from '../../../core/connection/index.js';
import type { ChainNamespace } from '../../../ports/index.js';
import type { LatchUi } from '../../context/sources.js';

/**
 * The Disconnect button (SPEC §4): the connect flow disconnects every wallet (and sends DISCONNECT_*); success
 * closes the modal (embedded: back to Connect); failure toasts 'Failed to disconnect', and Connect shows once no
 * wallet is left.
 */
export const disconnectWallet = (
  latch: Pick<LatchUi, 'connect' | 'connection' | 'modal' | 'router' | 'toasts'>,
): ResultAsync<readonly ChainNamespace[], DisconnectError> =>
  latch.connect
    .disconnect()
    .map((namespaces) => {
      latch.modal.close();
      return namespaces;
    })
    .mapErr((error) => {
      latch.toasts.show({ message: error.message, variant: 'error' });
      if (latch.connection.connections.size === 0) latch.router.reset('Connect');
      return error;
    });
