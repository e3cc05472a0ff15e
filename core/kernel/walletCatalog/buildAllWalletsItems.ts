import type { ConnectorInfo, WalletListing } from '../../../ports/index.js';
import { RECOMMENDED_COUNT } from './constants.js';
import { createExclusionMatcher } from './createExclusionMatcher.js';
import { createWalletIndex } from './createWalletIndex.js';
import { dedupeEntries } from './dedupeEntries.js';
import { enrichEntry } from './enrichEntry.js';
import { isConnectorVisible, type VisibilityFacts } from './isConnectorVisible.js';
import { isInstalledConnector } from './isInstalledConnector.js';
import { toInstalledEntry, toWalletEntry } from './toWalletEntry.js';
import type { WalletEntry } from './types.js';

export interface AllWalletsInput {
  readonly connectors: readonly ConnectorInfo[];
  readonly visibility: VisibilityFacts;
  /** The registry pages loaded so far, concatenated in order. */
  readonly registry: readonly WalletListing[];
  /** The head of the registry (first page), for the recommended wallets. */
  readonly head: readonly WalletListing[];
  /** Every registry listing known so far. */
  readonly listings: readonly WalletListing[];
  readonly excludeWalletIds: readonly string[];
}

export interface AllWalletsItems {
  readonly items: readonly WalletEntry[];
  readonly recommended: readonly WalletEntry[];
}

/**
 * The AllWallets list: the visible installed wallets (injected, announced), linked to their registry entry by
 * rdns / id, then the registry entries in registry order; excluded wallets dropped, each wallet once, every
 * installed row before every other. `recommended`: the first RECOMMENDED_COUNT head wallets neither
 * installed nor excluded.
 */
export const buildAllWalletsItems = (input: AllWalletsInput): AllWalletsItems => {
  const linkable = input.connectors.filter(
    (info) => isConnectorVisible(info, input.visibility) && info.type !== 'WALLET_CONNECT',
  );
  const index = createWalletIndex(linkable, input.listings);
  const excluded = createExclusionMatcher(input.excludeWalletIds);
  const prepare = (entries: readonly WalletEntry[]) =>
    entries.map((entry) => enrichEntry(entry, index)).filter((entry) => !excluded(entry, index));
  const installed = prepare(linkable.filter(isInstalledConnector).map(toInstalledEntry));
  const registry = prepare(input.registry.map((listing) => toWalletEntry({ listing }, 'registry')));
  const unique = dedupeEntries([{ entries: installed }, { entries: registry }]);
  const items = [...unique.filter((entry) => entry.installed), ...unique.filter((entry) => !entry.installed)];
  const recommended = dedupeEntries([
    {
      entries: prepare(input.head.map((listing) => toWalletEntry({ listing }, 'registry'))).filter(
        (entry) => !entry.installed,
      ),
      limit: RECOMMENDED_COUNT,
    },
  ]);
  return { items, recommended };
};
