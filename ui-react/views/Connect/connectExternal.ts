import type { WalletEntry } from '../../../core/wallets/index.js';
import type { Network } from '../../../ports/index.js';
import type { ConnectAttempt, ConnectAttempts } from '../../context/connectAttempts.js';
import type { LatchUi } from '../../context/sources.js';

/**
 * Connects a wallet through its live connector, started by the click itself (wallet pop-ups need the user's
 * gesture), and shows ConnectingExternal, which follows the attempt through `attempts` and decides what comes
 * next (Account, declined, failed). Success records the wallet as recent (SPEC §4) and sends CONNECT_SUCCESS;
 * failure sends CONNECT_ERROR.
 */
export const connectExternal = (
  latch: Pick<LatchUi, 'router' | 'connection' | 'analytics'>,
  entry: WalletEntry & { readonly connectorId: string },
  network: Network,
  attempts: ConnectAttempts,
): ConnectAttempt => {
  const { router, connection } = latch;
  const { connectorId } = entry;
  router.push('ConnectingExternal', { connectorId });
  const attempt = connection
    .connect(connectorId, { network })
    .map((connected) => {
      const wallet = {
        id: entry.id,
        name: entry.name,
        ...(entry.imageUrl ? { imageUrl: entry.imageUrl } : {}),
      };
      connection.onSuccess({ wallet, deepLinkUsed: false });
      latch.analytics.track({
        event: 'CONNECT_SUCCESS',
        properties: { method: 'browser', name: entry.name },
      });
      return connected;
    })
    .mapErr((error) => {
      latch.analytics.track({ event: 'CONNECT_ERROR', properties: { message: error.message } });
      return error;
    });
  return attempts.track(connectorId, attempt);
};
