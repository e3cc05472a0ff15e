import type { ResultAsync } from 'neverthrow';
import type { SwitchNetworkError, SwitchNetworkOutcome } from '../../../core/account/index.js';
import type { ViewName } from '../../../core/router/index.js';
import type { Network } from '../../../ports/index.js';
import type { LatchUi } from '../../context/sources.js';

/**
 * A network picked in `from` (Networks, UnsupportedChain). SPEC §4: the connect flow switches (asking the
 * wallet on the same namespace, sending SWITCH_NETWORK); once done the modal goes back, or closes when
 * there is nothing to go back to. Another namespace without a wallet needs a connection: Connect opens for
 * that namespace (modal.namespace). A failure is a toast. Navigation only happens while `from` still shows.
 */
export const switchToNetwork = (
  latch: Pick<LatchUi, 'router' | 'modal' | 'toasts' | 'connect'>,
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
      latch.toasts.show({ message: error.message, variant: 'error' });
      return error;
    });
