import type { WalletEntry } from '../../../core/kernel/walletCatalog/index.js';
import type { WalletCatalogSource } from '../../context/sources.js';

/** A wallet the catalog has shown, by its id: Connect rows first, then AllWallets pages, then search results. */
export const findWalletEntry = (
  catalog: Pick<WalletCatalogSource, 'connectRows' | 'allWallets' | 'searchResults'> | undefined,
  walletId: string | undefined,
): WalletEntry | undefined => {
  if (catalog === undefined || walletId === undefined) return undefined;
  const lists = [catalog.connectRows, catalog.allWallets.items, catalog.searchResults];
  for (const list of lists) {
    const found = list.find((entry) => entry.id === walletId);
    if (found) return found;
  }
  return undefined;
};
