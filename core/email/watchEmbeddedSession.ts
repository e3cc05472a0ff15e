import type {
  Cancel,
  ConnectorDiscovery,
  EmbeddedWalletFrame,
  Logger,
  Scheduler,
  Unsubscribe,
} from '../../ports/index.js';
import type { ConnectionStore } from '../connection/index.js';
import { type EmbeddedUserStore, watchAuthConnectors } from '../embedded/index.js';
import { EMBEDDED_TEXTS, EMBEDDED_UI_TEXT } from '../errors/index.js';
import type { ModalStore } from '../modal/index.js';
import type { ToastStore } from '../toasts/index.js';

/** SPEC §9: the not-allowed message shows 300 ms after the modal opened for it. */
export const NOT_ALLOWED_MESSAGE_DELAY_MS = 300;

export interface EmbeddedSessionDeps {
  readonly frame: EmbeddedWalletFrame | undefined;
  readonly connectors: ConnectorDiscovery;
  readonly connection: Pick<ConnectionStore, 'connections'>;
  readonly user: Pick<EmbeddedUserStore, 'email' | 'remember'>;
  readonly modal: Pick<ModalStore, 'isOpen' | 'open' | 'onClose'>;
  readonly toasts: Pick<ToastStore, 'show'>;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
}

/**
 * The rules of a connected embedded wallet's session, started with the e-mail flow (by the login, or by the
 * reconnect of an e-mail wallet; not in the code a page loads first):
 * - SPEC §4: closing the modal with no pending transaction rejects the frame's signing requests still waiting.
 * - SPEC §5: a call on neither list was refused by the AUTH connector (`rpcNotAllowed`): it is logged ('Requested
 *   RPC call is not allowed'), the modal opens, and 300 ms later the error toast 'Action not allowed' shows.
 * - The frame's SESSION_UPDATE e-mail (changed there) becomes the e-mail Account shows while the wallet is
 *   connected; its address, chain and sign-out reach the connection through the AUTH connector's events.
 */
export const watchEmbeddedSession = (deps: EmbeddedSessionDeps): Unsubscribe => {
  const { frame, modal, scheduler, logger } = deps;
  const timers = new Set<Cancel>();

  const onNotAllowed = (method: string) => {
    logger.error(EMBEDDED_TEXTS.RPC_METHOD_NOT_ALLOWED, { method });
    if (!modal.isOpen) void modal.open();
    const cancel = scheduler.setTimeout(() => {
      timers.delete(cancel);
      deps.toasts.show({
        message: EMBEDDED_UI_TEXT.RPC_METHOD_NOT_ALLOWED,
        variant: 'error',
      });
    }, NOT_ALLOWED_MESSAGE_DELAY_MS);
    timers.add(cancel);
  };

  const stops: Unsubscribe[] = [
    watchAuthConnectors(deps.connectors, (connector) => connector.on('rpcNotAllowed', onNotAllowed)),
    modal.onClose(({ pendingTransaction }) => {
      if (!pendingTransaction) frame?.abortSigningRequests();
    }),
  ];
  if (frame !== undefined) {
    stops.push(
      frame.onEvent((event) => {
        if (event.type !== 'SESSION_UPDATE' || !event.isConnected || event.email === undefined) return;
        const auth = [...deps.connection.connections.values()].find((c) => c.connector.type === 'AUTH');
        if (auth !== undefined && event.email !== deps.user.email)
          void deps.user.remember(event.email, auth.caipNetworkId);
      }),
    );
  }
  return () => {
    for (const stop of stops) stop();
    for (const cancel of timers) cancel();
    timers.clear();
  };
};
