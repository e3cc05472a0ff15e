import type { WalletCatalogDeps, WalletCatalogOptions } from './types.js';
import { WalletCatalogStore } from './WalletCatalogStore.js';

/** Creates the catalog for one modal and starts it (state by factory: two modals never share a list). */
export const createWalletCatalogStore = (
  deps: WalletCatalogDeps,
  options: WalletCatalogOptions = {},
): WalletCatalogStore => {
  const store = new WalletCatalogStore(deps, options);
  store.start();
  return store;
};
