import type { WalletPlatform } from '../../../core/analytics/index.js';
import type { WalletEntry } from '../../../core/wallets/index.js';
import type { Network } from '../../../ports/index.js';
import type { ConnectAttempts } from '../../context/connectAttempts.js';
import type { LatchUi } from '../../context/sources.js';
import { connectExternal } from './connectExternal.js';

export interface SelectWalletContext {
  readonly isMobile: boolean;
  /** The network a direct connection is made on. */
  readonly network: Network;
  readonly attempts: ConnectAttempts;
}

const platformOf = (entry: WalletEntry, isMobile: boolean): WalletPlatform => {
  if (entry.kind === 'walletConnect') return 'qrcode';
  if (entry.connectorId !== undefined) return 'browser';
  return isMobile ? 'mobile' : 'qrcode';
};

/**
 * The user picked a wallet row (Connect or AllWallets). WalletConnect opens its QR code (desktop) or the
 * wallet list (mobile); a wallet with a live connector connects directly (ConnectingExternal); any other
 * wallet is reached through WalletConnect with that wallet chosen (QR code or deep link).
 */
export const selectWallet = (
  latch: Pick<LatchUi, 'router' | 'connection' | 'analytics'>,
  entry: WalletEntry,
  context: SelectWalletContext,
): void => {
  latch.analytics.track({
    event: 'SELECT_WALLET',
    properties: { name: entry.name, platform: platformOf(entry, context.isMobile) },
  });
  if (entry.kind === 'walletConnect') {
    if (context.isMobile) latch.router.push('AllWallets');
    else latch.router.push('ConnectingWalletConnect');
    return;
  }
  if (entry.connectorId !== undefined) {
    void connectExternal(
      latch,
      { ...entry, connectorId: entry.connectorId },
      context.network,
      context.attempts,
    );
    return;
  }
  latch.router.push('ConnectingWalletConnect', { walletId: entry.id });
};
