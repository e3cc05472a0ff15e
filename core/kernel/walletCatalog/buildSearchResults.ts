import type { ConnectorInfo, WalletListing } from '../../../ports/index.js';
import { WALLET_SEARCH_LIMIT } from './constants.js';
import { createExclusionMatcher } from './createExclusionMatcher.js';
import { createWalletIndex } from './createWalletIndex.js';
import { dedupeEntries } from './dedupeEntries.js';
import { enrichEntry } from './enrichEntry.js';
import { isConnectorVisible, type VisibilityFacts } from './isConnectorVisible.js';
import { isInstalledConnector } from './isInstalledConnector.js';
import { matchesWalletQuery } from './matchesWalletQuery.js';
import { toInstalledEntry, toWalletEntry } from './toWalletEntry.js';
import type { WalletEntry } from './types.js';

export interface SearchResultsInput {
  readonly connectors: readonly ConnectorInfo[];
  readonly visibility: VisibilityFacts;
  /** What the registry answered to the search, in its order. */
  readonly results: readonly WalletListing[];
  readonly excludeWalletIds: readonly string[];
  /** The search as typed: installed wallets (injected, announced) matching it are found without the registry. */
  readonly query: string;
}

/**
 * A search as the AllWallets view shows it: the installed wallets matching the query (matchesWalletQuery: a
 * wallet the registry does not list is found too), then the registry's answer linked to live connectors;
 * excluded wallets dropped, each wallet once, installed wallets first (otherwise in the registry's order), at
 * most WALLET_SEARCH_LIMIT.
 */
export const buildSearchResults = (input: SearchResultsInput): WalletEntry[] => {
  const linkable = input.connectors.filter(
    (info) => isConnectorVisible(info, input.visibility) && info.type !== 'WALLET_CONNECT',
  );
  const index = createWalletIndex(linkable, input.results);
  const excluded = createExclusionMatcher(input.excludeWalletIds);
  const prepare = (entries: readonly WalletEntry[]) =>
    entries.map((entry) => enrichEntry(entry, index)).filter((entry) => !excluded(entry, index));
  const installed = prepare(
    linkable
      .filter((connector) => isInstalledConnector(connector) && matchesWalletQuery(input.query, connector))
      .map(toInstalledEntry),
  );
  const registry = prepare(input.results.map((listing) => toWalletEntry({ listing }, 'registry')));
  const unique = dedupeEntries([{ entries: installed }, { entries: registry }]);
  return [...unique.filter((entry) => entry.installed), ...unique.filter((entry) => !entry.installed)].slice(
    0,
    WALLET_SEARCH_LIMIT,
  );
};
