import type { ResultAsync } from 'neverthrow';
import type { SwitchNetworkError, SwitchNetworkOutcome } from '../../../core/kernel/account/index.js';
import type { Latch } from '../../../core/kernel/latch/index.js';
import type { ViewName } from '../../../core/kernel/router/index.js';
import { userMessage } from '../../../core/lib/errors/index.js';
import type { Network } from '../../../ports/index.js';
import { useConnect, useModal, useRouter, useToasts } from '../../context/coreHooks.js';

/**
 * A network picked in `from` (Networks, UnsupportedChain). SPEC §4: the connect flow switches (asking the
 * wallet on the same namespace, sending SWITCH_NETWORK); once done the modal goes back, or closes when
 * there is nothing to go back to. Another namespace without a wallet needs a connection: Connect opens for
 * that namespace (modal.namespace). A failure is a toast, in the person's words (userMessage). Navigation only happens while `from` still shows.
 */
export const switchToNetwork = (
  latch: Pick<Latch, 'router' | 'modal' | 'toasts' | 'connect'>,
  network: Network,
  from: ViewName,
): ResultAsync<SwitchNetworkOutcome, SwitchNetworkError> =>
  latch.connect
    .switchNetwork(network)
    .map((outcome) => {
      const showing = latch.modal.isOpen && latch.router.view === from;
      if (outcome.needsConnection) {
        if (showing) void latch.modal.open({ view: 'Connect', namespace: outcome.namespace });
        return outcome;
      }
      if (showing && !latch.router.goBack()) latch.modal.close();
      return outcome;
    })
    .mapErr((error) => {
      latch.toasts.show({ message: userMessage(error), variant: 'error' });
      return error;
    });

/** `switchToNetwork` over the provider's core, for a view. */
export const useSwitchToNetwork = (): ((
  network: Network,
  from: ViewName,
) => ResultAsync<SwitchNetworkOutcome, SwitchNetworkError>) => {
  const core = { router: useRouter(), modal: useModal(), toasts: useToasts(), connect: useConnect() };
  return (network, from) => switchToNetwork(core, network, from);
};
