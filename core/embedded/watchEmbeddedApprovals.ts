import type { ConnectorDiscovery, Unsubscribe, WalletConnector } from '../../ports/index.js';
import type { ModalStore } from '../modal/index.js';
import type { RouterStore } from '../router/index.js';

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
  const watched = new Map<WalletConnector, Unsubscribe>();
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

  const watch = (list: readonly WalletConnector[]) => {
    for (const connector of list) {
      if (connector.info.type !== 'AUTH' || watched.has(connector)) continue;
      watched.set(connector, connector.on('approval', onApproval));
    }
  };

  watch(connectors.list());
  const stopDiscovery = connectors.subscribe(watch);
  return () => {
    stopDiscovery();
    for (const stop of watched.values()) stop();
    watched.clear();
  };
};
