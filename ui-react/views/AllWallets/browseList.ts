import type { AllWalletsState, WalletEntry } from '../../../core/kernel/walletCatalog/index.js';

/** The AllWallets grid without a search: installed wallets first, then the recommended ones, then the rest. */
export const browseList = (state: Pick<AllWalletsState, 'items' | 'recommended'>): readonly WalletEntry[] => {
  const seen = new Set<string>();
  const list: WalletEntry[] = [];
  const add = (entry: WalletEntry) => {
    if (seen.has(entry.id)) return;
    seen.add(entry.id);
    list.push(entry);
  };
  for (const entry of state.items) if (entry.installed) add(entry);
  for (const entry of state.recommended) add(entry);
  for (const entry of state.items) add(entry);
  return list;
};
