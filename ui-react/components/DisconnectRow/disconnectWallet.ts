import type { ResultAsync } from 'neverthrow';
import type { DisconnectError } from '../../../core/kernel/connections/index.js';
import type { Latch } from '../../../core/kernel/latch/index.js';
import type { ChainNamespace } from '../../../ports/index.js';
import { useConnect, useConnection, useModal, useRouter, useToasts } from '../../context/coreHooks.js';

/**
 * The Disconnect button (SPEC §4): the connect flow disconnects every wallet (and sends DISCONNECT_*); success
 * closes the modal (embedded: back to Connect); failure toasts 'Failed to disconnect', and Connect shows once no
 * wallet is left.
 */
export const disconnectWallet = (
  latch: Pick<Latch, 'connect' | 'connection' | 'modal' | 'router' | 'toasts'>,
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

/** `disconnectWallet` over the provider's core, for a view. */
export const useDisconnectWallet = (): (() => ResultAsync<readonly ChainNamespace[], DisconnectError>) => {
  const core = {
    connect: useConnect(),
    connection: useConnection(),
    modal: useModal(),
    router: useRouter(),
    toasts: useToasts(),
  };
  return () => disconnectWallet(core);
};
