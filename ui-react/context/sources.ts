import type { AccountStore } from '../../core/account/index.js';
import type { Latch } from '../../core/latch/index.js';
import type { WalletCatalogStore } from '../../core/wallets/index.js';
import type { Platform } from '../../ports/index.js';

/** What the views read from the wallet catalog (core/wallets). */
export type WalletCatalogSource = Pick<
  WalletCatalogStore,
  | 'connectors'
  | 'connectRows'
  | 'connectMethods'
  | 'connectRowsFor'
  | 'connectMethodsFor'
  | 'showAllWallets'
  | 'showAllWalletsFor'
  | 'allWallets'
  | 'searchQuery'
  | 'searching'
  | 'searchError'
  | 'searchResults'
  | 'loadNextPage'
  | 'retry'
  | 'search'
>;

/** What the buttons, hooks and views read from the account store (core/account). */
export type AccountSource = Pick<
  AccountStore,
  | 'activeNamespace'
  | 'activeNetwork'
  | 'networks'
  | 'address'
  | 'caipAddress'
  | 'isConnected'
  | 'isUnsupportedChain'
  | 'nativeBalance'
  | 'identity'
  | 'switchNetwork'
>;

/** The core as the UI observes it: `Latch`, plus the device facts it does not carry yet. */
export type LatchUi = Latch & {
  /** Mobile or desktop (WalletConnect opens the wallet list on mobile, the QR code elsewhere). */
  readonly platform?: Pick<Platform, 'isMobile'>;
};
