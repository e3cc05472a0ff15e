import type {
  Cancel,
  ChainReaders,
  ConnectorDiscovery,
  EmbeddedWalletFrame,
  Logger,
  Network,
  Scheduler,
  Unsubscribe,
  WalletEvents,
} from '../../../ports/index.js';
import type { ConnectionStore } from '../../kernel/connections/index.js';
import { type EmbeddedUserStore, watchAuthConnectors } from '../../kernel/embeddedWallet/index.js';
import type { ModalStore } from '../../kernel/modal/index.js';
import type { ToastStore } from '../../kernel/toasts/index.js';
import { EMBEDDED_TEXTS, EMBEDDED_UI_TEXT } from '../../lib/errors/index.js';
import { waitForReceipt } from '../../lib/flowSteps/index.js';

/** SPEC §9: the not-allowed message shows 300 ms after the modal opened for it. */
export const NOT_ALLOWED_MESSAGE_DELAY_MS = 300;
/** How long an approved transaction's receipt is waited for before the balances are read anyway. */
export const APPROVED_RECEIPT_WAIT_MS = 60_000;
/** The approved requests that move funds: the balances are read again after them. */
const TRANSACTION_METHODS: ReadonlySet<string> = new Set([
  'eth_sendTransaction',
  'wallet_sendCalls',
  'eth_sendUserOperation',
]);

export interface EmbeddedSessionDeps {
  readonly frame: EmbeddedWalletFrame | undefined;
  readonly connectors: ConnectorDiscovery;
  readonly connection: Pick<ConnectionStore, 'connections'>;
  readonly user: Pick<EmbeddedUserStore, 'email' | 'remember'>;
  readonly modal: Pick<ModalStore, 'isOpen' | 'open' | 'onClose'>;
  readonly toasts: Pick<ToastStore, 'show'>;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  /** The chain readers: an approved transaction's receipt is awaited before the balances are read again. */
  readonly readers: ChainReaders;
  /** The network the embedded wallet is on (the account's active one). */
  readonly activeNetwork: () => Network | undefined;
  /** The balances (native and tokens) read again past the caches, as after a send from the modal. */
  readonly refreshAfterTransaction: () => void;
}

/**
 * The rules of a connected embedded wallet's session, started with the e-mail flow (by the login, or by the
 * reconnect of an e-mail wallet; not in the code a page loads first):
 * - SPEC §4: closing the modal with no pending transaction rejects the frame's signing requests still waiting.
 * - SPEC §5: a call on neither list was refused by the AUTH connector (`rpcNotAllowed`): it is logged ('Requested
 *   RPC call is not allowed'), the modal opens, and 300 ms later the error toast 'Action not allowed' shows —
 *   unless the modal closed in between (the message was for it; a toast over a closed modal would say it to no one).
 * - A transaction the user approved in the frame (the host page's eth_sendTransaction, wallet_sendCalls) reads the
 *   balances again once its receipt came (or could not be had within 60 s), as a send from the modal does.
 * - The frame's SESSION_UPDATE e-mail (changed there) becomes the e-mail Account shows while the wallet is
 *   connected; its address, chain and sign-out reach the connection through the AUTH connector's events.
 */
export const watchEmbeddedSession = (deps: EmbeddedSessionDeps): Unsubscribe => {
  const { frame, modal, scheduler, logger } = deps;
  const timers = new Set<Cancel>();
  /** The not-allowed messages not shown yet are dropped: the modal they were for closed, or the rules stopped. */
  const cancelMessages = () => {
    for (const cancel of timers) cancel();
    timers.clear();
  };

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

  const onApproved = ({ method, result }: WalletEvents['requestApproved']) => {
    if (!TRANSACTION_METHODS.has(method)) return;
    const network = deps.activeNetwork();
    if (method !== 'eth_sendTransaction' || typeof result !== 'string' || network === undefined) {
      deps.refreshAfterTransaction();
      return;
    }
    void waitForReceipt({
      readers: deps.readers,
      scheduler,
      hash: result,
      network,
      timeoutMs: APPROVED_RECEIPT_WAIT_MS,
    }).match(deps.refreshAfterTransaction, (error) => {
      logger.warn('[latch] embedded wallet: no receipt for an approved transaction', { cause: error });
      deps.refreshAfterTransaction();
    });
  };

  const stops: Unsubscribe[] = [
    watchAuthConnectors(deps.connectors, (connector) => {
      const stopNotAllowed = connector.on('rpcNotAllowed', onNotAllowed);
      const stopApproved = connector.on('requestApproved', onApproved);
      return () => {
        stopNotAllowed();
        stopApproved();
      };
    }),
    modal.onClose(({ pendingTransaction }) => {
      cancelMessages();
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
    cancelMessages();
  };
};
