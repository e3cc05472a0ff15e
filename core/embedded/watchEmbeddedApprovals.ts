import type {
  Cancel,
  ConnectorDiscovery,
  Logger,
  Scheduler,
  Unsubscribe,
  WalletConnector,
} from '../../ports/index.js';
import { CATALOGUE, UI_TEXT } from '../errors/index.js';
import type { ModalStore } from '../modal/index.js';
import type { RouterStore } from '../router/index.js';
import type { ToastStore } from '../toasts/index.js';

/** SPEC §9: the not-allowed message shows 300 ms after the modal opened for it. */
export const NOT_ALLOWED_MESSAGE_DELAY_MS = 300;

export interface EmbeddedApprovalsDeps {
  readonly connectors: ConnectorDiscovery;
  readonly modal: Pick<ModalStore, 'isOpen' | 'open' | 'close'>;
  readonly router: Pick<RouterStore, 'view' | 'push' | 'goBack'>;
  readonly toasts: Pick<ToastStore, 'show'>;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
}

/**
 * What the modal does for the embedded wallet's requests (its AUTH connector's events):
 * - SPEC §2 ApproveTransaction: while the frame shows its own approval UI for an unsafe request (`approval`), the
 *   modal shows ApproveTransaction — opened for it when closed, which also blocks closing. Once answered, the modal
 *   goes back where it was: closed again, or the previous view.
 * - SPEC §5: a call on neither list was refused by the connector (`rpcNotAllowed`): it is logged ('Requested RPC
 *   call is not allowed'), the modal opens, and 300 ms later the error toast 'Action not allowed' shows.
 */
export const watchEmbeddedApprovals = ({
  connectors,
  modal,
  router,
  toasts,
  scheduler,
  logger,
}: EmbeddedApprovalsDeps): Unsubscribe => {
  const watched = new Map<WalletConnector, Unsubscribe>();
  const timers = new Set<Cancel>();
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

  const onNotAllowed = (method: string) => {
    logger.error(CATALOGUE.RPC_METHOD_NOT_ALLOWED, { method });
    if (!modal.isOpen) void modal.open();
    const cancel = scheduler.setTimeout(() => {
      timers.delete(cancel);
      toasts.show({
        message: UI_TEXT.RPC_METHOD_NOT_ALLOWED ?? CATALOGUE.RPC_METHOD_NOT_ALLOWED,
        variant: 'error',
      });
    }, NOT_ALLOWED_MESSAGE_DELAY_MS);
    timers.add(cancel);
  };

  const watch = (list: readonly WalletConnector[]) => {
    for (const connector of list) {
      if (connector.info.type !== 'AUTH' || watched.has(connector)) continue;
      const stops = [connector.on('approval', onApproval), connector.on('rpcNotAllowed', onNotAllowed)];
      watched.set(connector, () => {
        for (const stop of stops) stop();
      });
    }
  };

  watch(connectors.list());
  const stopDiscovery = connectors.subscribe(watch);
  return () => {
    stopDiscovery();
    for (const stop of watched.values()) stop();
    watched.clear();
    for (const cancel of timers) cancel();
    timers.clear();
  };
};
