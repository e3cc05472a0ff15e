import type { AccountStore } from '../../core/kernel/account/index.js';
import type { WalletCatalogStore } from '../../core/kernel/walletCatalog/index.js';

/** What the views read from the wallet catalog (core/kernel/walletCatalog). */
export type WalletCatalogSource = Pick<
  WalletCatalogStore,
  | 'connectors'
  | 'connectRows'
  | 'connectMethods'
  | 'connectRowsFor'
  | 'connectMethodsFor'
  | 'awaitedRowsFor'
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

/** What the buttons, hooks and views read from the account store (core/kernel/account). */
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
