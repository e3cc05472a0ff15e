import type { ConnectorDiscovery, Unsubscribe } from '../../../ports/index.js';
import type { ModalStore } from '../modal/index.js';
import type { RouterStore } from '../router/index.js';
import { watchAuthConnectors } from './watchAuthConnectors.js';

export interface EmbeddedApprovalsDeps {
  readonly connectors: ConnectorDiscovery;
  readonly modal: Pick<ModalStore, 'isOpen' | 'open' | 'close'>;
  readonly router: Pick<RouterStore, 'view' | 'push' | 'goBack'>;
}

/**
 * SPEC §2 ApproveTransaction: while the embedded wallet's frame shows its own approval UI for an unsafe request
 * (an AUTH connector's `approval` event), the modal shows ApproveTransaction — opened for it when closed, which
 * also blocks closing. Once answered, the modal goes back where it was: closed again, or the previous view.
 */
export const watchEmbeddedApprovals = ({ connectors, modal, router }: EmbeddedApprovalsDeps): Unsubscribe => {
  let openedForApproval = false;

  const onApproval = (showing: boolean) => {
    if (showing) {
      if (router.view === 'ApproveTransaction') return;
      openedForApproval = !modal.isOpen;
      if (openedForApproval) void modal.open({ view: 'ApproveTransaction' });
      else router.push('ApproveTransaction');
      return;
    }
    if (router.view !== 'ApproveTransaction') return;
    if (openedForApproval) modal.close({ force: true });
    else router.goBack();
    openedForApproval = false;
  };

  return watchAuthConnectors(connectors, (connector) => connector.on('approval', onApproval));
};
